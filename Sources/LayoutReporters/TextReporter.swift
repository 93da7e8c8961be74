import LayoutDiagnostics

/// Compiler-style output: `path:line:col: level: message [rule-id]`, then one
/// `path:line:col: note: …` line per related location.
///
/// With `showsSnippets`, each line is followed by its source line and a caret with a tilde
/// underline; with `usesColor`, levels and underlines are coloured as clang colours them.
public struct TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "compiler-style lines, with source snippets on a terminal"

    public var showsSnippets: Bool
    public var usesColor: Bool

    public init(showsSnippets: Bool = false, usesColor: Bool = false) {
        self.showsSnippets = showsSnippets
        self.usesColor = usesColor
    }

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let source = report.sources[diagnostic.location.path]
            line(&output, diagnostic.location, level: diagnostic.severity.rawValue, message: diagnostic.message,
                 ruleID: diagnostic.ruleID, source: source)
            for note in diagnostic.notes {
                line(&output, note.location, level: "note", message: note.message, source: report.sources[note.location.path])
            }
            for fixIt in diagnostic.fixIts {
                line(&output, diagnostic.location, level: "note", message: "fix-it: \(fixIt.title)", source: nil)
            }
        }
        return output
    }

    private func line(_ output: inout String, _ location: SourceLocation, level: String, message: String, ruleID: String? = nil, source: SourceFile?) {
        let style: Style = switch level {
        case "error": .red
        case "warning": .magenta
        default: .cyan
        }
        output += paint("\(location.path):\(location.start.line):\(location.start.column): ", .bold)
        output += paint("\(level):", style) + " " + paint(message.replacingControlCharacters(), .bold)
        if let ruleID { output += " " + paint("[\(ruleID)]", .dim) }
        output += "\n"
        if showsSnippets, let source {
            output += snippet(location.range, in: source, style: style)
        }
    }

    /// The source line, then a marker line: `^` at the start column and `~` to the end of
    /// the range on that line. Tabs are copied into the marker line so the caret lines up.
    private func snippet(_ range: SourceRange, in source: SourceFile, style: Style) -> String {
        let scalars = Array(source.scalars(ofLine: range.start.line))
        guard range.start.line >= 1, range.start.line <= source.lines.count else { return "" }
        let gutter = String(range.start.line)
        let pad = String(repeating: " ", count: gutter.count)
        let startIndex = min(max(0, range.start.column - 1), scalars.count)
        let endIndex = range.end.line == range.start.line ? min(max(startIndex + 1, range.end.column - 1), max(scalars.count, startIndex + 1)) : max(scalars.count, startIndex + 1)
        var marker = ""
        for index in 0..<startIndex {
            marker.unicodeScalars.append(scalars[index] == "\t" ? "\t" : " ")
        }
        marker += "^" + String(repeating: "~", count: max(0, endIndex - startIndex - 1))
        var text = String(String.UnicodeScalarView(scalars))
        text = text.replacingControlCharacters()
        return paint(" \(gutter) | ", .dim) + text + "\n" + paint(" \(pad) | ", .dim) + paint(marker, style) + "\n"
    }

    private enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "1;31"
        case magenta = "1;35"
        case cyan = "1;36"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// Control characters other than tab are shown as `?`, so a hostile file cannot send
    /// escape sequences to the user's terminal through a snippet.
    fileprivate func replacingControlCharacters() -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let isControl = (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
            result.append(isControl ? "?" : scalar)
        }
        return String(result)
    }
}

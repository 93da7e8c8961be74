import LayoutDiagnostics

/// GitHub Actions workflow commands, one line per finding, which the runner turns into
/// annotations on the pull request:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=rule-id::message`.
///
/// Notes follow the message on lines of their own (`%0A`), as `path:line:col: note: …`.
/// Values are escaped as the runner decodes them: `%`, CR and LF in the message; those and
/// `:` and `,` in properties. Levels map to `error`, `warning` and `notice`.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions workflow commands: annotations on the pull request"

    /// When set, paths inside this absolute folder are written relative to it (GitHub
    /// resolves `file=` against the workspace); others are written absolute.
    public var sourceRoot: String?

    public init(sourceRoot: String? = nil) {
        self.sourceRoot = sourceRoot
    }

    private func path(_ path: String) -> String {
        guard let sourceRoot else { return path }
        let paths = SourcePaths(root: sourceRoot)
        return paths.relative(path) ?? paths.absolute(path)
    }

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let location = diagnostic.location
            let properties = [
                "file=" + Self.escapeProperty(path(location.path)),
                "line=\(location.start.line)",
                "col=\(location.start.column)",
                "endLine=\(location.end.line)",
                "endColumn=\(location.end.column)",
                "title=" + Self.escapeProperty(diagnostic.ruleID),
            ]
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\n\(path(note.location.path)):\(note.location.start.line):\(note.location.start.column): note: \(note.message)"
            }
            for fixIt in diagnostic.fixIts {
                message += "\nfix-it: \(fixIt.title)"
            }
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return output
    }

    /// The message part: `%`, CR and LF, scalar by scalar (so a CR LF pair is two escapes).
    static func escapeData(_ text: String) -> String {
        escape(text, extra: [])
    }

    /// A property value: as data, plus the `:` and `,` that would end the value early.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":", ","])
    }

    private static func escape(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "%" + (hex.count < 2 ? "0" : "") + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

import LayoutDiagnostics

/// A layout example from a rule page, with `↓` marking where the rule must report.
public struct MarkedExample: Sendable {
    /// The example with the marker removed: what is linted.
    public var text: String
    /// Where the marker stood (line and column in `text`), or nil for an example that must
    /// not trigger the rule.
    public var marker: SourcePosition?
    /// The line of the page where the example's code block starts, for failure messages.
    public var pageLine: Int

    /// Reads every ```yaml block of a Markdown page.
    public static func examples(inPage page: String) -> [MarkedExample] {
        var examples: [MarkedExample] = []
        var current: [String]?
        var start = 0
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                current = []
                start = index + 2
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                examples.append(MarkedExample(lines: current!, pageLine: start))
                current = nil
            } else if current != nil {
                current!.append(String(line))
            }
        }
        return examples
    }

    private init(lines: [String], pageLine: Int) {
        self.pageLine = pageLine
        var cleaned: [String] = []
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: "↓") {
                let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1
                marker = SourcePosition(line: index + 1, column: column)
                cleaned.append(line.replacingCharacters(in: range, with: ""))
            } else {
                cleaned.append(line)
            }
        }
        text = cleaned.joined(separator: "\n") + "\n"
    }
}

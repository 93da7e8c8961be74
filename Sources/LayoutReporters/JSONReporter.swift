import LayoutDiagnostics

/// A JSON array for scripts: one object per finding, in report order. The shape is
/// documented in the README ("JSON output") and kept stable:
///
/// ```json
/// [{"path": "a.layout.yaml", "line": 3, "column": 5, "endLine": 3, "endColumn": 9,
///   "severity": "warning", "rule": "hugging-tie", "message": "…",
///   "notes": [{"path": …, "line": …, "column": …, "endLine": …, "endColumn": …, "message": …}],
///   "fixIts": [{"title": "…"}], "configurations": ["state 'a'"]}]
/// ```
///
/// A finding with a mechanical fix also has `"fix": {"title": …, "safe": true, "edits":
/// [{"path", "line", "column", "endLine", "endColumn", "replacement"}]}` (docs/fix.md).
///
/// A finding whose lists grow with the layout also has `"properties"`, each list whole: the
/// ambiguity rules' `"undeterminedViews"` (the root cause and every view that follows it),
/// `hidden-view-space`'s `"affectedViews"` (every visible view that moves, resizes or comes
/// free).
///
/// Columns count Unicode scalars; `endColumn` is exclusive. Under `--include-suppressed`
/// hidden findings appear too, with `"suppression": "inSource"` or `"baseline"`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "a JSON array of findings, for scripts"

    public var includesSuppressed: Bool

    public init(includesSuppressed: Bool = false) {
        self.includesSuppressed = includesSuppressed
    }

    public func render(_ report: Report) -> String {
        let items = report.findings(includingSuppressed: includesSuppressed).map { finding -> JSONValue in
            let diagnostic = finding.diagnostic
            var members = Self.location(diagnostic.location)
            members += [
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .string(diagnostic.ruleID)),
                ("message", .string(diagnostic.message)),
                ("notes", .array(diagnostic.notes.map { .object(Self.location($0.location) + [("message", .string($0.message))]) })),
                ("fixIts", .array(diagnostic.fixIts.map { .object([("title", .string($0.title))]) })),
                ("configurations", .array(diagnostic.configurations.map { .string($0) })),
            ]
            if let fix = diagnostic.fixIts.first(where: { !$0.edits.isEmpty }) {
                members.append(("fix", Self.fix(fix, path: diagnostic.location.path)))
            }
            if !diagnostic.properties.isEmpty {
                members.append(("properties", .object(diagnostic.properties.map { ($0.name, .array($0.values.map { .string($0) })) })))
            }
            if let suppression = finding.suppression {
                members.append(("suppression", .string(suppression.rawValue)))
            }
            return .object(members)
        }
        return JSONValue.array(items).rendered()
    }

    /// The mechanical fix: its title, whether it is safe, and its edits to the finding's file
    /// (`layoutlint fix` applies them after checking them; docs/fix.md).
    static func fix(_ fix: FixIt, path: String) -> JSONValue {
        .object([
            ("title", .string(fix.appliedDescription)),
            ("safe", .bool(fix.isSafe)),
            ("edits", .array(fix.edits.map { edit in
                .object(location(SourceLocation(path: path, range: edit.range)) + [("replacement", .string(edit.replacement))])
            })),
        ])
    }

    private static func location(_ location: SourceLocation) -> [(String, JSONValue)] {
        [
            ("path", .string(location.path)),
            ("line", .int(location.start.line)),
            ("column", .int(location.start.column)),
            ("endLine", .int(location.end.line)),
            ("endColumn", .int(location.end.column)),
        ]
    }
}

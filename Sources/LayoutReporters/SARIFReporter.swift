import LayoutDiagnostics

/// One SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
///
/// It meets GitHub's list on top of the schema: `$schema`; a driver with `name`,
/// `semanticVersion` and `informationUri`; every rule with `id`, `name`, both
/// descriptions, `help` (text and Markdown from its page) and a default level; every
/// result with `ruleId`, `ruleIndex`, `level`, a message, and a location whose `uri` is
/// relative to `%SRCROOT%` with a full region (end exclusive, columns in Unicode code
/// points). Notes become `relatedLocations`, linked from the message as `[text](id)`.
/// No `partialFingerprints`: GitHub computes better ones from the file's contents.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "one SARIF 2.1.0 log, for GitHub code scanning"

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/layoutlint/layoutlint"

    /// The absolute path that `%SRCROOT%` stands for (layoutlint passes the current
    /// directory). Files under it get relative uris; others absolute `file://` uris.
    public var sourceRoot: String
    /// Whether hidden findings are written, with `suppressions`.
    public var includesSuppressed: Bool
    public var toolVersion: String

    public init(sourceRoot: String, includesSuppressed: Bool = false, toolVersion: String) {
        self.sourceRoot = sourceRoot.count > 1 && sourceRoot.hasSuffix("/") ? String(sourceRoot.dropLast()) : sourceRoot
        self.includesSuppressed = includesSuppressed
        self.toolVersion = toolVersion
    }

    public func render(_ report: Report) -> String {
        var rules = report.rules
        for finding in report.findings(includingSuppressed: true) where !rules.contains(where: { $0.id == finding.diagnostic.ruleID }) {
            rules.append(RuleDescription(id: finding.diagnostic.ruleID, name: finding.diagnostic.ruleID,
                                         defaultSeverity: finding.diagnostic.severity, summary: finding.diagnostic.ruleID))
        }
        let results = report.findings(includingSuppressed: includesSuppressed).map { finding in
            result(finding.diagnostic, suppression: finding.suppression, ruleIndex: rules.firstIndex { $0.id == finding.diagnostic.ruleID } ?? 0)
        }
        let driver: JSONValue = .object([
            ("name", .string("layoutlint")),
            ("semanticVersion", .string(toolVersion)),
            ("informationUri", .string(Self.informationURI)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(report.exitCode == 0 || report.exitCode == 1)),
                ("exitCode", .int(Int(report.exitCode))),
            ])])),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(Self.fileURI(sourceRoot, directory: true)))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    // MARK: Rules

    private static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let page = rule.documentation.map(Self.removingExampleMarkers)
        let markdown = page ?? "**\(rule.name)** (`\(rule.id)`): \(rule.summary)."
        let text = page.map(plainText) ?? "\(rule.name) (\(rule.id)): \(rule.summary)."
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.name))),
            ("shortDescription", .object([("text", .string(sentence(rule.summary)))])),
            ("fullDescription", .object([("text", .string(page.flatMap(whatItReports) ?? sentence(rule.summary)))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    /// "Unsatisfiable Required Constraints" → "UnsatisfiableRequiredConstraints", the
    /// identifier-like form SARIF asks of `name`.
    static func pascalCase(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
    }

    /// The first paragraph of the page's "What it reports" section, on one line.
    static func whatItReports(_ page: String) -> String? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("## What it reports") }) else { return nil }
        var paragraph: [Substring] = []
        for line in lines[(heading + 1)...] {
            if line.trimmingPrefixSpaces.isEmpty { if paragraph.isEmpty { continue } else { break } }
            if line.hasPrefix("#") { break }
            paragraph.append(line.trimmingPrefixSpaces)
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }

    /// The page without Markdown syntax: no heading marks, code fences, emphasis or
    /// backticks, for viewers that show `help.text`.
    static func plainText(_ markdown: String) -> String {
        var lines: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { continue }
            var text = String(line.drop { $0 == "#" })
            if text.count != line.count { text = String(text.drop { $0 == " " }) }
            text = text.replacingAll("**", with: "").replacingAll("`", with: "")
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// Pages mark where examples trigger with `↓` and keycap digits (1️⃣); a reader of the
    /// help in GitHub should see plain YAML.
    static func removingExampleMarkers(_ page: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(page.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "↓" { index += 1; continue }
            if index + 2 < scalars.count, ("0"..."9").contains(scalar), scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}" {
                index += 3
                continue
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    // MARK: Results

    private func result(_ diagnostic: Diagnostic, suppression: SuppressionKind?, ruleIndex: Int) -> JSONValue {
        var text = Self.escapeMessage(diagnostic.message, linked: !diagnostic.notes.isEmpty)
        for (index, note) in diagnostic.notes.enumerated() {
            text += "\nnote: [\(Self.escapeMessage(note.message, linked: true))](\(index + 1))"
        }
        for fixIt in diagnostic.fixIts {
            text += "\nfix-it: " + Self.escapeMessage(fixIt.title, linked: !diagnostic.notes.isEmpty)
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physicalLocation(note.location)),
                    ("message", .object([("text", .string(note.message))])),
                ])
            })))
        }
        if !diagnostic.properties.isEmpty {
            members.append(("properties", .object(diagnostic.properties.map { ($0.name, .array($0.values.map { .string($0) })) })))
        }
        let fixes = diagnostic.fixIts.filter { !$0.edits.isEmpty }
        if !fixes.isEmpty {
            members.append(("fixes", .array(fixes.map { fix($0, path: diagnostic.location.path) })))
        }
        if let suppression {
            let kind = suppression == .inSource ? "inSource" : "external"
            var entry: [(String, JSONValue)] = [("kind", .string(kind))]
            if suppression == .baseline { entry.append(("justification", .string("listed in the baseline file"))) }
            members.append(("suppressions", .array([.object(entry)])))
        }
        return .object(members)
    }

    /// With embedded links in a message, literal `[` and `]` (and `\`) must be escaped.
    static func escapeMessage(_ text: String, linked: Bool) -> String {
        guard linked else { return text }
        var result = ""
        for character in text {
            if character == "[" || character == "]" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A mechanical fix as SARIF `fixes` entry: its edits as `replacements` of regions of the
    /// finding's file, and whether it is safe as a property (docs/fix.md).
    private func fix(_ fix: FixIt, path: String) -> JSONValue {
        .object([
            ("description", .object([("text", .string(fix.appliedDescription))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", artifactLocation(path)),
                ("replacements", .array(fix.edits.map { edit in
                    .object([
                        ("deletedRegion", region(edit.range)),
                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                    ])
                })),
            ])])),
            ("properties", .object([("safe", .bool(fix.isSafe))])),
        ])
    }

    private func region(_ range: SourceRange) -> JSONValue {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
        ])
    }

    private func artifactLocation(_ path: String) -> JSONValue {
        if let relative = relativePath(path) {
            return .object([("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string("%SRCROOT%"))])
        }
        return .object([("uri", .string(Self.fileURI(absolutePath(path), directory: false)))])
    }

    private func physicalLocation(_ location: SourceLocation) -> JSONValue {
        var artifact: [(String, JSONValue)]
        if let relative = relativePath(location.path) {
            artifact = [("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string("%SRCROOT%"))]
        } else {
            artifact = [("uri", .string(Self.fileURI(absolutePath(location.path), directory: false)))]
        }
        return .object([
            ("artifactLocation", .object(artifact)),
            ("region", .object([
                ("startLine", .int(location.start.line)),
                ("startColumn", .int(location.start.column)),
                ("endLine", .int(location.end.line)),
                ("endColumn", .int(location.end.column)),
            ])),
        ])
    }

    // MARK: Paths

    func absolutePath(_ path: String) -> String { SourcePaths(root: sourceRoot).absolute(path) }

    func relativePath(_ path: String) -> String? { SourcePaths(root: sourceRoot).relative(path) }

    static func fileURI(_ absolutePath: String, directory: Bool) -> String {
        var encoded = percentEncoded(absolutePath)
        if directory, !encoded.hasSuffix("/") { encoded += "/" }
        return "file://" + encoded
    }

    /// Every byte outside RFC 3986's unreserved set and `/` as `%XX` (UTF-8).
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return result
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension Substring {
    fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}

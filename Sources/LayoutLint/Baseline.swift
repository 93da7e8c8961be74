#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics
import LayoutReporters

/// Findings recorded with `--write-baseline` and hidden with `--baseline`.
///
/// An entry matches a finding with the same file, rule, message and text of the primary
/// line (spaces around it ignored): not the line number, so findings stay hidden when
/// lines above them are added or removed. Each entry hides one finding.
///
/// The file is JSON: `{"version": 1, "findings": [{"path", "rule", "line", "message"}]}`,
/// with paths relative to the current directory (run layoutlint from the same folder).
public struct Baseline: Sendable, Equatable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var path: String
        public var rule: String
        /// The text of the finding's primary line, trimmed.
        public var line: String
        public var message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.line, lhs.message) < (rhs.path, rhs.rule, rhs.line, rhs.message)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The entry a finding would be recorded as.
    public static func entry(for diagnostic: Diagnostic, sources: [String: SourceFile]) -> Entry {
        let line = sources[diagnostic.location.path]?.line(diagnostic.location.start.line) ?? ""
        return Entry(path: PathNormalizer.relativeToCurrentDirectory(diagnostic.location.path), rule: diagnostic.ruleID,
                     line: Self.trimmingSpaces(line), message: diagnostic.message)
    }

    /// `line` without the spaces and tabs around it: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removed when baselines were first written
    /// (tab, the Unicode space separators and, as Foundation has it, the zero-width space),
    /// so that their entries still match.
    static func trimmingSpaces(_ line: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }

    public init(recording diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        self.init(entries: diagnostics.map { Self.entry(for: $0, sources: sources) })
    }

    /// Splits findings into those still shown and those the baseline hides.
    public func filter(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> (shown: [Diagnostic], hidden: [Diagnostic]) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var shown: [Diagnostic] = [], hidden: [Diagnostic] = []
        for diagnostic in diagnostics {
            let entry = Self.entry(for: diagnostic, sources: sources)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                hidden.append(diagnostic)
            } else {
                shown.append(diagnostic)
            }
        }
        return (shown, hidden)
    }

    // MARK: File

    public func rendered() -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(entries.map { entry in
                .object([("path", .string(entry.path)), ("rule", .string(entry.rule)),
                         ("line", .string(entry.line)), ("message", .string(entry.message))])
            })),
        ]).rendered()
    }

    private struct FileFormat: Decodable {
        struct Finding: Decodable { var path: String; var rule: String; var line: String; var message: String }
        var version: Int
        var findings: [Finding]
    }

    /// - Throws: `UsageError` when the file cannot be read or is not a baseline.
    public static func load(path: String) throws(UsageError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the baseline file '\(path)'")
        }
        let decoded: FileFormat
        do {
            decoded = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch {
            throw UsageError("'\(path)' is not a layoutlint baseline (write one with --write-baseline)")
        }
        guard decoded.version == 1 else {
            throw UsageError("'\(path)' is a baseline of version \(decoded.version); this layoutlint reads version 1")
        }
        return Baseline(entries: decoded.findings.map { Entry(path: $0.path, rule: $0.rule, line: $0.line, message: $0.message) })
    }
}

/// Writes a file so that readers see the old contents or the new, never a half-written one.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(UsageError) {
        do {
            try POSIXFile.write(text, toPath: path, atomically: true)
        } catch {
            throw UsageError("cannot write '\(path)': \(error.message)")
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics

/// A lint run inside a build (`layoutlint lint --build-step`: the SwiftPM build-tool plugin,
/// an Xcode Run Script phase). Adopting layoutlint must not break a build on its first day,
/// so error-level findings are shown as warnings unless the file's configuration says
/// `build-errors: error`; only those fail the build. Warnings never do, `strict` included:
/// it governs the command line and CI, where a failed run blocks a merge, not a compile.
extension LintOutcome {
    /// The outcome as the build shows it: error-level findings of files whose configuration
    /// keeps the default `build-errors: warning` become warnings. Notes are unchanged.
    public func reportedForBuild() -> LintOutcome {
        var outcome = self
        outcome.diagnostics = diagnostics.map { diagnostic in
            var shown = diagnostic
            if shown.severity == .error, !buildErrorPaths.contains(shown.location.path) { shown.severity = .warning }
            return shown
        }
        return outcome
    }

    /// 1 when the build must fail: an error-level finding is still shown after
    /// `reportedForBuild()`; else 0.
    public var buildStepExitCode: Int32 {
        diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// The stamp a build step writes when it succeeds, so that the build system sees its
    /// output change and runs it again only when an input changes. It is a Swift comment:
    /// the SwiftPM plugin must declare it as an output, and SwiftPM compiles `.swift`
    /// outputs (any other extension would become a resource and give the target a bundle).
    /// `inputsKey`, when given, is recorded so that a later run with the same inputs can
    /// end at once (`BuildStepInputs`).
    public func buildStamp(inputsKey: String? = nil) -> String {
        func count(_ noun: String, _ number: Int) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        func count(_ severity: Severity) -> String { count(severity.rawValue, diagnostics.filter { $0.severity == severity }.count) }
        var stamp = """
        // Written by `layoutlint lint --build-step` for the build system to track; the findings are in the build log.
        // \(count("file", fileCount)): \(count(.error)), \(count(.warning)), \(count(.note)).

        """
        if let inputsKey { stamp += BuildStepInputs.stampLine(inputsKey) + "\n" }
        return stamp
    }
}

/// What the SwiftPM build-tool plugin's lint steps depend on instead of the layoutlint
/// executable itself. SwiftPM 6 builds a plugin's tool in two passes with separate records
/// and relinks it, byte for byte the same, on the build after a first one; a step that ran
/// the tool directly would take that new modification time for a change and lint again.
/// The fingerprint file is rewritten only when the executable's bytes change, so an
/// unchanged build lints nothing while an updated layoutlint still relints everything.
public enum ExecutableFingerprint {
    /// A 64-bit FNV-1a hash of the file's bytes, in hexadecimal.
    public static func of(fileAt path: String) throws(UsageError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read '\(path)'")
        }
        var hash = FNV1a()
        hash.add(data)
        return hash.hex
    }

    /// The fingerprint file's text: a Swift comment, as for the build stamp (SwiftPM compiles
    /// `.swift` outputs; any other kind would give the target a resource bundle).
    public static func fileText(fingerprint: String) -> String {
        "// Written by the layoutlint build-tool plugin: the layoutlint it runs is \(fingerprint) (FNV-1a of its executable).\n"
    }

    /// Writes `text` to `path` unless the file already holds it, so that its modification
    /// time changes only with its content. Returns whether it wrote.
    @discardableResult
    public static func write(_ text: String, toUnlessSame path: String) throws(UsageError) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return false }
        try AtomicFile.write(text, to: path)
        return true
    }
}

/// Everything a build step's result depends on, as one hash: the arguments, the bytes of
/// each file linted, of the configuration that applies to it (the nearest `.layoutlint.yml`
/// or the `--config` file) and of the baseline, and the executable's fingerprint. A step run
/// again with the same key as its last success (recorded in its stamp) has nothing new to
/// say: it ends without linting, printing or touching the stamp. That is what an unchanged
/// build needs when SwiftPM reruns the step only because it relinked the same executable.
public enum BuildStepInputs {
    /// The key, or nil when a path is not a regular file (a folder's contents are not
    /// tracked here: such a run always lints).
    public static func key(arguments: [String], paths: [String], configurationPath: String?, baselinePath: String?,
                           executableFingerprint: String) -> String? {
        var hash = FNV1a()
        hash.add(LayoutLintVersion.current)
        hash.add(executableFingerprint)
        for argument in arguments { hash.add(argument) }
        let manager = FileManager.default
        for path in paths {
            guard let kind = POSIXFile.kind(atPath: path), kind != .directory, let bytes = manager.contents(atPath: path) else { return nil }
            hash.add(path)
            hash.add(bytes)
            if configurationPath == nil { hash.addFile(ConfigurationResolver.nearestFile(forFile: PathNormalizer.absolute(path))) }
        }
        if let configurationPath { hash.addFile(configurationPath) }
        if let baselinePath { hash.addFile(baselinePath) }
        return hash.hex
    }

    /// The stamp's line that records `key`.
    public static func stampLine(_ key: String) -> String { "// inputs: \(key)" }

    /// Whether the stamp at `path` records `key`.
    public static func stamp(at path: String, records key: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return false
        }
        return text.split(separator: "\n").contains { $0 == stampLine(key) }
    }
}

/// 64-bit FNV-1a: stable across runs and platforms, unlike `Hasher`. Each part is
/// length-prefixed so that ("ab", "c") and ("a", "bc") differ.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }

    mutating func add(_ data: Data) {
        add(String(data.count).utf8)
        data.withUnsafeBytes { add(bytes: $0) }
    }

    /// The same as `add(_:)` over the buffer's bytes, by index: the build plugin hashes the
    /// whole executable at each build, and a debug build runs the generic loop 4 times slower.
    private mutating func add(bytes buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var value = self.value
        // The count read once: a debug build calls its getter on every read.
        let count = buffer.count
        var offset = 0
        while offset < count {
            value = (value ^ UInt64(base[offset])) &* 0x0000_0100_0000_01b3
            offset &+= 1
        }
        self.value = value
    }

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    /// The file's path and bytes, or a mark that it is absent.
    mutating func addFile(_ path: String?) {
        guard let path, let bytes = FileManager.default.contents(atPath: path) else { return add("(none)") }
        add(path)
        add(bytes)
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

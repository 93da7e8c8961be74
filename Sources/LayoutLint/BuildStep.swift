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
    public func buildStamp() -> String {
        func count(_ noun: String, _ number: Int) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        func count(_ severity: Severity) -> String { count(severity.rawValue, diagnostics.filter { $0.severity == severity }.count) }
        return """
        // Written by `layoutlint lint --build-step` for the build system to track; the findings are in the build log.
        // \(count("file", fileCount)): \(count(.error)), \(count(.warning)), \(count(.note)).

        """
    }
}

import ArgumentParser
import LayoutReporters

extension LayoutLintCommand {
    /// `layoutlint reporters`: the output formats `--format` accepts.
    struct Reporters: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reporters",
            abstract: "List the output formats that --format accepts.",
            discussion: """
            Example:
              layoutlint reporters
            """
        )

        func run() {
            let width = ReporterList.all.map(\.identifier.count).max() ?? 0
            for reporter in ReporterList.all {
                print(reporter.identifier + String(repeating: " ", count: width - reporter.identifier.count) + "  " + reporter.summary)
            }
        }
    }
}

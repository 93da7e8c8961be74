import Foundation
import PackagePlugin

/// `swift package lint-layouts [--target NAME]... [layoutlint lint options]`: runs
/// `layoutlint lint` from the package folder over the layout files and Interface Builder
/// documents of every target (or the named ones), passing every other option through.
///
/// Writing a report or a baseline into the package needs the permission it declares:
/// `swift package --allow-writing-to-package-directory lint-layouts --format sarif --output layoutlint.sarif`.
@main
struct LintLayoutsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let root = context.package.directoryURL
        var files: [String] = []
        for case let module as SourceModuleTarget in targets {
            files += LayoutFileSelection.files(in: module.sourceFiles).map { LayoutFileSelection.path(of: $0, relativeTo: root) }
        }
        files = Array(Set(files)).sorted()
        guard !files.isEmpty else {
            let scope = names.isEmpty ? "the package's targets" : "target " + names.map { "'\($0)'" }.joined(separator: ", ")
            Diagnostics.warning("no layout files (\(LayoutFileSelection.suffixes.map { "*" + $0 }.joined(separator: ", "))) in \(scope)")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "layoutlint").url
        process.arguments = ["lint"] + extractor.remainingArguments + ["--"] + files
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        // layoutlint's status is the command's: 1 for findings that fail the run, 2 for usage errors.
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}

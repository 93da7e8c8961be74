import Foundation
import PackagePlugin

/// Lints a target's layout files and Interface Builder documents on every build that
/// changes them, with `layoutlint lint --build-step`: findings appear as compiler
/// diagnostics, error-level ones as warnings unless `.layoutlint.yml` says
/// `build-errors: error`.
///
/// One build command per file, so a build relints only what changed. Each command
/// declares its inputs (the file, the configuration files and folders it depends on, the
/// baseline) and one output, a stamp, so an unchanged build runs nothing. The stamp is a `.swift` file
/// holding only comments: SwiftPM turns every other kind of output into a resource, which
/// would give the target a resource bundle it never asked for.
@main
struct LayoutLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let steps = LintBuildSteps(tool: try context.tool(named: "layoutlint").url,
                                   workDirectory: context.pluginWorkDirectoryURL,
                                   root: context.package.directoryURL)
        return steps.commands(for: LayoutFileSelection.files(in: module.sourceFiles))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects that add the plugin to a target's "Run Build Tool Plug-ins" phase; built
// only by Xcode, so not compiled on Linux CI.
extension LayoutLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let steps = LintBuildSteps(tool: try context.tool(named: "layoutlint").url,
                                   workDirectory: context.pluginWorkDirectoryURL,
                                   root: context.xcodeProject.directoryURL)
        return steps.commands(for: LayoutFileSelection.files(in: target.inputFiles))
    }
}
#endif

/// The build commands for one target.
struct LintBuildSteps {
    var tool: URL
    var workDirectory: URL
    /// The package (or Xcode project) folder: layoutlint runs there, so baseline entries,
    /// written from that folder, match; `layoutlint-baseline.json` there is the baseline.
    var root: URL

    static let baselineName = "layoutlint-baseline.json"

    func commands(for files: [URL]) -> [Command] {
        guard !files.isEmpty else { return [] }
        let baseline = root.appendingPathComponent(Self.baselineName)
        let fingerprint = workDirectory.appendingPathComponent("layoutlint-executable.layoutlint.swift")
        return [fingerprintCommand(writing: fingerprint)] + files.map { file in
            let relative = LayoutFileSelection.path(of: file, relativeTo: root)
            let stamp = workDirectory.appendingPathComponent(stampName(for: relative))
            // Everything the result depends on is found by layoutlint when it runs, not
            // fixed here: SwiftPM keeps this plan until the package's structure changes.
            let arguments = ["lint", "--working-directory", root.path, "--build-step", stamp.path,
                             "--executable-fingerprint", fingerprint.path, "--baseline", baseline.path, "--", file.path]
            return .buildCommand(displayName: "layoutlint \(relative)", executable: tool, arguments: arguments,
                                 inputFiles: [file, fingerprint] + dependencies(of: file, baseline: baseline),
                                 outputFiles: [stamp])
        }
    }

    /// SwiftPM 6 relinks a plugin's tool, to the same bytes, on the build after a first one,
    /// and reruns every step whose executable it is. This step, run first, writes a hash of
    /// the executable's bytes (and rewrites it only when they change); each lint step, given
    /// it with `--executable-fingerprint`, then sees that nothing it depends on changed since
    /// its last success and ends without linting or printing anything.
    func fingerprintCommand(writing fingerprint: URL) -> Command {
        .buildCommand(displayName: "layoutlint: check whether the executable changed", executable: tool,
                      arguments: ["build-tool-fingerprint", "--output", fingerprint.path],
                      inputFiles: [], outputFiles: [fingerprint])
    }

    /// What else a file's result depends on, as inputs (which must exist): the configuration
    /// files in its folder and above and the baseline, so editing them relints; and the
    /// folders from its own up to the root, whose modification time changes when a
    /// configuration or baseline is created or removed there.
    func dependencies(of file: URL, baseline: URL) -> [URL] {
        let manager = FileManager.default
        var result: [URL] = []
        let rootPath = root.standardizedFileURL.path
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while true {
            let inside = folder.path == rootPath || folder.path.hasPrefix(rootPath + "/")
            if inside { result.append(folder) }
            let configuration = folder.appendingPathComponent(".layoutlint.yml")
            if manager.fileExists(atPath: configuration.path) { result.append(configuration) }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { break }
            folder = parent
        }
        if manager.fileExists(atPath: baseline.path) { result.append(baseline) }
        return result
    }

    /// A name unique within the module (Swift rejects two sources with one file name):
    /// the file's name and a hash of its path.
    func stampName(for relativePath: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher
        for byte in relativePath.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let hex = String(hash, radix: 16)
        return "\(name)-\(String(repeating: "0", count: 16 - hex.count) + hex).layoutlint.swift"
    }
}

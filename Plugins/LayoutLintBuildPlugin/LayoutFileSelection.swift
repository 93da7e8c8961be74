import Foundation
import PackagePlugin

// Shared by both plugins (LintLayoutsCommand links this file), so a build and
// `swift package lint-layouts` lint the same files.

/// The files the plugins lint, chosen by name rather than by `.layoutlint.yml`'s `include`
/// (which decides what a folder lint picks up): layout descriptions and Interface Builder
/// documents. `exclude` still applies: layoutlint skips excluded files it is given.
enum LayoutFileSelection {
    static let suffixes = [".layout.yaml", ".layout.yml", ".storyboard", ".xib", ".swift"]

    /// The lintable files among `files`, sorted by path.
    static func files(in files: FileList) -> [URL] {
        files.map(\.url)
            .filter { url in suffixes.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
    }

    /// `url`'s path relative to `folder` when inside it, else its absolute path.
    static func path(of url: URL, relativeTo folder: URL) -> String {
        let root = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutReporters

/// Turns the paths users give into absolute and current-directory-relative forms, without
/// touching the file system (links are not resolved), so the same file always gets the
/// same name in baselines, configuration matching and SARIF.
enum PathNormalizer {
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against the current directory, `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        SourcePaths(root: currentDirectory).absolute(path)
    }

    /// Relative to the current directory when inside it, else absolute.
    static func relativeToCurrentDirectory(_ path: String) -> String {
        let paths = SourcePaths(root: currentDirectory)
        return paths.relative(path) ?? paths.absolute(path)
    }

    /// The folder holding `absolutePath`.
    static func parent(of absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }
}

import Foundation

/// Turns the paths users give into absolute and current-directory-relative forms, without
/// touching the file system (links are not resolved), so the same file always gets the
/// same name in baselines and SARIF.
enum PathNormalizer {
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against the current directory, `.` and `..` resolved.
    static func absolute(_ path: String, base: String = currentDirectory) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Relative to the current directory when inside it, else absolute.
    static func relativeToCurrentDirectory(_ path: String) -> String {
        let absolute = absolute(path)
        let base = currentDirectory == "/" ? "" : currentDirectory
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
    }

    /// The folder holding `absolutePath`.
    static func parent(of absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }
}

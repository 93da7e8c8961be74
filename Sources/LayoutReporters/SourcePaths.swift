/// Paths as reporters write them: made absolute against a root folder, or relative to it.
/// Purely lexical (`.` and `..` resolved, links not followed), so output never depends on
/// the file system.
public struct SourcePaths: Sendable {
    /// An absolute folder, without a final `/` (except for `/` itself).
    public var root: String

    public init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// `path` made absolute against `root`.
    public func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : root + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `root`, or nil when it lies outside.
    public func relative(_ path: String) -> String? {
        let absolute = absolute(path)
        let prefix = root == "/" ? "/" : root + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        return String(absolute.dropFirst(prefix.count))
    }
}

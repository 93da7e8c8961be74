import LayoutDiagnostics
import LayoutYAML

/// What loading a layout file gave: the document (nil when nothing usable was found) and
/// every problem, in the order found.
public struct LayoutLoadResult: Sendable {
    public var document: LayoutDocument?
    public var diagnostics: [Diagnostic]

    public init(document: LayoutDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}

/// Turns a layout file into a `LayoutDocument`, reporting every schema problem.
///
/// The loader keeps going after an error: a view with a bad key keeps its other keys, a
/// constraint or state with an error is left out, and references to items left out are not
/// reported again.
public enum LayoutLoader {
    /// Reads the YAML, then converts it.
    public static func load(_ file: SourceFile) -> LayoutLoadResult {
        let read = YAMLReader.read(file)
        var result = load(file, root: read.root)
        result.diagnostics = read.diagnostics + result.diagnostics
        if read.root == nil, !read.diagnostics.isEmpty {
            result.diagnostics = read.diagnostics
        }
        return result
    }

    /// Converts an already read YAML tree (nil for an empty file).
    public static func load(_ file: SourceFile, root: YAMLNode?) -> LayoutLoadResult {
        var loader = DocumentLoader(file: file)
        let document = loader.load(root)
        return LayoutLoadResult(document: document, diagnostics: loader.diagnostics)
    }
}

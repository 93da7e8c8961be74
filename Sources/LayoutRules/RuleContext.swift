import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// What a rule may read about one file: the source, the loaded layout, and the linear
/// system of every configuration.
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let document: LayoutDocument
    public let builder: LinearSystemBuilder
    /// The declared layout first, then each state, each at every root size.
    public let configurations: [Configuration]
    /// The linear system of each configuration, parallel to `configurations`.
    public let systems: [LinearSystem]

    public init(file: SourceFile, document: LayoutDocument) {
        self.file = file
        self.document = document
        builder = LinearSystemBuilder(document: document)
        configurations = Configuration.all(in: document)
        systems = configurations.map { [builder] in builder.system(for: $0) }
    }

    /// The location of a whole view entry's key, for messages about the view.
    public func location(ofView id: String) -> SourceLocation? {
        document.view(id)?.source.key
    }
}

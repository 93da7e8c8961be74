import LayoutDiagnostics
import LayoutModel

/// The ids of the input problems of Interface Builder documents. Like `yaml-syntax` and
/// `layout-schema` they are errors that cannot be turned off, and rules do not run.
public enum InterfaceBuilderProblem {
    /// Not well-formed XML, or XML with a DOCTYPE.
    public static let xmlSyntax = "xml-syntax"
    /// Well-formed XML that is not an Interface Builder document, or whose layout content
    /// cannot be read (a bad attribute value, a reference to an id that does not exist). A
    /// warning when a constraint names an element the reader does not lay out: that
    /// constraint is left out and the rest is linted.
    public static let document = "ib-document"
    /// An Interface Builder document that does not use Auto Layout.
    public static let noAutoLayout = "ib-no-auto-layout"
}

/// Reads `.storyboard` and `.xib` files into the model the YAML loader builds.
public enum InterfaceBuilderLoader {
    public static let fileSuffixes = [".storyboard", ".xib"]

    /// True for a path this front end reads.
    public static func handles(path: String) -> Bool {
        let lowered = path.lowercased()
        return fileSuffixes.contains { lowered.hasSuffix($0) }
    }

    /// The device ids a document's `<device id>` (and `.layoutlint.yml`'s `devices`) may name.
    public static var deviceIDs: [String] { Device.table.map(\.id) }

    /// Parses and converts one document: every view and constraint of every layout in it.
    /// Each of `devices` (ids from `deviceIDs`) other than the canvas adds a state that shows
    /// the layouts at that device's size and safe area.
    public static func load(_ file: SourceFile, devices: [String] = []) -> LayoutLoadResult {
        let tree: XMLElement
        switch XMLTreeReader.read(file.text) {
        case .success(let root): tree = root
        case .failure(let error):
            let id = error.kind == .doctype ? InterfaceBuilderProblem.document : InterfaceBuilderProblem.xmlSyntax
            return LayoutLoadResult(document: nil, diagnostics: [Diagnostic(
                ruleID: id, severity: .error, message: error.message,
                location: SourceLocation(path: file.path, position: error.position))])
        }
        var converter = DocumentConverter(file: file, root: tree)
        converter.extraDevices = devices.compactMap { Device.named($0, orientation: nil) }
        var document = converter.convert()
        if converter.isMac, !converter.diagnostics.contains(where: { $0.severity == .error }), document != nil {
            AppKitFrames.measureFromSolvedBottoms(&document!, isFlipped: converter.isFlipped) { id in
                converter.elements[id].flatMap { DocumentConverter.frame(of: $0)?.height }
            }
        }
        return LayoutLoadResult(document: document, diagnostics: converter.diagnostics)
    }
}

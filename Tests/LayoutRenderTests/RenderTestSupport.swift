import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutLint
import LayoutRender
import LayoutTestSupport
import XCTest

/// Every sample layout (repository-relative), sorted.
func sampleLayouts() -> [String] {
    let root = repositoryRoot.appendingPathComponent("samples")
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".layout.yaml") }
        .map { "samples/" + $0 }
        .sorted()
}

/// Runs `body` with the repository root as the current directory, so paths in output are
/// the repository-relative ones users see.
func inRepositoryRoot<T>(_ body: () throws -> T) rethrows -> T {
    let previous = FileManager.default.currentDirectoryPath
    precondition(FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path), "cannot enter \(repositoryRoot.path)")
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return try body()
}

/// The pictures of a sample that loads without errors; nil for the input-error samples.
func pictures(of sample: String) -> LayoutPictures? {
    let loaded = LayoutInput.load(path: sample)
    guard let file = loaded.file, let document = loaded.document else { return nil }
    return LayoutPictures(file: file, document: document)
}

/// What the SVG says about each view: the `data-view` group's classes and its frame rect.
struct DrawnView {
    var classes: Set<String>
    var x: Double, y: Double, width: Double, height: Double
}

/// Reads the view groups of an SVG with an XML parser (the picture must be well-formed XML).
final class SVGViews: NSObject, XMLParserDelegate {
    private(set) var views: [String: DrawnView] = [:]
    private(set) var defectKinds: [String] = []
    private(set) var texts: [String] = []
    private var stack: [(view: String?, classes: Set<String>)] = []
    private var currentText: String?

    static func parse(_ svg: String) -> SVGViews? {
        let reader = SVGViews()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
        if let kind = attributes["data-defect"] { defectKinds.append(kind) }
        if name == "g", classes.contains("ll-v"), let id = attributes["data-view"] {
            stack.append((id, classes))
        } else {
            stack.append((nil, classes))
        }
        if name == "rect", classes.contains("ll-frame"), let owner = stack.dropLast().last, let id = owner.view {
            let number = { (key: String) in Double(attributes[key] ?? "") ?? .nan }
            views[id] = DrawnView(classes: owner.classes, x: number("x"), y: number("y"), width: number("width"), height: number("height"))
        }
        if name == "text" { currentText = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if name == "text", let text = currentText {
            texts.append(text)
            currentText = nil
        }
    }
}

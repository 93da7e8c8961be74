import LayoutDiagnostics
import SwiftParser
import SwiftSyntax

/// Swift files read together as one module: each file's syntax tree, and an index of the
/// types (with their extensions from every file) and of the helper functions the reader
/// follows where they are called.
public final class SwiftModule: @unchecked Sendable {
    /// One parsed file. The tree is read only after the module is built.
    final class File {
        let source: SourceFile
        let tree: SourceFileSyntax
        let lines: LineTable
        /// Set when the file was not parsed (too deeply nested): the diagnostic to report.
        let refusal: Diagnostic?

        init(source: SourceFile, tree: SourceFileSyntax, refusal: Diagnostic?) {
            self.source = source
            self.tree = tree
            self.lines = LineTable(source.text)
            self.refusal = refusal
        }

        func location(_ node: some SyntaxProtocol) -> SourceLocation {
            SourceLocation(path: source.path, position: lines.position(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
    }

    /// A type declared in the module, or the extensions of one declared outside it.
    final class TypeEntry {
        let name: String
        /// The class/struct declaration; nil for a type declared outside the module.
        var declaration: DeclSyntaxProtocol?
        var declarationFile: File?
        /// The inherited type names of the declaration and its extensions.
        var inherited: [String] = []
        /// Member blocks with their files: the declaration's first, then extensions in file order.
        var members: [(file: File, block: MemberBlockItemListSyntax)] = []

        init(name: String) { self.name = name }
    }

    var files: [File] = []
    var types: [String: TypeEntry] = [:]
    /// Type names in the order first seen.
    var typeOrder: [String] = []
    /// Functions declared at file scope, by base name.
    var freeFunctions: [String: [(file: File, decl: FunctionDeclSyntax)]] = [:]

    /// Deeper nesting than this is refused before parsing: swift-syntax recurses per level.
    static let maximumNesting = 400

    public init(files sources: [SourceFile]) {
        for source in sources {
            let depth = Self.nestingDepth(of: source.text)
            if depth.depth > Self.maximumNesting {
                let lines = LineTable(source.text)
                let refusal = Diagnostic(
                    ruleID: SwiftProblem.source, severity: .error,
                    message: "the code is nested more than \(Self.maximumNesting) brackets deep here; layoutlint does not read code nested this deep",
                    location: SourceLocation(path: source.path, position: lines.position(ofUTF8Offset: depth.offset)))
                files.append(File(source: source, tree: Parser.parse(source: ""), refusal: refusal))
                continue
            }
            let tree = Parser.parse(source: source.text)
            let file = File(source: source, tree: tree, refusal: nil)
            files.append(file)
            index(file)
        }
    }

    /// The deepest nesting of (), [] and {} outside comments and strings (roughly: a
    /// bracket inside a string counts too, which only errs on the side of refusing), and
    /// where it first passes the limit.
    static func nestingDepth(of text: String) -> (depth: Int, offset: Int) {
        var depth = 0, deepest = 0, offset = 0, at = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > deepest {
                    deepest = depth
                    if deepest == maximumNesting + 1 { at = offset }
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default: break
            }
            offset += 1
        }
        return (deepest, at)
    }

    private func entry(_ name: String) -> TypeEntry {
        if let existing = types[name] { return existing }
        let created = TypeEntry(name: name)
        types[name] = created
        typeOrder.append(name)
        return created
    }

    private func index(_ file: File) {
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let decl = item.item.as(DeclSyntax.self) { visitDecl(decl, outer: nil) }
            }
        }
        func visitDecl(_ decl: DeclSyntax, outer: String?) {
            if let decl = decl.as(ClassDeclSyntax.self) {
                addType(decl.name.text, outer: outer, decl: decl, inheritance: decl.inheritanceClause, members: decl.memberBlock.members)
            } else if let decl = decl.as(StructDeclSyntax.self) {
                addType(decl.name.text, outer: outer, decl: decl, inheritance: decl.inheritanceClause, members: decl.memberBlock.members)
            } else if let decl = decl.as(EnumDeclSyntax.self) {
                for member in decl.memberBlock.members { visitDecl(member.decl, outer: decl.name.text) }
            } else if let decl = decl.as(ExtensionDeclSyntax.self) {
                let name = decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? decl.extendedType.trimmedDescription
                let type = entry(name)
                type.inherited += inheritedNames(decl.inheritanceClause)
                type.members.append((file, decl.memberBlock.members))
                for member in decl.memberBlock.members { visitNested(member.decl) }
            } else if let decl = decl.as(FunctionDeclSyntax.self) {
                freeFunctions[decl.name.text, default: []].append((file, decl))
            } else if let decl = decl.as(IfConfigDeclSyntax.self) {
                for clause in decl.clauses {
                    if case .statements(let items)? = clause.elements { visit(items) }
                    if case .decls(let members)? = clause.elements { for member in members { visitDecl(member.decl, outer: outer) } }
                }
            }
        }
        func visitNested(_ decl: DeclSyntax) {
            if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                visitDecl(decl, outer: nil)
            }
        }
        func addType(_ name: String, outer: String?, decl: DeclSyntaxProtocol, inheritance: InheritanceClauseSyntax?,
                     members: MemberBlockItemListSyntax) {
            let type = entry(name)
            if type.declaration == nil {
                type.declaration = decl
                type.declarationFile = file
                type.members.insert((file, members), at: 0)
            } else {
                type.members.append((file, members))
            }
            type.inherited = inheritedNames(inheritance) + type.inherited
            for member in members { visitNested(member.decl) }
        }
        visit(file.tree.statements)
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
    }

    /// The class a type ultimately inherits from among UIKit/AppKit's, following the
    /// module's own classes; nil when it inherits from none we know.
    func baseClass(of name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if UIKitClasses.kind(of: current) != nil { return current }
            guard let type = types[current], let first = type.inherited.first else { return nil }
            current = first
        }
        return nil
    }
}

/// Line starts of a text by UTF-8 offset, for positions in Unicode scalars (the columns
/// every front end reports).
struct LineTable {
    private var starts: [Int] = [0]
    private let utf8: [UInt8]

    init(_ text: String) {
        utf8 = Array(text.utf8)
        for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    func position(ofUTF8Offset offset: Int) -> SourcePosition {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        let end = min(offset, utf8.count)
        while index < end {
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if utf8[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}

/// The ids of the Swift front end's input problems and findings.
public enum SwiftProblem {
    /// A `.swift` file that cannot be read: not UTF-8, nested too deep, or not Swift.
    public static let source = "swift-source"
    /// A call or SnapKit statement that makes constraints the reader could not read.
    public static let unread = "unread-layout-code"
    /// SnapKit's `updateConstraints` of a constraint `makeConstraints` never made: SnapKit stops the app.
    public static let snapKitUpdate = "snapkit-update-unmatched"
}

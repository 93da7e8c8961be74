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
        let lines: UTF8LineTable
        /// Set when the file was not parsed (too deeply nested): the diagnostic to report.
        let refusal: Diagnostic?
        /// Set when the file is a fragment of a class, parsed inside the class it implies.
        let wrapping: FragmentWrapping?

        init(source: SourceFile, tree: SourceFileSyntax, refusal: Diagnostic?, wrapping: FragmentWrapping? = nil) {
            self.source = source
            self.tree = tree
            self.lines = UTF8LineTable(source.text)
            self.refusal = refusal
            self.wrapping = wrapping
        }

        func location(_ node: some SyntaxProtocol) -> SourceLocation {
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            return SourceLocation(path: source.path, position: lines.position(ofByte: wrapping?.originalOffset(offset) ?? offset))
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
    /// The constraint calls reading each file reaches (by the reader's keys), kept for the files
    /// that extend its types. One cell per file, each with its own lock: linting reads files on
    /// several threads, and a file waits only for a reading of the file it needs.
    private final class CallsReadCell: @unchecked Sendable {
        let lock = Lock()
        var calls: Set<String>?
    }
    private var callsReadCells: [String: CallsReadCell] = [:]
    private let callsReadCellsLock = Lock()

    private func callsReadCell(_ file: File) -> CallsReadCell {
        callsReadCellsLock.withLock {
            if let cell = callsReadCells[file.source.path] { return cell }
            let cell = CallsReadCell()
            callsReadCells[file.source.path] = cell
            return cell
        }
    }

    /// Reads `file` with a new reader, keeping the calls it reaches for `callsRead(linting:)`:
    /// a file's own lint fills its cell, so the files extending its types need not read it again.
    func read(_ file: File) -> LayoutReader {
        let cell = callsReadCell(file)
        return cell.lock.withLock {
            let reader = readOnce(file)
            if cell.calls == nil { cell.calls = reader.read }
            return reader
        }
    }

    /// The constraint calls read when `file` is linted (its types' extensions in other files too).
    /// A reading never asks for another file's calls, so holding one cell's lock while reading
    /// cannot wait on another's.
    func callsRead(linting file: File) -> Set<String> {
        let cell = callsReadCell(file)
        return cell.lock.withLock {
            if let calls = cell.calls { return calls }
            let calls = readOnce(file).read
            cell.calls = calls
            return calls
        }
    }

    private func readOnce(_ file: File) -> LayoutReader {
        let reader = LayoutReader(module: self, file: file)
        LargeStack.run { reader.readFile() }
        return reader
    }

    /// Type names in the order first seen.
    var typeOrder: [String] = []
    /// Functions declared at file scope, by base name.
    var freeFunctions: [String: [(file: File, decl: FunctionDeclSyntax)]] = [:]

    /// Deeper nesting than this is refused before parsing: swift-syntax recurses per level.
    static let maximumNesting = 400

    /// Numbers that `let` constants of the module's types name, by name (first declared wins).
    lazy var constants: [String: ExprSyntax] = {
        var table: [String: ExprSyntax] = [:]
        for typeName in typeOrder {
            guard let entry = types[typeName] else { continue }
            for (_, block) in entry.members {
                for member in block {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let" else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let value = binding.initializer?.value, table[name] == nil else { continue }
                        table[name] = value
                    }
                }
            }
        }
        return table
    }()

    /// View properties that code outside their type puts views in, as `Type.property`
    /// (`header.collapsedBarContainerView.addSubview(bar)`, with `header` declared as a
    /// `HeaderContainerView`): what sizes them is not in their type's layout.
    lazy var filledFromOutside: Set<String> = {
        var filled: [(base: String, property: String)] = []
        for file in files where file.refusal == nil { filled += Self.fillingCalls(in: file) }
        // Most modules have none: the names' declared types are then not read at all.
        guard !filled.isEmpty else { return [] }
        let finder = DeclaredTypeFinder(viewMode: .sourceAccurate)
        for file in files where file.refusal == nil { finder.walk(file.tree) }
        var table: Set<String> = []
        for (base, property) in filled {
            for type in finder.declaredTypes[base] ?? [] where types[type]?.declaration != nil { table.insert("\(type).\(property)") }
        }
        return table
    }()

    /// The types each name is declared with (`let header: T`, `lazy var header = T(…)`, a parameter `header: T`).
    private final class DeclaredTypeFinder: SyntaxVisitor {
        var declaredTypes: [String: Set<String>] = [:]

        static func typeName(_ type: TypeSyntax?) -> String? {
            guard var text = type?.trimmedText else { return nil }
            while text.last == "?" || text.last == "!" { text.removeLast() }
            return text.first?.isUppercase == true && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? text : nil
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            var type = Self.typeName(node.typeAnnotation?.type)
            if type == nil, let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
               let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, called.first?.isUppercase == true {
                type = called
            }
            if let type { declaredTypes[name, default: []].insert(type) }
            return .visitChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if let type = Self.typeName(node.type) { declaredTypes[(node.secondName ?? node.firstName).text, default: []].insert(type) }
            return .visitChildren
        }
    }

    private static let addingSubviews = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

    /// `(base name, property)` of each `base.property.addSubview(…)` (or another of
    /// `addingSubviews`) whose base is a name other than `self`. Found from where the tree's
    /// text spells the method's name, each place checked in the tree: walking the whole tree
    /// for these calls cost as much as a tenth of reading a file. The file's own text is
    /// the tree's up to its end (brackets left open are closed after it), so it is searched
    /// instead of the tree's text, which costs a walk over every token to gather; a fragment,
    /// read inside a class, has text before it, so its tree's text is searched.
    static func fillingCalls(in file: File) -> [(base: String, property: String)] {
        let tree = file.tree
        let bytes = file.wrapping == nil ? Array(file.source.text.utf8) : tree.syntaxTextBytes
        var places: [Int] = []
        for name in addingSubviews {
            let pattern = Array(name.utf8)
            var index = 0
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { places.append(index) }
                index += 1
            }
        }
        var calls: [(base: String, property: String)] = []
        for place in places.sorted() {
            guard let token = token(in: Syntax(tree), at: place), token.positionAfterSkippingLeadingTrivia.utf8Offset == place,
                  addingSubviews.contains(token.text),
                  let name = token.parent?.as(DeclReferenceExprSyntax.self),
                  let called = name.parent?.as(MemberAccessExprSyntax.self), called.declName.id == name.id,
                  let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id,
                  let property = called.base?.as(MemberAccessExprSyntax.self),
                  let base = property.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base != "self" else { continue }
            calls.append((base, property.declName.baseName.text))
        }
        return calls
    }

    /// The token whose text (without trivia) or trivia holds byte `offset` of `node`'s tree,
    /// found by descending through the children that cover it; nil where none does.
    static func token(in node: Syntax, at offset: Int) -> TokenSyntax? {
        var node = node
        while true {
            if let token = node.as(TokenSyntax.self) { return token }
            guard let child = node.children(viewMode: .sourceAccurate).first(where: {
                $0.position.utf8Offset <= offset && offset < $0.endPosition.utf8Offset
            }) else { return nil }
            node = child
        }
    }

    /// Methods of extensions of types declared outside the module (helpers such as
    /// `extension UIView { func pin(to:) }`), by name.
    lazy var extensionMethods: [String: [(file: File, decl: FunctionDeclSyntax)]] = {
        var table: [String: [(file: File, decl: FunctionDeclSyntax)]] = [:]
        for typeName in typeOrder {
            guard let entry = types[typeName], entry.declaration == nil || UIKitClasses.kind(of: typeName) != nil else { continue }
            for (file, block) in entry.members {
                for member in block {
                    if let decl = member.decl.as(FunctionDeclSyntax.self) { table[decl.name.text, default: []].append((file, decl)) }
                }
            }
        }
        return table
    }()
    /// The parser's own limit, above ours: its default in a debug build (20) would leave code
    /// unparsed, where neither reading nor reporting it unread would be possible.
    static let parserNesting = 2_000

    /// Reads `sources` as one module, parsing on at most `concurrency` threads (all cores
    /// when nil).
    public init(files sources: [SourceFile], concurrency: Int? = nil) {
        // Files are parsed side by side (parsing is most of the time: a debug build of the
        // parser reads under 100 KB a second) and indexed in their given order, so the
        // module is the same whatever the number of threads.
        let parsed = ResultSlots<File>(count: sources.count)
        forEachIndex(count: sources.count, workers: concurrency) { position in
            parsed[position] = Self.parse(sources[position])
        }
        for file in parsed.values {
            files.append(file)
            if file.refusal == nil { index(file) }
        }
        // Built now, on one thread: linting reads them from several.
        _ = constants
        _ = extensionMethods
        _ = filledFromOutside
    }

    /// One file parsed, or refused with the reason when its brackets would make the parser
    /// slow (see `scanBrackets`).
    private static func parse(_ source: SourceFile) -> File {
        let brackets = Self.scanBrackets(source.text)
        if let deep = brackets.refusal {
            let lines = UTF8LineTable(source.text)
            let message: String
            switch deep.kind {
            case .square:
                message = "the code is nested more than \(Self.maximumSquareNesting) square brackets deep here; layoutlint does not read code nested this deep (Swift's parser slows down exponentially with it)"
            case .all:
                message = "the code is nested more than \(Self.maximumNesting) brackets deep here; layoutlint does not read code nested this deep"
            case .longLines:
                message = "the lines up to this one leave too many brackets open on lines this long; layoutlint does not read code like this (Swift's parser takes time growing with the square of a line's length for each bracket it leaves open)"
            case .unclosed:
                message = "this bracket and \(Self.maximumUnclosed) opened before it are never closed; layoutlint does not read code left this unfinished (Swift's parser slows down steeply with each one)"
            }
            let refusal = Diagnostic(
                ruleID: SwiftProblem.source, severity: .error, message: message,
                location: SourceLocation(path: source.path, position: lines.position(ofByte: deep.offset)))
            return File(source: source, tree: Parser.parse(source: ""), refusal: refusal)
        }
        var parsed: SourceFileSyntax?
        var wrapping: FragmentWrapping?
        LargeStack.run {
            // The brackets left open are closed after the end, as the parser's recovery
            // would close them, but without its lookahead past every later token for each
            // one (see `maximumUnclosed`). Positions past the end map to the end.
            var text = source.text + brackets.closers
            parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.parserNesting) }
            // A fragment of a class is parsed again inside the class it implies.
            if let tree = parsed, let fragment = FragmentWrapping.of(tree) {
                var wrapped = fragment.apply(to: text)
                parsed = wrapped.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.parserNesting) }
                wrapping = fragment
            }
        }
        return File(source: source, tree: parsed ?? Parser.parse(source: ""), refusal: nil, wrapping: wrapping)
    }

    /// Square brackets open at once beyond this are refused too: swift-syntax 602's parser
    /// takes time exponential in their depth (a type-or-literal lookahead per `[`; 20 deep
    /// took 40 s), and no real collection literal nests this deep.
    static let maximumSquareNesting = 10

    /// Brackets still open at the end of the file beyond this are refused too. With a stray
    /// closing bracket among them, the parser's recovery costs every later token time that
    /// grows steeply with their number (16 open made each token cost about 20 times its plain
    /// parse; 72 made a 26 KB file take 36 s). Those left open are closed after the end before
    /// parsing, which takes most of that cost away (8 open cost 2.5 times the plain parse
    /// instead of 8); this bounds what remains. Code being
    /// written leaves one or two open, and `#if` branches that each open a declaration add one
    /// per branch.
    static let maximumUnclosed = 8

    /// The sum over lines of the brackets each opens and leaves open times the square of its
    /// tokens, beyond which a file is refused: after an unexpected token, the parser's recovery
    /// looks along the rest of the line for each such bracket's closing one, token after token
    /// (31 braces opened on a line of 3,000 tokens took 2.4 s in a debug build, about 3e8 of
    /// this). The Swift corpus's files come to 16,000 at most.
    static let maximumLineWork = 10_000_000

    enum Nesting { case all, square, unclosed, longLines }

    /// What the brackets of a file outside comments and string literals say before parsing.
    struct Brackets {
        /// Where they first pass a limit (all brackets open at once, square ones alone, those
        /// never closed, or brackets left open on long lines), or nil.
        var refusal: (offset: Int, kind: Nesting)?
        /// What ends a comment or string literal the file ends inside, then the closing
        /// brackets of those left open, innermost first; empty when none is.
        var closers = ""
    }

    /// A closing bracket closes the nearest open one of its kind and any opened after it, as
    /// the parser's recovery does; one with no open bracket of its kind closes nothing.
    static func scanBrackets(_ text: String) -> Brackets {
        let bytes = Array(text.utf8)
        var open: [(byte: UInt8, offset: Int)] = []
        var squares = 0
        var index = 0
        // What ends a comment or a multi-line string literal the file ends inside.
        var unterminated = ""
        // The line's start, its tokens (a string literal is one) and the work so far.
        var lineStart = 0, lineTokens = 0, lineWork = 0
        var longLines: Int?
        func endLine(next: Int) {
            let leftOpen = open.reversed().prefix { $0.offset >= lineStart }.count
            // No overflow: a line holds under 2^26 tokens (the 64 MiB limit), at most 400 open,
            // and the scan stops once the sum passes the limit.
            lineWork += leftOpen * lineTokens * lineTokens
            if lineWork > maximumLineWork, longLines == nil { longLines = lineStart }
            lineStart = next
            lineTokens = 0
        }
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func opener(of closer: UInt8) -> UInt8 {
            closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        func closer(of opener: UInt8) -> Character {
            opener == UInt8(ascii: "(") ? ")" : opener == UInt8(ascii: "[") ? "]" : "}"
        }
        while index < bytes.count {
            if let longLines { return Brackets(refusal: (longLines, .longLines)) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                endLine(next: index + 1)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                unterminated = index < bytes.count ? "" : "\n"
                continue
            }
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                // Block comments nest in Swift.
                var depth = 1
                index += 2
                while index < bytes.count, depth > 0 {
                    if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        if bytes[index] == UInt8(ascii: "\n") { endLine(next: index + 1) }
                        index += 1
                    }
                }
                unterminated = String(repeating: "*/", count: depth)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                // A raw string (`#"`) ends at a quote followed by as many `#`, and a backslash
                // does not escape in it.
                var pounds = 0
                while index - pounds - 1 >= 0, bytes[index - pounds - 1] == UInt8(ascii: "#") { pounds += 1 }
                let multiline = at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")
                let quotes = multiline ? 3 : 1
                func closes(at offset: Int) -> Bool {
                    (0..<quotes).allSatisfy { at(offset + $0) == UInt8(ascii: "\"") }
                        && (0..<pounds).allSatisfy { at(offset + quotes + $0) == UInt8(ascii: "#") }
                }
                index += quotes
                lineTokens += 1
                var closed = false
                while index < bytes.count {
                    if pounds == 0, bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                    if !multiline, bytes[index] == UInt8(ascii: "\n") { closed = true; break }
                    if bytes[index] == UInt8(ascii: "\n") { endLine(next: index + 1) }
                    if closes(at: index) {
                        index += quotes + pounds
                        closed = true
                        break
                    }
                    index += 1
                }
                unterminated = closed ? "" : (multiline ? "\n\"\"\"" : "\"") + String(repeating: "#", count: pounds)
                continue
            }
            if isWordByte(byte) {
                // A word (identifier, keyword, number) is one token.
                if index == lineStart || !isWordByte(bytes[index - 1]) { lineTokens += 1 }
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                lineTokens += 1
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append((byte, index))
                if open.count > maximumNesting { return Brackets(refusal: (index, .all)) }
                if byte == UInt8(ascii: "[") {
                    squares += 1
                    if squares > maximumSquareNesting { return Brackets(refusal: (index, .square)) }
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let kind = opener(of: byte)
                if let match = open.lastIndex(where: { $0.byte == kind }) {
                    squares -= open[match...].lazy.filter { $0.byte == UInt8(ascii: "[") }.count
                    open.removeSubrange(match...)
                }
            default: break
            }
            index += 1
        }
        endLine(next: bytes.count)
        if let longLines { return Brackets(refusal: (longLines, .longLines)) }
        if open.count > maximumUnclosed { return Brackets(refusal: (open[maximumUnclosed].offset, .unclosed)) }
        if open.isEmpty { return Brackets() }
        // On the last line: a line break before them made the parser's recovery as slow again
        // (it looks for a closing bracket on the line it is on).
        return Brackets(closers: unterminated + String(open.reversed().map { closer(of: $0.byte) }))
    }

    private func entry(_ name: String, key: String? = nil) -> TypeEntry {
        let key = key ?? name
        if let existing = types[key] { return existing }
        let created = TypeEntry(name: name)
        types[key] = created
        typeOrder.append(key)
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
                let name = decl.extendedType.trimmedText.split(separator: ".").last.map(String.init) ?? decl.extendedType.trimmedText
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
            var type = entry(name)
            if type.declaration != nil {
                // Declared twice: files of two targets given together (a test target's mock of
                // an app's class, as in alt-tab-macos). Each declaration is a type of its own,
                // read in its own file; extensions stay with the first.
                type = entry(name, key: "\(name) in \(file.source.path)")
            }
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
        clause?.inheritedTypes.map { $0.type.trimmedText.split(separator: ".").last.map(String.init) ?? "" } ?? []
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

/// The ids of the Swift front end's input problems and findings.
public enum SwiftProblem {
    /// A `.swift` file that cannot be read: not UTF-8, nested too deep, or not Swift.
    public static let source = "swift-source"
    /// A call or SnapKit statement that makes constraints the reader could not read.
    public static let unread = "unread-layout-code"
    /// SnapKit's `updateConstraints` of a constraint `makeConstraints` never made: SnapKit stops the app.
    public static let snapKitUpdate = "snapkit-update-unmatched"
}

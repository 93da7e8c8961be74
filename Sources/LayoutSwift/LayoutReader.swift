import LayoutDiagnostics
import LayoutModel
import SwiftSyntax

/// Reads the layouts of one file's types (with their extensions from the whole module) by
/// following the code as it would run: views made and added, constraints made and
/// activated, priorities and flags set. Each expression becomes a `Value`; what the reader
/// cannot know (a run-time value, a view from elsewhere) is `unknown`, and a constraint
/// built from it is left out with the views it touches kept quiet (docs/swift-code.md).
final class LayoutReader {
    indirect enum Value {
        case item(Int)
        case anchor(Int, LayoutAttribute)
        case constraint(Int)
        case list([Value])
        case number(Double)
        /// A value that is one of several (the branches of `?:`).
        case choice([Double])
        case bool(Bool)
        case string(String)
        case dictionary([(key: String, value: Value)])
        case insets(top: Double, left: Double, bottom: Double, right: Double)
        case size(width: Double, height: Double)
        case snp(Int)
        case snpAnchor(Int, [LayoutAttribute])
        case typeName(String)
        case function(String, base: Value?)
        case unknown

        var isBool: Bool {
            if case .bool = self { return true }
            return false
        }

        var number: Double? {
            switch self {
            case .number(let value): return value
            case .choice(let values) where values.count == 1: return values[0]
            default: return nil
            }
        }
    }

    struct Item {
        var name: String
        var parent: Int?
        var kind: ViewKind
        /// Made by the code read (not a parameter, outlet or view from elsewhere).
        var owned: Bool
        var isGuide = false
        var isRoot = false
        /// `translatesAutoresizingMaskIntoConstraints`: nil when unknown.
        var autoresizing: Bool?
        var frame: LayoutFrame?
        var location: SourceLocation
        var hidden = false
        var hugging: [LayoutAttribute.Axis: Double] = [:]
        var compression: [LayoutAttribute.Axis: Double] = [:]
        /// Its size or place depends on something the reader does not know: no ambiguity is reported.
        var quiet = false
        /// Some of its constraints are not in the model (read with a value only run time knows,
        /// unread, or made by code the reader does not follow).
        var constraintsUnknown = false
        /// Added nowhere the reader sees: its superview in the layout is a stand-in, and where it
        /// sits in it is unknown.
        var placeUnknown = false
        var arranged = false
        var typeName: String
        /// The axes on which its container sets its size (a view controller's view, a cell's width).
        var sizedFromOutside: [LayoutAttribute.Axis] = []
        /// A `UIStackView` or `NSStackView` made in code: what the code says of its arrangement.
        var stack: StackSetUp?
        /// `isHidden` is set to a run-time value, or in a later branch of an `if`, `switch` or
        /// `#if` (a stack then takes the view out of its arrangement at times the reader does
        /// not know). A state's literal value is applied to the stack in that state instead.
        var hiddenVaries = false
    }

    struct Record {
        var first: (item: Int, attribute: LayoutAttribute)
        var relation: LayoutRelation
        var second: (item: Int, attribute: LayoutAttribute)?
        var multiplier: Double
        var constant: Double
        var priority: Double
        var priorityText: String?
        var active = false
        var text: String
        var location: SourceLocation
        /// The view whose SnapKit closure made it.
        var snapKitView: Int?
        /// Made while reading a state: inactive as set up.
        var madeInState = false
        /// The `if` conditions (by number) it is made under, in their first branches.
        var conditions: [Int] = []
        /// UIKit's autoresizing of a cell's content view to the cell's bounds: not made when
        /// the code sets the content view's `translatesAutoresizingMaskIntoConstraints` to false.
        var contentViewAutoresizing = false
    }

    struct StateRecord {
        var name: String
        var changes: [StateChange] = []
        var location: SourceLocation
        /// A later branch of an `if`, `switch` or `#if`: a configuration that undoes the first
        /// branch's activations but not its other effects, so a stack it changes is left unknown.
        var isBranch = false
        /// The state a branch is read in: the branch is that state taking the other way, so it
        /// makes that state's changes too (a remake's before the branch, the code after it).
        var parent: Int?
    }

    final class Scope {
        var locals: [String: Value] = [:]
        let parent: Scope?
        let type: TypeContext
        let file: SwiftModule.File
        var returned: [Value] = []
        /// The method being read, for state names.
        let method: String

        init(parent: Scope?, type: TypeContext, file: SwiftModule.File, method: String) {
            self.parent = parent
            self.type = type
            self.file = file
            self.method = method
        }

        /// Views the reader cannot follow named from a local of this scope (a parameter, a
        /// closure's `$0`): one per binding, not one per type as other paths are.
        var anonymousItems: [String: Int] = [:]
        /// Functions declared in a body (`func pin() { … }` inside a method), read where called.
        var functions: [String: FunctionDeclSyntax] = [:]
        /// Computed variables declared in a body (`var button: NSButton { … }`): their getters run at each use.
        var getters: [String: CodeBlockItemListSyntax] = [:]

        func lookup(_ name: String) -> Value? {
            locals[name] ?? parent?.lookup(name)
        }

        func function(_ name: String) -> FunctionDeclSyntax? {
            functions[name] ?? parent?.function(name)
        }

        func getter(_ name: String) -> CodeBlockItemListSyntax? {
            locals[name] != nil ? nil : getters[name] ?? parent?.getter(name)
        }

        func assign(_ name: String, _ value: Value) -> Bool {
            if locals[name] != nil { locals[name] = value; return true }
            return parent?.assign(name, value) ?? false
        }
    }

    final class TypeContext {
        let entry: SwiftModule.TypeEntry
        let role: UIKitClasses.Role?
        var root: Int = -1
        var selfItem: Int = -1
        var properties: [String: Value] = [:]
        var propertyDecls: [String: (file: SwiftModule.File, binding: PatternBindingSyntax, isOutlet: Bool)] = [:]
        var evaluating: Set<String> = []
        var methods: [String: [(file: SwiftModule.File, decl: FunctionDeclSyntax)]] = [:]
        var initializers: [(file: SwiftModule.File, decl: InitializerDeclSyntax)] = []
        var unknownItems: [String: Int] = [:]

        init(entry: SwiftModule.TypeEntry, role: UIKitClasses.Role?) {
            self.entry = entry
            self.role = role
        }
    }

    let module: SwiftModule
    let file: SwiftModule.File
    var items: [Item] = []
    var records: [Record] = []
    var states: [StateRecord] = []
    var diagnostics: [Diagnostic] = []
    /// Positions (UTF-8 offsets by path) of constraint-making calls read, and those reported unread.
    var read: Set<String> = []
    var unread: [String: (location: SourceLocation, reason: String)] = [:]
    /// The state being read into; nil while reading the layout as set up.
    var currentState: Int?
    /// Constraints made by properties' initialisers: the set-up's, even when a branch first
    /// reads the property (a later branch does not undo them).
    var madeByInitializers: Set<Int> = []
    /// Inside the body of a loop over a run-time collection (read once for many elements).
    var runTimeLoopDepth = 0
    var depth = 0
    /// Functions being read, against recursion.
    var inlining: [String] = []
    /// Getters of computed variables being run, against recursion.
    var runningGetters: [SyntaxIdentifier] = []
    var readMethods: Set<String> = []
    var snapKitConstraints: [Int: [Int]] = [:]
    /// The views `addSubview` and its kin put in a superview, in reading order, with the call's place.
    var addedToParents: [(item: Int, path: String, offset: Int)] = []
    /// What the first branch of each `if` activated and added, by type, method, state and condition.
    var sameConditionBranches: [String: (made: [Int], added: [Int])] = [:]
    /// The conditions whose first branches are being read, numbered by their text (per type,
    /// method and state): constraints made under two different ones may never stand together.
    var conditionStack: [Int] = []
    var conditionNumbers: [String: Int] = [:]
    /// Views with SnapKit constraints read but left out of the model (a constant only run time
    /// knows): an update that matches none of the modelled ones may match one of these.
    var snapKitUnmodelled: Set<Int> = []
    /// Types with constraint code left unread: their views' ambiguity is not reported.
    var typesWithUnreadCode: Set<String> = []
    /// The SnapKit closures being read: the view, the call, and the maker's name.
    var snapKitStack: [(item: Int, kind: String, maker: String)] = []
    var typesSettingFlagOff: [String: Bool] = [:]
    /// Every constraint-making call and SnapKit statement of the file, found by the sweep.
    var fileConstraintCalls: [Syntax] = []

    init(module: SwiftModule, file: SwiftModule.File) {
        self.module = module
        self.file = file
    }

    // MARK: Positions

    func key(_ node: some SyntaxProtocol, in file: SwiftModule.File) -> String {
        "\(file.source.path):\(node.positionAfterSkippingLeadingTrivia.utf8Offset)"
    }

    func markRead(_ node: some SyntaxProtocol, _ scope: Scope) {
        read.insert(key(node, in: scope.file))
    }

    func markUnread(_ node: some SyntaxProtocol, _ scope: Scope, _ reason: String) {
        let key = key(node, in: scope.file)
        guard !read.contains(key), unread[key] == nil else { return }
        unread[key] = (scope.file.location(node), reason)
        typesWithUnreadCode.insert(scope.type.entry.name)
    }

    // MARK: Items

    func newItem(_ name: String, kind: ViewKind, owned: Bool, typeName: String, at location: SourceLocation) -> Int {
        items.append(Item(name: name, parent: nil, kind: kind, owned: owned, autoresizing: owned ? true : nil,
                          frame: owned ? LayoutFrame(x: 0, y: 0, width: 0, height: 0) : nil, location: location,
                          quiet: !owned, typeName: typeName))
        // A view made in a later branch (an `else`, a later `case`) is not there in the layout
        // as set up, where its constraints are inactive: its ambiguity is not reported
        // (ownCloud's segment view, whose mask is made only when the mode truncates).
        if let state = currentState, states[state].isBranch { items[items.count - 1].quiet = true }
        return items.count - 1
    }

    /// An item for a view the code reaches but does not make (a parameter, an outlet, `superview`).
    func unknownItem(_ text: String, _ scope: Scope, at node: some SyntaxProtocol) -> Int {
        var name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        // `titleLabel!` and `titleLabel?` are the view `titleLabel`.
        while name.count > 1, name.last == "!" || name.last == "?" { name.removeLast() }
        // A path from a local name (a parameter, a closure's `$0`) names a view of that binding:
        // `$0` of one closure is not `$0` of another, nor is one method's parameter `view`
        // another's (two helpers of an extension read where they are declared).
        let first = String(name.prefix { $0 != "." })
        var binding: Scope? = scope
        while let current = binding, current.locals[first] == nil { binding = current.parent }
        if let owner = binding ?? (first.hasPrefix("$") ? scope : nil) {
            if let existing = owner.anonymousItems[name] { return existing }
            let index = newItem(name, kind: .view, owned: false, typeName: scope.type.entry.name, at: scope.file.location(node))
            owner.anonymousItems[name] = index
            return index
        }
        if let existing = scope.type.unknownItems[name] { return existing }
        let index = newItem(name, kind: .view, owned: false, typeName: scope.type.entry.name, at: scope.file.location(node))
        scope.type.unknownItems[name] = index
        return index
    }

    func guide(_ name: String, of owner: Int, _ scope: Scope, at node: some SyntaxProtocol) -> Int {
        let guideName = "\(items[owner].name).\(name)"
        if let existing = scope.type.unknownItems[guideName] { return existing }
        let index = newItem(guideName, kind: .view, owned: false, typeName: scope.type.entry.name, at: scope.file.location(node))
        items[index].isGuide = true
        items[index].parent = owner
        items[index].autoresizing = false
        scope.type.unknownItems[guideName] = index
        // The guide lies within its view by insets the code does not fix (bars, margins, reading width).
        for (attribute, relation) in [(LayoutAttribute.top, LayoutRelation.greaterThanOrEqual), (.bottom, .lessThanOrEqual),
                                      (.leading, .greaterThanOrEqual), (.trailing, .lessThanOrEqual)] {
            records.append(Record(first: (index, attribute), relation: relation, second: (owner, attribute), multiplier: 1,
                                  constant: 0, priority: 1000, active: true,
                                  text: "\(guideName).\(attribute.rawValue)Anchor \(relation.symbol) \(items[owner].name).\(attribute.rawValue)Anchor",
                                  location: scope.file.location(node)))
        }
        return index
    }

    // MARK: Types

    /// Reads every type declared in the file, and the extensions in it of types declared
    /// outside the module.
    func readFile() {
        for name in module.typeOrder {
            guard let entry = module.types[name] else { continue }
            let here = entry.declarationFile === file || (entry.declarationFile == nil && entry.members.contains { $0.file === file })
            guard here else { continue }
            readType(entry)
        }
        sweepUnread()
    }

    func readType(_ entry: SwiftModule.TypeEntry) {
        let base = module.baseClass(of: entry.name)
        let role = base.flatMap(UIKitClasses.role(of:))
        let context = TypeContext(entry: entry, role: entry.declaration == nil ? nil : role)
        var computedGetters: [(file: SwiftModule.File, name: String, body: CodeBlockItemListSyntax)] = []
        for (memberFile, block) in entry.members where entry.declaration != nil || memberFile === file {
            for member in block {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    context.methods[function.name.text, default: []].append((memberFile, function))
                } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    context.initializers.append((memberFile, initializer))
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    let isOutlet = variable.attributes.contains { $0.trimmedText.hasPrefix("@IBOutlet") }
                    let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if binding.accessorBlock != nil, binding.initializer == nil {
                            if !isStatic, let getter = Self.getterBody(binding.accessorBlock) { computedGetters.append((memberFile, name, getter)) }
                            continue
                        }
                        if isStatic, binding.initializer == nil { continue }
                        context.propertyDecls[name] = (memberFile, binding, isOutlet)
                    }
                }
            }
        }
        let declarationFile = entry.declarationFile ?? file
        let location = entry.declaration.map { declarationFile.location($0) }
            ?? SourceLocation(path: file.source.path, position: SourcePosition(line: 1, column: 1))
        let typeLabel = entry.name
        switch context.role {
        case .viewController?:
            context.root = newItem("view", kind: .view, owned: false, typeName: typeLabel, at: location)
            items[context.root].isRoot = true
            items[context.root].sizedFromOutside = [.horizontal, .vertical]
            context.selfItem = -1
            context.properties["view"] = .item(context.root)
        case .cell?:
            context.selfItem = newItem("self", kind: .view, owned: false, typeName: typeLabel, at: location)
            items[context.selfItem].isRoot = true
            // A table or collection view sets a cell's width; its height may follow its content.
            items[context.selfItem].sizedFromOutside = [.horizontal]
            let content = newItem("contentView", kind: .view, owned: false, typeName: typeLabel, at: location)
            items[content].parent = context.selfItem
            // UIKit keeps a cell's content view at the cell's bounds by autoresizing, until the
            // code turns that off to pin it itself (as it then must).
            items[content].autoresizing = true
            for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
                records.append(Record(first: (content, attribute), relation: .equal, second: (context.selfItem, attribute), multiplier: 1,
                                      constant: 0, priority: 1000, active: true,
                                      text: "contentView.\(attribute.rawValue)Anchor == self.\(attribute.rawValue)Anchor", location: location,
                                      contentViewAutoresizing: true))
            }
            context.root = context.selfItem
            context.properties["contentView"] = .item(content)
        case .view?, .guide?:
            context.selfItem = newItem("self", kind: UIKitClasses.kind(of: base ?? "") ?? .view, owned: false, typeName: typeLabel, at: location)
            items[context.selfItem].isRoot = true
            context.root = context.selfItem
        case nil:
            context.selfItem = newItem("self", kind: .view, owned: false, typeName: typeLabel, at: location)
            items[context.selfItem].isRoot = true
            context.root = context.selfItem
        }
        items[context.root].quiet = true
        readMethods = []
        // Methods called by name inside the type are read where they are called.
        var called: Set<String> = []
        for (_, list) in context.methods {
            for (_, decl) in list { collectCalls(decl.body.map(Syntax.init), into: &called) }
        }
        for (_, decl) in context.initializers { collectCalls(decl.body.map(Syntax.init), into: &called) }
        for (_, binding, _) in context.propertyDecls.values { collectCalls(binding.initializer.map(Syntax.init), into: &called) }
        // The layout as set up: initialisers, then the life-cycle methods, then every other
        // method that is not a state; states last.
        // One initialiser runs per instance: the designated one that makes the views (not
        // `init?(coder:)` when another exists, nor one that hands over to `self.init`).
        let designated = context.initializers.filter { entry in
            (entry.decl.body?.description ?? "").find("fatalError(") == nil
        }
        let preferred = designated.first { $0.decl.signature.parameterClause.description.find("coder") == nil } ?? designated.first
        if let (methodFile, decl) = preferred, let body = decl.body {
            readBody(body.statements, context, methodFile, method: "init", parameters: decl.signature.parameterClause.parameters)
        }
        // Property observers (`didSet`, `willSet`): code that runs when the property is set.
        var observers: [(file: SwiftModule.File, name: String, body: CodeBlockSyntax)] = []
        for (memberFile, block) in entry.members where entry.declaration != nil || memberFile === file {
            for member in block {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                    for accessor in accessors {
                        let kind = accessor.accessorSpecifier.text
                        guard kind == "didSet" || kind == "willSet", let body = accessor.body else { continue }
                        observers.append((memberFile, "\(property).\(kind)", body))
                    }
                }
            }
        }
        var entries: [(file: SwiftModule.File, decl: FunctionDeclSyntax)] = context.methods.values.flatMap { $0 }
        entries.sort { ($0.file.source.path, $0.decl.position.utf8Offset) < ($1.file.source.path, $1.decl.position.utf8Offset) }
        let lifecycle = ["loadView", "viewDidLoad", "awakeFromNib", "commonInit"]
        let ordered = entries.filter { lifecycle.contains($0.decl.name.text) } + entries.filter { !lifecycle.contains($0.decl.name.text) }
        var stateMethods: [(file: SwiftModule.File, decl: FunctionDeclSyntax)] = []
        for (methodFile, decl) in ordered {
            let name = decl.name.text
            guard let body = decl.body else { continue }
            if called.contains(name) || readMethods.contains(Self.methodKey(decl)) { continue }
            if !lifecycle.contains(name), isState(decl) {
                stateMethods.append((methodFile, decl))
                continue
            }
            readBody(body.statements, context, methodFile, method: name, parameters: decl.signature.parameterClause.parameters)
        }
        // Properties never reached are still views the type makes.
        for name in context.propertyDecls.keys.sorted() where context.properties[name] == nil {
            _ = property(name, context)
        }
        for (methodFile, decl) in stateMethods {
            guard let body = decl.body else { continue }
            let stateName = Self.stateName(decl)
            states.append(StateRecord(name: stateName, location: methodFile.location(decl.name)))
            currentState = states.count - 1
            // Each state is applied to the layout as set up: what one binds to a property (a
            // constraint replaced on a keyboard's showing) is not what the next one finds there.
            let properties = context.properties
            readBody(body.statements, context, methodFile, method: decl.name.text, parameters: decl.signature.parameterClause.parameters)
            context.properties = properties
            currentState = nil
        }
        // Observers run when their property is set from outside: a state when they only change
        // constraints made already, else code of their own read after the set-up.
        for (observerFile, name, body) in observers {
            let isObserverState = isState(name: name, body: body)
            if isObserverState {
                states.append(StateRecord(name: name, location: observerFile.location(body)))
                currentState = states.count - 1
            }
            let properties = context.properties
            readBody(body.statements, context, observerFile, method: name)
            if isObserverState { context.properties = properties }
            currentState = nil
        }
        // Methods called only from code not read (closures, other types): read on their own.
        for (methodFile, decl) in ordered where !readMethods.contains(Self.methodKey(decl)) && !stateMethods.contains(where: { $0.decl.id == decl.id }) {
            guard let body = decl.body else { continue }
            readBody(body.statements, context, methodFile, method: decl.name.text, parameters: decl.signature.parameterClause.parameters)
        }
        // Computed properties whose getters make constraints no code read here reaches (ownCloud's
        // message element builds its view in `var view: UIView? { … }`): read on their own, as
        // such methods are.
        for (getterFile, name, getter) in computedGetters {
            let calls = constraintCalls(in: Syntax(getter))
            guard !calls.isEmpty, !calls.allSatisfy({ read.contains(key($0.0, in: getterFile)) }) else { continue }
            readBody(getter, context, getterFile, method: name)
        }
    }

    static func methodKey(_ decl: FunctionDeclSyntax) -> String {
        "\(decl.name.text)@\(decl.position.utf8Offset)"
    }

    static func stateName(_ decl: FunctionDeclSyntax) -> String {
        let labels = decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(decl.name.text)(\(labels))"
    }

    /// A method that changes constraints already made (activation, constants, priorities,
    /// visibility, SnapKit updates) without adding views: run-time state.
    func isState(_ decl: FunctionDeclSyntax) -> Bool {
        guard let body = decl.body else { return false }
        return isState(name: decl.name.text, body: body)
    }

    func isState(name: String, body: CodeBlockSyntax) -> Bool {
        // Set-up methods by their names (called from outside the type, or from code not read).
        if ["setup", "setUp", "layout", "make", "add", "build", "create", "install", "commonInit", "configureSubviews",
            "configureConstraints", "configureLayout", "configureViews"].contains(where: { name.hasPrefix($0) }) {
            return false
        }
        // One pass over the body's tokens (comments and string contents are not code): it
        // adds views, or it changes constraints made already. Building the body's text and
        // searching it eleven times was a quarter of the reading time.
        let tokens = body.tokens(viewMode: .sourceAccurate).map(\.text)
        func text(_ offset: Int) -> String { tokens.indices.contains(offset) ? tokens[offset] : "" }
        var changes = false
        for index in tokens.indices {
            let afterDot = index > 0 && tokens[index - 1] == "."
            switch tokens[index] {
            case "addSubview", "makeConstraints", "addArrangedSubview": return false
            case "updateConstraints", "remakeConstraints": changes = true
            case "isActive", "constant", "isHidden": if afterDot { changes = true }
            case "priority": if afterDot, text(index + 1) == "=" { changes = true }
            case "deactivate": if afterDot, text(index + 1) == "(" { changes = true }
            case "activate": if afterDot, text(index + 1) == "(", text(index + 2) == ")" { changes = true }
            case "update":
                if afterDot, text(index + 1) == "(", ["offset", "inset", "priority"].contains(text(index + 2)) { changes = true }
            default: break
            }
        }
        return changes
    }

    /// Whether a type's own code sets `translatesAutoresizingMaskIntoConstraints = false`
    /// (on itself or a view): then the views made of it may have the flag off. Cached by type.
    func setsAutoresizingFlagOff(_ typeName: String) -> Bool {
        if let known = typesSettingFlagOff[typeName] { return known }
        let found = module.types[typeName]?.members.contains { member in
            let tokens = member.block.tokens(viewMode: .sourceAccurate).map(\.text)
            return tokens.indices.contains { index in
                tokens[index] == "translatesAutoresizingMaskIntoConstraints" && index + 2 < tokens.count
                    && tokens[index + 1] == "=" && tokens[index + 2] == "false"
            }
        } ?? false
        typesSettingFlagOff[typeName] = found
        return found
    }

    func collectCalls(_ node: Syntax?, into names: inout Set<String>) {
        guard let node else { return }
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                    names.insert(reference.baseName.text)
                } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    names.insert(member.declName.baseName.text)
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(node)
        names.formUnion(collector.names)
    }

    func readBody(_ statements: CodeBlockItemListSyntax, _ context: TypeContext, _ methodFile: SwiftModule.File, method: String,
                  parameters: FunctionParameterListSyntax? = nil) {
        let scope = Scope(parent: nil, type: context, file: methodFile, method: method)
        for parameter in parameters ?? [] {
            let name = (parameter.secondName ?? parameter.firstName).text
            // A view passed in: an item whose own constraints are unknown.
            let typeName = parameter.type.trimmedText.filter { $0 != "?" && $0 != "!" }
            let isView = UIKitClasses.kind(of: typeName) != nil && UIKitClasses.role(of: typeName) != .viewController || module.baseClass(of: typeName).map { UIKitClasses.role(of: $0) == .view } == true
            scope.locals[name] = isView ? .item(unknownItem(name, scope, at: parameter)) : .unknown
        }
        if let decl = statements.parent?.parent?.as(FunctionDeclSyntax.self) { readMethods.insert(Self.methodKey(decl)) }
        run(statements, scope)
    }

    // MARK: Properties

    func property(_ name: String, _ context: TypeContext) -> Value? {
        if let value = context.properties[name] { return value }
        guard let (declFile, binding, isOutlet) = context.propertyDecls[name], !context.evaluating.contains(name) else { return nil }
        context.evaluating.insert(name)
        defer { context.evaluating.remove(name) }
        let scope = Scope(parent: nil, type: context, file: declFile, method: name)
        var value: Value = .unknown
        if isOutlet {
            value = .item(unknownItem(name, scope, at: binding))
        } else if let initializer = binding.initializer?.value {
            // A property's initialiser runs once, as the object is made (a `lazy var`'s at its
            // first use, in whichever branch uses it first): its constraints are the set-up's,
            // not those of the state or branch that first reads it here (Mastodon's status view).
            let state = currentState
            let recordsBefore = records.count
            let itemsBefore = items.count
            currentState = nil
            defer { currentState = state }
            value = evaluate(initializer, scope, nameHint: name)
            madeByInitializers.formUnion(recordsBefore..<records.count)
            // The view an initialiser makes and returns is the property: the code names it so,
            // not by the closure's local (`let v = UIView(); return v`) or its class
            // (`{ return UICollectionView(…) }()`, RIBs' tutorials).
            if case .item(let made) = value, made >= itemsBefore, items[made].owned { items[made].name = name }
        } else if let type = binding.typeAnnotation?.type {
            // Declared without a value: a view class is set in an initialiser; until read, unknown.
            let typeName = String(type.trimmedText.filter { $0 != "!" && $0 != "?" })
            if UIKitClasses.kind(of: typeName) != nil || module.baseClass(of: typeName) != nil {
                return nil
            }
        }
        context.properties[name] = value
        return value
    }

    // MARK: Statements

    func run(_ statements: CodeBlockItemListSyntax, _ scope: Scope) {
        for statement in statements { self.statement(statement.item, scope) }
    }

    func statement(_ node: CodeBlockItemSyntax.Item, _ scope: Scope) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else {
            markAllUnread(Syntax(node), scope, reason: "it is nested deeper than layoutlint follows")
            return
        }
        switch node {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        if let initializer = binding.initializer { _ = evaluate(initializer.value, scope) }
                        continue
                    }
                    if binding.initializer == nil, let getter = Self.getterBody(binding.accessorBlock) {
                        scope.getters[name] = getter
                        continue
                    }
                    scope.locals[name] = binding.initializer.map { evaluate($0.value, scope, nameHint: name) } ?? .unknown
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                scope.functions[function.name.text] = function
            } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
                readConditionalCompilation(conditional, scope)
            }
        case .stmt(let stmt):
            if let expression = stmt.as(ExpressionStmtSyntax.self) {
                _ = evaluate(expression.expression, scope)
            } else if let forStatement = stmt.as(ForStmtSyntax.self) {
                readFor(forStatement, scope)
            } else if let returnStatement = stmt.as(ReturnStmtSyntax.self) {
                if let expression = returnStatement.expression { scope.returned.append(evaluate(expression, scope)) }
            } else if let guardStatement = stmt.as(GuardStmtSyntax.self) {
                bindConditions(guardStatement.conditions, scope)
            } else if let doStatement = stmt.as(DoStmtSyntax.self) {
                run(doStatement.body.statements, Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method))
            } else if let deferStatement = stmt.as(DeferStmtSyntax.self) {
                run(deferStatement.body.statements, scope)
            }
        case .expr(let expression):
            _ = evaluate(expression, scope)
        }
    }

    func bindConditions(_ conditions: ConditionElementListSyntax, _ scope: Scope) {
        for condition in conditions {
            if case .optionalBinding(let binding) = condition.condition,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // `if let x` (no initialiser) unwraps the variable or property of that name.
                scope.locals[name] = binding.initializer.map { evaluate($0.value, scope) } ?? scope.lookup(name) ?? property(name, scope.type) ?? .unknown
            }
        }
    }

    /// The body of a computed variable's getter (`{ … }` or `{ get { … } }`), nil for a
    /// stored variable (with or without observers).
    static func getterBody(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let body)?: return body
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// `#if … #elseif … #else … #endif` in a body: which clause is compiled is not known, so
    /// the first is read as the layout and each other one as a configuration of its own, as
    /// the branches of an `if` are.
    func readConditionalCompilation(_ node: IfConfigDeclSyntax, _ scope: Scope) {
        guard let first = node.clauses.first else { return }
        let mark = activationMark()
        if case .statements(let statements)? = first.elements { run(statements, scope) }
        let madeInFirst = activated(since: mark)
        let addedInFirst = added(since: mark, in: first, scope)
        for clause in node.clauses.dropFirst() {
            guard case .statements(let statements)? = clause.elements else { continue }
            readAlternative(undoing: madeInFirst, removing: addedInFirst, label: clause.poundKeyword.text, at: clause.poundKeyword, scope) { inner in
                self.run(statements, inner)
            }
        }
    }

    func readFor(_ node: ForStmtSyntax, _ scope: Scope) {
        let sequence = evaluate(node.sequence, scope)
        guard case .list(let elements) = sequence, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            // A loop over what the code computes at run time: its body is read once, for one
            // element the reader does not know; the views it makes are of unknown number.
            let itemsBefore = items.count
            let inner = Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method)
            for identifier in node.pattern.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IdentifierPatternSyntax.self) }) {
                inner.locals[identifier.identifier.text] = .unknown
            }
            runTimeLoopDepth += 1
            run(node.body.statements, inner)
            runTimeLoopDepth -= 1
            for index in itemsBefore..<items.count { items[index].quiet = true }
            return
        }
        for element in elements {
            let inner = Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method)
            inner.locals[name] = element
            run(node.body.statements, inner)
        }
    }

    func readIf(_ node: IfExprSyntax, _ scope: Scope) -> Value {
        let inner = Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method)
        bindConditions(node.conditions, inner)
        let mark = activationMark()
        let condition = "\(scope.type.entry.name).\(scope.method)#\(currentState ?? -1): " + Self.codeText(node.conditions)
        let number = conditionNumbers[condition] ?? conditionNumbers.count
        conditionNumbers[condition] = number
        conditionStack.append(number)
        run(node.body.statements, inner)
        conditionStack.removeLast()
        // An earlier `if` of the same method on the same condition ran as this one's first branch
        // did: its other branch is the other way for both (ownCloud's message cell adds a bar under
        // `if multiMessage` and constrains it under a second `if multiMessage … else`).
        var made = activated(since: mark), added = added(since: mark, in: node.body, scope)
        if let earlier = sameConditionBranches[condition] {
            made = earlier.made + made
            added = earlier.added + added
        }
        // Only an `if` without an `else` is kept: another one's else branch, a state of its own,
        // is not in this one's.
        guard let elseBody = node.elseBody else {
            sameConditionBranches[condition] = (made, added)
            return .unknown
        }
        let elseKeyword = node.elseKeyword ?? node.ifKeyword
        readAlternative(undoing: made, removing: added, label: "else", at: elseKeyword, scope) { elseScope in
            switch elseBody {
            case .codeBlock(let block): self.run(block.statements, elseScope)
            case .ifExpr(let nested): _ = self.readIf(nested, elseScope)
            }
        }
        return .unknown
    }

    /// Another branch (an `else`, a later `case`): a configuration of its own, read as a state
    /// that undoes what the first branch activated (the records from `madeFrom`). The code
    /// after the branches goes on from the first branch: what this one binds is undone.
    func readAlternative(undoing madeInFirst: [Int], removing addedInFirst: [Int] = [], label: String, at node: some SyntaxProtocol,
                         _ scope: Scope, _ body: (Scope) -> Void) {
        let location = scope.file.location(node)
        let previous = currentState
        let baseName = previous.map { states[$0].name } ?? "\(scope.method)()"
        states.append(StateRecord(name: "\(baseName) \(label) (line \(location.range.start.line))", location: location, isBranch: true,
                                  parent: previous))
        currentState = states.count - 1
        for index in madeInFirst {
            addChange(.deactivate(constraint: "c\(index)"), at: location)
        }

        let inner = Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method)
        var scopes: [(Scope, [String: Value])] = []
        var current: Scope? = scope
        while let next = current { scopes.append((next, next.locals)); current = next.parent }
        let properties = scope.type.properties
        // SnapKit's record of a view's constraints, as this branch sees it: without the first branch's.
        let snapKit = snapKitConstraints
        let undone = Set(madeInFirst)
        for (item, list) in snapKitConstraints where list.contains(where: undone.contains) {
            snapKitConstraints[item] = list.filter { !undone.contains($0) }
        }
        let addedBefore = addedToParents.count
        body(inner)
        // A view the first branch put in a superview, and this one does not, is not there in this
        // one (ownCloud's message cell, whose apply-to-all bar is added only for several messages).
        let addedHere = Set(addedToParents.dropFirst(addedBefore).map(\.item))
        for item in Set(addedInFirst).subtracting(addedHere).sorted() where !items[item].isRoot {
            addChange(.remove(view: "v\(item)"), at: location)
        }
        for (saved, locals) in scopes { saved.locals = locals }
        scope.type.properties = properties
        snapKitConstraints = snapKit
        currentState = previous
    }

    /// Where activations stand before a branch: the records active as set up, and the
    /// changes of the state being read.
    func activationMark() -> (active: Set<Int>, changes: Int, added: Int) {
        (Set(records.indices.filter { records[$0].active }), currentState.map { states[$0].changes.count } ?? 0, addedToParents.count)
    }

    /// The views a branch put in a superview since `mark` by calls written in it (`branch`): not
    /// there in the other branches. A method it calls is read at its first call only, so what that
    /// adds is not known to be left out of the others.
    func added(since mark: (active: Set<Int>, changes: Int, added: Int), in branch: some SyntaxProtocol, _ scope: Scope) -> [Int] {
        let range = branch.position.utf8Offset..<branch.endPosition.utf8Offset
        return addedToParents.dropFirst(mark.added).filter { $0.path == scope.file.source.path && range.contains($0.offset) }.map(\.item)
    }

    /// The constraints a branch activated since `mark`: in the layout as set up, or in the state being read.
    func activated(since mark: (active: Set<Int>, changes: Int, added: Int)) -> [Int] {
        if let state = currentState {
            return states[state].changes.dropFirst(mark.changes).compactMap { change in
                if case .activate(let id) = change.kind { return Int(id.dropFirst()) }
                return nil
            }
        }
        return records.indices.filter { records[$0].active && !mark.active.contains($0) && !madeByInitializers.contains($0) }
    }

    func addChange(_ kind: StateChange.Kind, at location: SourceLocation) {
        guard let state = currentState else { return }
        states[state].changes.append(StateChange(kind: kind, state: states[state].name, keyLocation: location,
                                                 targetLocation: location, valueLocation: location))
    }
}

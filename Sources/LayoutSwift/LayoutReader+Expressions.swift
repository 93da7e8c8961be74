import LayoutDiagnostics
import LayoutModel
import SwiftSyntax

/// Expressions: what each evaluates to, and the effects of calls and assignments.
extension LayoutReader {
    /// A number literal's value (`1_000` is 1000), without generic string replacing, whose
    /// first use looks conformances up in the whole binary.
    static func number(_ literal: String) -> Double? {
        Double(literal.utf8.contains(UInt8(ascii: "_")) ? String(literal.filter { $0 != "_" }) : literal)
    }

    func evaluate(_ node: ExprSyntax, _ scope: Scope, nameHint: String? = nil) -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else {
            markAllUnread(Syntax(node), scope, reason: "it is nested deeper than layoutlint follows")
            return .unknown
        }
        if let literal = node.as(IntegerLiteralExprSyntax.self) {
            return Self.number(literal.literal.text).map(Value.number) ?? .unknown
        }
        if let literal = node.as(FloatLiteralExprSyntax.self) {
            return Self.number(literal.literal.text).map(Value.number) ?? .unknown
        }
        if let literal = node.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if let literal = node.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return .unknown }
                text += piece.content.text
            }
            return .string(text)
        }
        if let tuple = node.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression, scope, nameHint: nameHint) }
            return .unknown
        }
        if let optional = node.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, scope, nameHint: nameHint) }
        if let forced = node.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, scope, nameHint: nameHint) }
        if let cast = node.as(AsExprSyntax.self) { return evaluate(cast.expression, scope, nameHint: nameHint) }
        if let awaited = node.as(AwaitExprSyntax.self) { return evaluate(awaited.expression, scope) }
        if let tried = node.as(TryExprSyntax.self) { return evaluate(tried.expression, scope, nameHint: nameHint) }
        if let prefix = node.as(PrefixOperatorExprSyntax.self) {
            let value = evaluate(prefix.expression, scope)
            if prefix.operator.text == "-" {
                if let number = value.number { return .number(-number) }
                if case .choice(let values) = value { return .choice(values.map { -$0 }) }
            }
            if prefix.operator.text == "!", case .bool(let flag) = value { return .bool(!flag) }
            return .unknown
        }
        if let array = node.as(ArrayExprSyntax.self) {
            return .list(array.elements.map { evaluate($0.expression, scope) })
        }
        if let dictionary = node.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            var entries: [(key: String, value: Value)] = []
            for element in elements {
                guard case .string(let key) = evaluate(element.key, scope) else { return .unknown }
                let value = evaluate(element.value, scope)
                entries.append((key, viewItem(value, element.value, scope).map(Value.item) ?? value))
            }
            return .dictionary(entries)
        }
        if !snapKitStack.isEmpty, node.is(FunctionCallExprSyntax.self) || node.is(MemberAccessExprSyntax.self),
           let value = snapKitStatement(node, scope) {
            return value
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) { return identifier(reference, scope) }
        if let member = node.as(MemberAccessExprSyntax.self) { return memberAccess(member, scope) }
        if let call = node.as(FunctionCallExprSyntax.self) { return self.call(call, scope, nameHint: nameHint) }
        if let sequence = node.as(SequenceExprSyntax.self) { return self.sequence(Array(sequence.elements), scope, whole: sequence) }
        if let ifExpression = node.as(IfExprSyntax.self) { return readIf(ifExpression, scope) }
        if let switchExpression = node.as(SwitchExprSyntax.self) {
            // The first case is read as the layout; each later one as a configuration of its own.
            let subject = evaluate(switchExpression.subject, scope)
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            if let taken = caseTaken(cases, subject, scope) {
                // A subject the reader knows (a helper's `direction` given `.vertical`): only its case runs.
                for other in cases where other.id != taken.id {
                    for (place, _) in constraintCalls(in: Syntax(other)) { markRead(place, scope) }
                }
                run(taken.statements, Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method))
                return .unknown
            }
            let mark = activationMark()
            if let first = cases.first {
                run(first.statements, Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method))
            }
            let madeInFirst = activated(since: mark)
            let addedInFirst = cases.first.map { added(since: mark, in: $0, scope) } ?? []
            for other in cases.dropFirst() {
                let label = other.label.trimmedText.split(separator: ":").first.map(String.init) ?? "case"
                readAlternative(undoing: madeInFirst, removing: addedInFirst, label: label, at: other, scope) { inner in
                    self.run(other.statements, inner)
                }
            }
            for other in switchExpression.cases where !other.is(SwitchCaseSyntax.self) {
                markAllUnread(Syntax(other), scope, reason: "it is in a conditionally compiled case of a switch")
            }
            return .unknown
        }
        if let ternary = node.as(TernaryExprSyntax.self) {
            return choice(evaluate(ternary.thenExpression, scope), evaluate(ternary.elseExpression, scope))
        }
        if let closure = node.as(ClosureExprSyntax.self) {
            // A closure that is not called here: its body is read as its own code with unknown parameters.
            _ = runClosure(closure, arguments: [], scope)
            return .unknown
        }
        return .unknown
    }

    /// The case a switch takes when the reader knows its subject (an implicit member such as
    /// `.vertical`, a number, a string, a Boolean) and every pattern is such a literal; nil otherwise.
    func caseTaken(_ cases: [SwitchCaseSyntax], _ subject: Value, _ scope: Scope) -> SwitchCaseSyntax? {
        func same(_ pattern: ExprSyntax) -> Bool? {
            switch (subject, evaluate(pattern, scope)) {
            case (.typeName(let a), .typeName(let b)) where a.hasPrefix(".") && b.hasPrefix("."): return a == b
            case (.number(let a), .number(let b)): return a == b
            case (.string(let a), .string(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            default: return nil
            }
        }
        var fallback: SwitchCaseSyntax?
        for switchCase in cases {
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let matches = same(pattern.expression) else { return nil }
                    if matches { return switchCase }
                }
            }
        }
        return fallback
    }

    func choice(_ a: Value, _ b: Value) -> Value {
        var values: [Double] = []
        for value in [a, b] {
            switch value {
            case .number(let number): values.append(number)
            case .choice(let numbers): values += numbers
            default: return .unknown
            }
        }
        return .choice(values)
    }

    /// Runs a closure's statements with its parameters bound to `arguments` (`$0`, `$1` too).
    func runClosure(_ closure: ClosureExprSyntax, arguments: [Value], _ scope: Scope) -> Value {
        let inner = Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method)
        var names: [String] = []
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let list): names = list.map { $0.name.text }
            case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        for (index, argument) in arguments.enumerated() {
            inner.locals["$\(index)"] = argument
            if index < names.count { inner.locals[names[index]] = argument }
        }
        for name in names where inner.locals[name] == nil { inner.locals[name] = .unknown }
        return runBody(closure.statements, inner)
    }

    /// Runs the statements of a closure or getter in `scope`; what they return.
    func runBody(_ statements: CodeBlockItemListSyntax, _ scope: Scope) -> Value {
        // A single-expression body returns its expression: it is evaluated once, for its
        // effects and its value together (running it and then evaluating it again doubled the
        // work at each closure nested in it: 24 unclosed braces took over a minute).
        if statements.count == 1, let item = statements.first?.item, case .expr(let expression) = item {
            depth += 1
            defer { depth -= 1 }
            guard depth < 200 else {
                markAllUnread(Syntax(item), scope, reason: "it is nested deeper than layoutlint follows")
                return .unknown
            }
            return evaluate(expression, scope)
        }
        run(statements, scope)
        return scope.returned.last ?? .unknown
    }

    // MARK: Names

    func identifier(_ node: DeclReferenceExprSyntax, _ scope: Scope) -> Value {
        let name = node.baseName.text
        if let local = scope.lookup(name) { return local }
        if let getter = scope.getter(name) {
            // A computed variable of the body: its getter runs at each use (a new view each time).
            // One that uses itself would recurse forever at run time, and re-running getters
            // nested in getters multiplies the work at each level: as functions are, they are
            // followed only where not already running and eight deep.
            guard !runningGetters.contains(getter.id), runningGetters.count < 8 else { return .unknown }
            runningGetters.append(getter.id)
            defer { runningGetters.removeLast() }
            return runBody(getter, Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method))
        }
        if name == "self" { return selfValue(scope) }
        let receiver = scope.lookup("self") ?? selfValue(scope)
        if case .item(let item) = receiver {
            if let attribute = UIKitClasses.anchors[name] { return .anchor(item, attribute) }
            if ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"].contains(name) {
                return .item(guide(name, of: item, scope, at: node))
            }
            if name == "snp" { return .snp(item) }
            if name == "superview", scope.lookup("self") != nil {
                return .item(items[item].parent ?? unknownItem("\(items[item].name).superview", scope, at: node))
            }
        }
        if let value = property(name, scope.type) { return value }
        if scope.type.methods[name] != nil { return .function(name, base: nil) }
        if name.first?.isUppercase == true { return .typeName(name) }
        if let numeric = moduleConstant(name) { return numeric }
        if name == "superview", scope.type.role == .view || scope.type.role == .cell {
            return .item(unknownItem("superview", scope, at: node))
        }
        if name == "contentView" || name == "view" { return .item(unknownItem(name, scope, at: node)) }
        return .unknown
    }

    func selfValue(_ scope: Scope) -> Value {
        if scope.type.selfItem >= 0 { return .item(scope.type.selfItem) }
        return .unknown
    }

    /// A number a constant of the module names (`static let padding: CGFloat = 16`).
    func moduleConstant(_ name: String) -> Value? {
        module.constants[name].flatMap(literalNumber).map(Value.number)
    }

    func literalNumber(_ node: ExprSyntax) -> Double? {
        if let literal = node.as(IntegerLiteralExprSyntax.self) { return Self.number(literal.literal.text) }
        if let literal = node.as(FloatLiteralExprSyntax.self) { return Self.number(literal.literal.text) }
        if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalNumber(prefix.expression).map { -$0 } }
        if let call = node.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(call.calledExpression.trimmedText),
           let only = call.arguments.first, call.arguments.count == 1 { return literalNumber(only.expression) }
        return nil
    }

    func memberAccess(_ node: MemberAccessExprSyntax, _ scope: Scope) -> Value {
        let name = node.declName.baseName.text
        guard let baseExpression = node.base else {
            // `.defaultHigh`, `.required`, `.zero`: implicit members.
            if let priority = UIKitClasses.priorityNames[name] { return .number(priority) }
            if name == "zero" { return .number(0) }
            return .typeName(".\(name)")
        }
        // `self.tableView`, `self.view` are the type's properties, as the bare names are: a view
        // controller has no view item of its own for `self` to stand for (Brave's back-forward list).
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", scope.lookup("self") == nil,
           let value = property(name, scope.type) {
            return value
        }
        var base = evaluate(baseExpression, scope)
        if UIKitClasses.anchors[name] != nil || ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "snp"].contains(name),
           let item = viewItem(base, baseExpression, scope, certain: true) {
            base = .item(item)
        }
        switch base {
        case .item(let item):
            if let attribute = UIKitClasses.anchors[name] { return .anchor(item, attribute) }
            switch name {
            case "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "contentLayoutGuide", "frameLayoutGuide":
                return .item(guide(name, of: item, scope, at: node))
            case "snp": return .snp(item)
            case "superview":
                if let parent = items[item].parent { return .item(parent) }
                return .item(unknownItem("\(items[item].name).superview", scope, at: node))
            case "contentView" where item == scope.type.selfItem:
                return property("contentView", scope.type) ?? .unknown
            case "view" where item == scope.type.selfItem:
                return property("view", scope.type) ?? .unknown
            default:
                if item == scope.type.selfItem || item == scope.type.root, let value = property(name, scope.type) { return value }
                if item == scope.type.selfItem || item == scope.type.root, scope.type.methods[name] != nil { return .function(name, base: base) }
                return .function(name, base: base)
            }
        case .snp(let item):
            if let attribute = snapKitAttributes[name] { return .snpAnchor(item, attribute) }
            return .function(name, base: base)
        case .typeName(let type):
            if ["UILayoutPriority", "NSLayoutConstraint.Priority", "Priority", "LayoutPriority", "ConstraintPriority"].contains(type)
                || type.hasSuffix("Priority"), let value = UIKitClasses.priorityNames[name] {
                return .number(value)
            }
            if type == "CGFloat", name == "leastNonzeroMagnitude" { return .unknown }
            return .function(name, base: base)
        case .number(let value) where name == "rawValue":
            return .number(value)
        case .constraint, .list:
            return .function(name, base: base)
        default:
            return .function(name, base: base)
        }
    }

    /// The view an expression stands for: one the code makes, or, for a name or a path of
    /// names the reader cannot follow (a parameter, an outlet, `superview`), an item of its
    /// own whose constraints are unknown.
    /// `certain`: the code uses it as a view (its anchors, `snp`), so even a local is one.
    func viewItem(_ value: Value, _ node: ExprSyntax, _ scope: Scope, certain: Bool = false) -> Int? {
        switch value {
        case .item(let item): return item
        case .unknown, .function:
            guard Self.isPath(node) else { return nil }
            // A local holding what the reader could not follow (a computed number, most often) is not taken for a view.
            if !certain, let reference = node.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) != nil { return nil }
            if let last = node.as(MemberAccessExprSyntax.self)?.declName.baseName.text, Self.notViews.contains(last) { return nil }
            let item = unknownItem(Self.codeText(node), scope, at: node)
            // `bezelView.contentView`: a view inside a known one, related to it in ways the code does not show
            // (`box.contentView!` too: the unwrapped path is the same view).
            var path = node
            while true {
                if let forced = path.as(ForceUnwrapExprSyntax.self) { path = forced.expression; continue }
                if let optional = path.as(OptionalChainingExprSyntax.self) { path = optional.expression; continue }
                break
            }
            if let member = path.as(MemberAccessExprSyntax.self), let baseNode = member.base,
               case .item(let owner) = evaluate(baseNode, scope), owner != item {
                items[owner].quiet = true
                if items[item].parent == nil { items[item].parent = owner }
            }
            return item
        default: return nil
        }
    }

    /// Properties of a view that are not views.
    static let notViews: Set<String> = [
        "frame", "bounds", "size", "width", "height", "origin", "x", "y", "minX", "maxX", "minY", "maxY", "midX", "midY",
        "constant", "count", "text", "alpha", "center", "contentSize", "intrinsicContentSize", "isHidden", "layer",
        "priority", "multiplier", "rawValue", "font", "image", "title", "tag", "spacing", "top", "bottom", "left", "right",
    ]

    /// `name`, `a.b.c`, `a?.b`, `a!.b`, `self.a`: names, not calls or literals.
    static func isPath(_ node: ExprSyntax) -> Bool {
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase != true }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base { return isPath(base) }
        if let optional = node.as(OptionalChainingExprSyntax.self) { return isPath(optional.expression) }
        if let forced = node.as(ForceUnwrapExprSyntax.self) { return isPath(forced.expression) }
        return false
    }

    // MARK: Operators

    /// An unfolded sequence `a = b`, `a += b`, `a + b * c`, `c ? x : y`.
    func sequence(_ elements: [ExprSyntax], _ scope: Scope, whole: SequenceExprSyntax) -> Value {
        var elements = elements
        // `x as T`, `x as! T` at the end: a cast binds looser than arithmetic and changes no value
        // the reader keeps (`[…] as [String: Any]`).
        while elements.count >= 3, elements[elements.count - 2].is(UnresolvedAsExprSyntax.self),
              !elements[1...].contains(where: { $0.is(AssignmentExprSyntax.self) || $0.is(UnresolvedTernaryExprSyntax.self) }) {
            elements.removeLast(2)
        }
        if elements.count == 1 { return evaluate(elements[0], scope) }
        func rest() -> Value {
            elements.count == 3 ? evaluate(elements[2], scope) : sequence(Array(elements[2...]), scope, whole: whole)
        }
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            assign(elements[0], rest(), scope, value: elements[2])
            return .unknown
        }
        if elements.count >= 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), ["+=", "-="].contains(op.operator.text) {
            let current = evaluate(elements[0], scope)
            let added = rest()
            let combined: Value
            switch (current, added, op.operator.text) {
            case (.list(let a), .list(let b), "+="): combined = .list(a + b)
            case (.list(let a), let single, "+="): combined = .list(a + [single])
            case (let a, let b, "+="): combined = a.number.flatMap { x in b.number.map { .number(x + $0) } } ?? .unknown
            case (let a, let b, _): combined = a.number.flatMap { x in b.number.map { .number(x - $0) } } ?? .unknown
            }
            assign(elements[0], combined, scope, value: elements[2])
            return .unknown
        }
        if let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self), ternaryIndex + 1 < elements.count {
            let rest = Array(elements[(ternaryIndex + 1)...])
            let elseValue = rest.count == 1 ? evaluate(rest[0], scope) : sequence(rest, scope, whole: whole)
            return choice(evaluate(ternary.thenExpression, scope), elseValue)
        }
        // Arithmetic: `*` and `/` before `+` and `-`; anything else is unknown.
        var operands: [Value] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                operands.append(evaluate(element, scope))
            } else if let op = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(op.operator.text)
            } else {
                return .unknown
            }
        }
        func apply(_ a: Value, _ op: String, _ b: Value) -> Value {
            if case .list(let x) = a, case .list(let y) = b, op == "+" { return .list(x + y) }
            guard let x = a.number, let y = b.number else {
                // rawValue arithmetic on a choice (`flag ? 1000 : 250`) keeps the choice.
                if case .choice(let xs) = a, let y = b.number { return .choice(xs.map { arithmetic($0, op, y) ?? .nan }) }
                return .unknown
            }
            return arithmetic(x, op, y).map(Value.number) ?? .unknown
        }
        for case .anchor(let item, _) in operands {
            // An operator on anchors (a DSL such as Anchorage's `==`): constraints the reader does not make.
            items[item].quiet = true
        }
        var index = 0
        while index < operators.count {
            if operators[index] == "*" || operators[index] == "/" {
                operands[index] = apply(operands[index], operators[index], operands[index + 1])
                operands.remove(at: index + 1)
                operators.remove(at: index)
            } else {
                index += 1
            }
        }
        var result = operands[0]
        for (offset, op) in operators.enumerated() { result = apply(result, op, operands[offset + 1]) }
        return result
    }

    func arithmetic(_ x: Double, _ op: String, _ y: Double) -> Double? {
        switch op {
        case "+": return x + y
        case "-": return x - y
        case "*": return x * y
        case "/": return y == 0 ? nil : x / y
        default: return nil
        }
    }

    // MARK: Assignments

    func assign(_ target: ExprSyntax, _ value: Value, _ scope: Scope, value valueNode: ExprSyntax) {
        var target = target
        while let optional = target.as(OptionalChainingExprSyntax.self) { target = optional.expression }
        while let forced = target.as(ForceUnwrapExprSyntax.self) { target = forced.expression }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.lookup(name) == nil, ["translatesAutoresizingMaskIntoConstraints", "isHidden"].contains(name),
               case .item = scope.lookup("self") ?? selfValue(scope) {
                // `translatesAutoresizingMaskIntoConstraints = false` inside a view's own method.
                assign(ExprSyntax(MemberAccessExprSyntax(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))),
                                                         declName: DeclReferenceExprSyntax(baseName: reference.baseName))),
                       value, scope, value: valueNode)
                return
            }
            if !scope.assign(name, value) { bindProperty(name, value, scope) }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           case .string(let key) = evaluate(subscriptCall.arguments.first!.expression, scope),
           case .dictionary(var entries) = evaluate(subscriptCall.calledExpression, scope) {
            // `views["imageView"] = imageView`: a dictionary built up before a visual format reads it.
            var stored = value
            if case .item = value {} else if let item = viewItem(value, valueNode, scope, certain: true) { stored = .item(item) }
            entries.removeAll { $0.key == key }
            entries.append((key, stored))
            assign(subscriptCall.calledExpression, .dictionary(entries), scope, value: valueNode)
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base else { return }
        let name = member.declName.baseName.text
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", scope.type.propertyDecls[name] != nil || scope.type.properties[name] != nil {
            bindProperty(name, value, scope)
            return
        }
        let base = evaluate(baseExpression, scope)
        let location = scope.file.location(member.declName)
        switch name {
        case "frame", "center":
            // Placed by code at run time (`shadowView.frame = body.frame` in `layoutSubviews`):
            // its place is not the constraints', and its autoresizing constraints are unknown.
            for item in itemsOf(base) {
                items[item].quiet = true
                if items[item].autoresizing == true { items[item].autoresizing = nil }
            }
        case "translatesAutoresizingMaskIntoConstraints":
            for item in itemsOf(base) {
                if case .bool(let flag) = value { items[item].autoresizing = flag } else { items[item].autoresizing = nil }
            }
        case "isActive":
            for record in constraintsOf(base) {
                switch value {
                case .bool(let flag): setActive(record, flag, at: location)
                default: setActive(record, nil, at: location)
                }
            }
        case "priority":
            for record in constraintsOf(base) { setPriority(record, value, text: valueNode.trimmedText, at: location) }
        case "constant":
            for record in constraintsOf(base) { setConstant(record, value, at: location) }
        case "isHidden":
            for item in itemsOf(base) {
                // A run-time value, or a branch (which does not undo the first branch's own
                // hiding): a stack the view is arranged in is left unknown. A state's literal
                // value is applied to the stack's arrangement in that state.
                if !(value.isBool) || currentState.map({ states[$0].isBranch }) == true { items[item].hiddenVaries = true }
                guard case .bool(let flag) = value else {
                    if currentState == nil { items[item].quiet = true }
                    continue
                }
                if currentState == nil { items[item].hidden = flag } else { addChange(flag ? .hide(view: "v\(item)") : .show(view: "v\(item)"), at: location) }
            }
        case "axis", "distribution", "alignment", "spacing", "isBaselineRelativeArrangement", "isLayoutMarginsRelativeArrangement",
             "layoutMargins", "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea", "orientation", "edgeInsets", "detachesHiddenViews":
            for item in itemsOf(base) where items[item].stack != nil {
                readStackSetting(name, of: item, value, text: valueNode.trimmedText, at: location)
            }
            // A property of the type's own view that shares the name is bound as below.
            if case .item(let item) = base, items[item].stack == nil, item == scope.type.selfItem || item == scope.type.root,
               scope.type.propertyDecls[name] != nil {
                bindProperty(name, value, scope)
            }
        default:
            if case .item(let item) = base, item == scope.type.selfItem || item == scope.type.root,
               scope.type.propertyDecls[name] != nil {
                bindProperty(name, value, scope)
            }
        }
    }

    /// A stack view's setting: at set-up it sets the arrangement, in a state (a method read as
    /// one) it is applied to the arrangement as set up in that state only. One the arrangement
    /// does not model (a value known only at run time, margins, baselines), or one set in a
    /// branch, leaves the arrangement unknown.
    func readStackSetting(_ name: String, of item: Int, _ value: Value, text: String, at location: SourceLocation) {
        if let state = currentState {
            if states[state].isBranch || runTimeLoopDepth > 0 {
                items[item].stack!.unknown = true
            } else {
                recordStackChange(.setting(name: name, text: text, value: value), of: item, state: state, at: location)
            }
            return
        }
        if !items[item].stack!.apply(name, text: text, value: value) { items[item].stack!.unknown = true }
    }

    func bindProperty(_ name: String, _ value: Value, _ scope: Scope) {
        guard scope.type.propertyDecls[name] != nil || scope.type.properties[name] != nil else { return }
        if case .item(let item) = value, items[item].name.hasPrefix("_") || items[item].name != name, items[item].owned,
           scope.type.properties[name] == nil {
            items[item].name = name
        }
        scope.type.properties[name] = value
    }

    func itemsOf(_ value: Value) -> [Int] {
        switch value {
        case .item(let item): return [item]
        case .list(let values): return values.flatMap(itemsOf)
        default: return []
        }
    }

    func constraintsOf(_ value: Value) -> [Int] {
        switch value {
        case .constraint(let record): return [record]
        case .list(let values): return values.flatMap(constraintsOf)
        default: return []
        }
    }

    // MARK: Effects on constraints

    func setActive(_ record: Int, _ flag: Bool?, at location: SourceLocation) {
        guard let flag else {
            // Active or not depending on a run-time value: the views it touches are kept quiet.
            quiet(record)
            if currentState == nil { records[record].active = false }
            return
        }
        if currentState == nil {
            records[record].active = flag
            if !flag { records[record].madeInState = false }
        } else {
            addChange(flag ? .activate(constraint: "c\(record)") : .deactivate(constraint: "c\(record)"), at: location)
        }
    }

    func quiet(_ record: Int) {
        for item in [records[record].first.item] + (records[record].second.map { [$0.item] } ?? []) {
            items[item].quiet = true
            items[item].constraintsUnknown = true
        }
    }

    func setPriority(_ record: Int, _ value: Value, text: String, at location: SourceLocation) {
        var candidates: [Double]
        switch value {
        case .number(let number): candidates = [number]
        case .choice(let numbers): candidates = numbers
        default:
            if currentState == nil { quiet(record) }
            return
        }
        candidates = candidates.filter { !$0.isNaN }
        guard !candidates.isEmpty else { return }
        if currentState == nil {
            // Before it is installed a priority may take any value; the last one set holds.
            if candidates.count == 1 || Set(candidates).count == 1 {
                records[record].priority = candidates[0]
                records[record].priorityText = text
            } else {
                quiet(record)
            }
        } else {
            // A state whose new priority may cross between required and optional is read at the value that does.
            let old = records[record].priority
            let crossing = candidates.first { ($0 == 1000) != (old == 1000) } ?? candidates[0]
            addChange(.priority(constraint: "c\(record)", LayoutPriority(crossing)), at: location)
        }
    }

    func setConstant(_ record: Int, _ value: Value, at location: SourceLocation) {
        guard let number = value.number else {
            if currentState == nil { quiet(record); records[record].active = false }
            return
        }
        if currentState == nil {
            records[record].constant = number
        } else {
            addChange(.constant(constraint: "c\(record)", number, metric: nil), at: location)
        }
    }
}

/// SnapKit's attribute names and the attributes each stands for.
let snapKitAttributes: [String: [LayoutAttribute]] = [
    "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right], "leading": [.leading], "trailing": [.trailing],
    "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
    "firstBaseline": [.firstBaseline], "lastBaseline": [.lastBaseline],
    "topMargin": [.topMargin], "bottomMargin": [.bottomMargin], "leftMargin": [.leftMargin], "rightMargin": [.rightMargin],
    "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
    "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
    "edges": [.top, .left, .bottom, .right], "size": [.width, .height], "center": [.centerX, .centerY],
    "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
    "directionalEdges": [.top, .leading, .bottom, .trailing], "directionalHorizontalEdges": [.leading, .trailing],
    "directionalVerticalEdges": [.top, .bottom],
    "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
    "directionalMargins": [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin],
    "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
]

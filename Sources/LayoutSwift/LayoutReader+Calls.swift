import LayoutDiagnostics
import LayoutModel
import SwiftSyntax

/// Calls: constraints made (anchors, `NSLayoutConstraint(item:…)`, visual formats),
/// activated and added; views made and added; priorities; helpers of the module read
/// where they are called.
extension LayoutReader {
    static let anchorRelations: [String: (LayoutRelation, constantOnly: Bool, systemSpacing: Bool)] = [
        "equalTo": (.equal, false, false), "greaterThanOrEqualTo": (.greaterThanOrEqual, false, false),
        "lessThanOrEqualTo": (.lessThanOrEqual, false, false),
        "equalToConstant": (.equal, true, false), "greaterThanOrEqualToConstant": (.greaterThanOrEqual, true, false),
        "lessThanOrEqualToConstant": (.lessThanOrEqual, true, false),
        "equalToSystemSpacingAfter": (.equal, false, true), "greaterThanOrEqualToSystemSpacingAfter": (.greaterThanOrEqual, false, true),
        "lessThanOrEqualToSystemSpacingAfter": (.lessThanOrEqual, false, true),
        "equalToSystemSpacingBelow": (.equal, false, true), "greaterThanOrEqualToSystemSpacingBelow": (.greaterThanOrEqual, false, true),
        "lessThanOrEqualToSystemSpacingBelow": (.lessThanOrEqual, false, true),
    ]

    /// Whether `view` is `container` or a view inside it.
    func isInside(_ view: Int, _ container: Int) -> Bool {
        var current: Int? = view
        var steps = 0
        while let next = current, steps <= items.count {
            if next == container { return true }
            current = items[next].parent
            steps += 1
        }
        return false
    }

    /// A node's code in one line: runs of spaces, tabs and line breaks as one space, without
    /// `self.`, and `?.` and `!.` as `.` (each replaced in one pass from the left, in that order).
    static func codeText(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedText
        // The byte pass is the character pass wherever every byte is a character of its own:
        // ASCII without carriage returns (`\r\n` is one character, a space before a combining
        // mark another); the reader asks for the text of most calls it reads.
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            var text = text.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" }).joined(separator: " ")
            text = text.replacing("self.", with: "")
            return text.replacing("?.", with: ".").replacing("!.", with: ".")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var space = false
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x20 || byte == 0x09 {
                space = !bytes.isEmpty
                continue
            }
            if space { bytes.append(0x20); space = false }
            bytes.append(byte)
        }
        bytes = replacing(Array("self.".utf8), with: [], in: bytes)
        bytes = replacing(Array("?.".utf8), with: [0x2E], in: bytes)
        bytes = replacing(Array("!.".utf8), with: [0x2E], in: bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` with each occurrence of `pattern`, found from the left without overlap, replaced.
    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= pattern.count else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index] == pattern[0],
               bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    func call(_ node: FunctionCallExprSyntax, _ scope: Scope, nameHint: String?) -> Value {
        let callee = node.calledExpression
        let name: String
        var baseNode: ExprSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            baseNode = member.base
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let inner = callee.as(FunctionCallExprSyntax.self) {
            // `{ … }()` is handled below; `f()()` is unknown.
            _ = call(inner, scope, nameHint: nil)
            return .unknown
        } else if let closure = callee.as(ClosureExprSyntax.self) {
            return runClosure(closure, arguments: [], scope)
        } else {
            return .unknown
        }
        let labels = node.arguments.map { $0.label?.text }
        let firstLabel = labels.first ?? nil

        // Anchors.
        if name == "constraint", let firstLabel, let relation = Self.anchorRelations[firstLabel], let baseNode {
            // A helper of the module with the same name on a view (`view.constraint(equalTo: size)`) is read as itself.
            if case .item = evaluate(baseNode, scope),
               let inlined = inlineHelper(name, node, base: evaluate(baseNode, scope), baseNode: baseNode, scope) {
                markRead(node.calledExpression.as(MemberAccessExprSyntax.self)!.declName, scope)
                return inlined
            }
            return anchorConstraint(node, base: baseNode, relation: relation, scope)
        }
        if name == "NSLayoutConstraint", firstLabel == "item" {
            return itemConstraint(node, scope)
        }
        if name == "constraints", firstLabel == "withVisualFormat" {
            return visualFormat(node, scope)
        }
        if name == "activate" || name == "deactivate", baseNode?.trimmedText == "NSLayoutConstraint" {
            let value = node.arguments.first.map { evaluate($0.expression, scope) } ?? .unknown
            let location = scope.file.location(node.calledExpression)
            for record in constraintsOf(value) { setActive(record, name == "activate", at: location) }
            return .unknown
        }
        // Views and constraints added to a view.
        // Without a receiver written, the call's is `self`: inside a helper read where it is
        // called, the helper's receiver (`pinTo(to:)` called from `pinToParent()`).
        // `let icon = UIImageView().then { … }`: the view made is `icon`.
        let base: Value? = baseNode.map { evaluate($0, scope, nameHint: name == "then" ? nameHint : nil) } ?? scope.lookup("self")
            ?? (scope.type.role == .viewController ? nil : selfValue(scope))
        switch name {
        case "addConstraint", "addConstraints":
            let value = node.arguments.first.map { evaluate($0.expression, scope) } ?? .unknown
            for record in constraintsOf(value) { setActive(record, true, at: scope.file.location(node.calledExpression)) }
            return .unknown
        case "removeConstraint", "removeConstraints":
            let value = node.arguments.first.map { evaluate($0.expression, scope) } ?? .unknown
            for record in constraintsOf(value) { setActive(record, false, at: scope.file.location(node.calledExpression)) }
            return .unknown
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addLayoutGuide":
            var parentValue = base ?? (baseNode == nil ? property("view", scope.type) : nil)
            if let baseNode, let value = parentValue, let item = viewItem(value, baseNode, scope, certain: true) { parentValue = .item(item) }
            guard case .item(let parent)? = parentValue, let argument = node.arguments.first else { return .unknown }
            var child = evaluate(argument.expression, scope, nameHint: nil)
            // What is added as a subview is a view, even when the reader cannot follow where it comes from.
            if itemsOf(child).isEmpty, let item = viewItem(child, argument.expression, scope, certain: true) { child = .item(item) }
            let arrangedItems = itemsOf(child).filter { $0 != parent }
            if name.find("Arranged") != nil, items[parent].stack != nil {
                arrangeInStack(parent, name: name, arrangedItems, node, scope)
            }
            for item in arrangedItems {
                addedToParents.append((item, scope.file.source.path, node.positionAfterSkippingLeadingTrivia.utf8Offset))
                items[item].parent = parent
                if name.find("Arranged") != nil {
                    items[item].arranged = true
                    items[item].autoresizing = false
                }
                if name == "addLayoutGuide" { items[item].isGuide = true; items[item].autoresizing = false }
            }
            return .unknown
        case "removeFromSuperview":
            // UIKit removes the constraints between the view (or a view inside it) and views
            // outside it; those within it stay. Where it is put back is not followed: what it is
            // then said to lack is not reported.
            var removed: Int?
            if case .item(let item)? = base { removed = item } else if let baseNode { removed = viewItem(base ?? .unknown, baseNode, scope, certain: true) }
            if let item = removed {
                items[item].quiet = true
                let location = scope.file.location(node.calledExpression)
                for index in records.indices where records[index].active || currentState != nil {
                    let record = records[index]
                    guard let second = record.second else { continue }
                    if isInside(record.first.item, item) != isInside(second.item, item) { setActive(index, false, at: location) }
                }
            }
            return .unknown
        case "removeArrangedSubview":
            // UIKit takes the view out of the arrangement and leaves it a subview of the stack.
            guard let base, case .item(let stack) = base, items[stack].stack != nil else { return .unknown }
            let removed = node.arguments.first.map { itemsOf(evaluate($0.expression, scope)) } ?? []
            let location = scope.file.location(node.calledExpression)
            if removed.count != 1 || runTimeLoopDepth > 0 || currentState.map({ states[$0].isBranch }) == true {
                items[stack].stack!.unknown = true
            } else if let state = currentState {
                recordStackChange(.remove(removed[0]), of: stack, state: state, at: location)
            } else {
                items[stack].stack!.remove(removed[0])
            }
            return .unknown
        case "addView":
            // NSStackView's gravity areas: `addView(_:in:)`.
            guard let base, case .item(let stack) = base, items[stack].stack != nil, node.arguments.count == 2,
                  node.arguments.last?.label?.text == "in" else { break }
            let added = itemsOf(evaluate(node.arguments.first!.expression, scope))
            let gravityWord = node.arguments.last!.expression.trimmedText.split(separator: ".").last.map(String.init) ?? ""
            let area = ["leading": 0, "top": 0, "center": 1, "trailing": 2, "bottom": 2][gravityWord]
            let arranged = area != nil && added.count == 1 && items[added[0]].owned && currentState == nil && runTimeLoopDepth == 0
                && items[stack].stack!.appKit && items[stack].stack!.arrange(added[0], at: scope.file.location(node.calledExpression), gravity: area)
            if !arranged { items[stack].stack!.unknown = true }
            for item in added where item != stack {
                items[item].parent = stack
                items[item].arranged = true
                items[item].autoresizing = false
            }
            return .unknown
        case "setHuggingPriority":
            // NSStackView's own hugging (its gravity areas): `setHuggingPriority(_:for:)`.
            guard let base, case .item(let stack) = base, items[stack].stack != nil, node.arguments.count == 2 else { break }
            let priority = evaluate(node.arguments.first!.expression, scope).number
            let axisText = node.arguments.last!.expression.trimmedText
            let axis: LayoutAttribute.Axis? = axisText.hasSuffix("horizontal") ? .horizontal : axisText.hasSuffix("vertical") ? .vertical : nil
            if let priority, let axis, currentState == nil { items[stack].stack!.hugging[axis] = priority } else { items[stack].stack!.unknown = true }
            return .unknown
        case "setCustomSpacing", "setViews", "insertView", "removeView", "setVisibilityPriority", "setClippingResistancePriority":
            // Spacing after one view, and AppKit's other ways of placing views: not modelled.
            if let base, case .item(let stack) = base, items[stack].stack != nil { items[stack].stack!.unknown = true }
        case "activate", "deactivate", "update", "layoutConstraints":
            // SnapKit's Constraint kept in a property: `constraint.deactivate()`, `constraint.update(offset: 8)`.
            let held = base.map(constraintsOf) ?? []
            guard !held.isEmpty else { break }
            let location = scope.file.location(node.calledExpression)
            if name == "activate" || name == "deactivate" {
                for record in held { setActive(record, name == "activate", at: location) }
            } else if name == "update", let argument = node.arguments.first {
                let value = evaluate(argument.expression, scope)
                for record in held {
                    switch argument.label?.text {
                    case "offset": setConstant(record, value, at: location)
                    case "inset":
                        let attribute = records[record].first.attribute
                        let signed: Value = value.number.map { .number(Self.insetSign(attribute) * $0 * (attribute.isSize ? 2 : 1)) } ?? .unknown
                        setConstant(record, signed, at: location)
                    case "priority": setPriority(record, value, text: argument.expression.trimmedText, at: location)
                    default: break
                    }
                }
            }
            return .unknown
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard case .item(let item)? = base, node.arguments.count == 2 else { return .unknown }
            let priority = evaluate(node.arguments.first!.expression, scope)
            let axisText = node.arguments.last!.expression.trimmedText
            let axis: LayoutAttribute.Axis? = axisText.hasSuffix("horizontal") ? .horizontal : axisText.hasSuffix("vertical") ? .vertical : nil
            guard let axis else { return .unknown }
            if let value = priority.number, currentState == nil {
                if name == "setContentHuggingPriority" { items[item].hugging[axis] = value } else { items[item].compression[axis] = value }
            }
            return .unknown
        case "makeConstraints", "remakeConstraints", "updateConstraints", "prepareConstraints":
            if case .snp(let item)? = base { return snapKit(node, item: item, kind: name, scope) }
        case "forEach", "map", "compactMap", "flatMap":
            if case .list(let elements)? = base, let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self) {
                let results = elements.map { runClosure(closure, arguments: [$0], scope) }
                if name == "flatMap" { return .list(results.flatMap { if case .list(let inner) = $0 { inner } else { [$0] } }) }
                return name == "forEach" ? .unknown : .list(results)
            }
        case "append":
            if let baseNode, let argument = node.arguments.first {
                let added = evaluate(argument.expression, scope)
                if case .list(let current)? = base {
                    assign(baseNode, .list(current + [added]), scope, value: argument.expression)
                }
                return .unknown
            }
        case "then":
            // The Then library's `UIImageView().then { $0.… }`: the closure runs with the
            // receiver, which it returns (a helper the module declares is read as itself).
            if let base, node.arguments.isEmpty, node.additionalTrailingClosures.isEmpty, let closure = node.trailingClosure {
                if let inlined = inlineHelper(name, node, base: base, baseNode: baseNode, scope) { return inlined }
                _ = runClosure(closure, arguments: [base], scope)
                return base
            }
        case "append(contentsOf:)", "appending":
            break
        default:
            break
        }
        if name == "append", labels.first == "contentsOf", let baseNode, case .list(let current)? = base, let argument = node.arguments.first,
           case .list(let added) = evaluate(argument.expression, scope) {
            assign(baseNode, .list(current + added), scope, value: argument.expression)
            return .unknown
        }
        // Values.
        if baseNode == nil || base.map({ if case .typeName = $0 { true } else { false } }) == true {
            let typeName = baseNode.map { "\($0.trimmedText).\(name)" } ?? name
            if let value = construct(typeName, node, scope, nameHint: nameHint) { return value }
        }
        if ["CGFloat", "Double", "Float", "Int"].contains(name), let only = node.arguments.first, node.arguments.count == 1 {
            return evaluate(only.expression, scope)
        }
        // A function of the module: read where it is called.
        if let inlined = inlineHelper(name, node, base: base, baseNode: baseNode, scope) { return inlined }
        // Anything else: read its arguments and closures for the constraints they make.
        var argumentItems: [Int] = []
        for argument in node.arguments {
            let value = evaluate(argument.expression, scope)
            argumentItems += itemsOf(value)
        }
        for closure in node.trailingClosure.map({ [$0] }) ?? [] { _ = runClosure(closure, arguments: [], scope) }
        for closure in node.additionalTrailingClosures { _ = runClosure(closure.closure, arguments: [], scope) }
        // A view handed to code we do not read may have its flags set there.
        for item in argumentItems where items[item].owned && !Self.harmlessCalls.contains(name) {
            items[item].autoresizing = items[item].autoresizing == false ? false : nil
            items[item].quiet = true
            items[item].constraintsUnknown = true
        }
        if case .constraint(let record)? = base {
            // A method the reader does not know, on a constraint (a library's fluent
            // `.priority(_:)`): what it returns, and whether that is activated, is unknown.
            setActive(record, nil, at: scope.file.location(node.calledExpression))
        }
        if case .item(let item)? = base, !Self.harmlessCalls.contains(name) {
            // A method the reader does not know (a layout DSL's `edgesToSuperview()`) may constrain it.
            items[item].quiet = true
            items[item].constraintsUnknown = true
            if items[item].owned, items[item].autoresizing != false { items[item].autoresizing = nil }
        }
        return .unknown
    }

    /// UIKit calls that take a view and leave its constraints alone.
    static let harmlessCalls: Set<String> = [
        "bringSubviewToFront", "sendSubviewToBack", "setTitle", "setImage", "addTarget", "setTitleColor",
        "setCustomSpacing", "append", "print", "contains", "index", "firstIndex",
    ]

    // MARK: Making views and values

    func construct(_ typeName: String, _ node: FunctionCallExprSyntax, _ scope: Scope, nameHint: String?) -> Value? {
        let plain = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let arguments = node.arguments
        func argument(_ label: String) -> Value? {
            arguments.first { $0.label?.text == label }.map { evaluate($0.expression, scope) }
        }
        if plain == "UILayoutPriority" || plain == "Priority" || typeName.hasSuffix("LayoutPriority") || plain == "ConstraintPriority" {
            guard let first = arguments.first else { return .unknown }
            let value = evaluate(first.expression, scope)
            if case .choice = value { return value }
            return value.number.map(Value.number) ?? .unknown
        }
        if plain == "UIEdgeInsets" || plain == "NSEdgeInsets" || plain == "NSDirectionalEdgeInsets" {
            if let all = argument("") ?? (arguments.count == 1 && arguments.first?.label == nil ? evaluate(arguments.first!.expression, scope) : nil), let value = all.number {
                return .insets(top: value, left: value, bottom: value, right: value)
            }
            let top = argument("top")?.number ?? 0, bottom = argument("bottom")?.number ?? 0
            let left = (argument("left") ?? argument("leading"))?.number ?? 0
            let right = (argument("right") ?? argument("trailing"))?.number ?? 0
            let known = arguments.allSatisfy { evaluate($0.expression, scope).number != nil }
            return known ? .insets(top: top, left: left, bottom: bottom, right: right) : .unknown
        }
        if plain == "CGSize" || plain == "NSSize" {
            if let width = argument("width")?.number, let height = argument("height")?.number { return .size(width: width, height: height) }
            return .unknown
        }
        if plain == "UILayoutGuide" || plain == "NSLayoutGuide" {
            let index = newItem(nameHint ?? "guide", kind: .view, owned: true, typeName: scope.type.entry.name, at: scope.file.location(node))
            items[index].isGuide = true
            items[index].autoresizing = false
            items[index].frame = nil
            return .item(index)
        }
        let kind = UIKitClasses.kind(of: plain) ?? module.baseClass(of: plain).flatMap(UIKitClasses.kind(of:))
        guard let kind, UIKitClasses.role(of: module.baseClass(of: plain) ?? plain) != .viewController else {
            if let nameHint, plain.first?.isUppercase == true, module.types[plain] == nil || module.baseClass(of: plain) == nil {
                // An object of a class from outside the module: a view of its own (if the code uses it as
                // one) whose constraints and flags are unknown.
                let index = newItem(nameHint, kind: .view, owned: false, typeName: scope.type.entry.name, at: scope.file.location(node))
                for argument in arguments { _ = evaluate(argument.expression, scope) }
                if let closure = node.trailingClosure { _ = runClosure(closure, arguments: [], scope) }
                return .item(index)
            }
            return nil
        }
        let index = newItem(nameHint ?? "_\(plain)", kind: kind, owned: true, typeName: scope.type.entry.name, at: scope.file.location(node))
        if UIKitClasses.hasContentSize(kind) || UIKitClasses.measuredControls.contains(module.baseClass(of: plain) ?? plain) {
            // Its content (text, image) is set at run time, or UIKit measures it (a slider's
            // height, a progress bar's): a size the code does not fix.
            items[index].quiet = true
        }
        if UIKitClasses.kind(of: plain) == nil {
            // A class of the module: its own initialiser may set its flags; read whether it does.
            if setsAutoresizingFlagOff(plain) {
                items[index].autoresizing = nil
            }
            items[index].quiet = true
        }
        if let frameArgument = arguments.first(where: { $0.label?.text == "frame" }) {
            items[index].frame = frame(frameArgument.expression, scope)
            if items[index].frame == nil { items[index].autoresizing = items[index].autoresizing == false ? false : nil }
        } else if !(arguments.isEmpty || plain == "UIButton" || plain == "UIStackView" || plain == "NSStackView" || plain == "UIImageView" || plain == "UILabel"
                    || plain == "UIActivityIndicatorView" || plain == "NSButton" || plain == "NSTextField" || plain == "NSImageView") {
            // An initialiser whose frame we do not know.
            items[index].frame = nil
        }
        // A UIStackView or NSStackView (not a subclass, whose initialiser may arrange it
        // otherwise) whose arrangement is read.
        if plain == "UIStackView" || plain == "NSStackView" {
            items[index].stack = StackSetUp()
            items[index].stack!.appKit = plain == "NSStackView"
            // `NSStackView(views:)` sets the stack's translatesAutoresizingMaskIntoConstraints false.
            if plain == "NSStackView", arguments.contains(where: { $0.label?.text == "views" }) { items[index].autoresizing = false }
        }
        if kind == .stackView, let arranged = argument("arrangedSubviews") ?? argument("views") {
            let children = itemsOf(arranged)
            // Every element of a literal array, in order, or the arrangement is unknown.
            let syntax = arguments.first { $0.label?.text == "arrangedSubviews" || $0.label?.text == "views" }?.expression
            if let literal = syntax?.as(ArrayExprSyntax.self), literal.elements.count == children.count, Set(children).count == children.count,
               children.allSatisfy({ items[$0].owned }), runTimeLoopDepth == 0 {
                let location = scope.file.location(node.calledExpression)
                // `NSStackView(views:)` puts them in the leading gravity area (AppKit's documentation).
                let area: Int? = plain == "NSStackView" ? 0 : nil
                for child in children { _ = items[index].stack?.arrange(child, at: location, gravity: area) }
            } else {
                items[index].stack?.unknown = true
            }
            for child in children {
                items[child].parent = index
                items[child].arranged = true
                items[child].autoresizing = false
            }
        }
        if kind == .stackView { items[index].quiet = true }
        return .item(index)
    }

    func frame(_ node: ExprSyntax, _ scope: Scope) -> LayoutFrame? {
        if node.trimmedText == ".zero" || node.trimmedText == "CGRect.zero" || node.trimmedText == "NSRect.zero" {
            return LayoutFrame(x: 0, y: 0, width: 0, height: 0)
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        var values: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let number = evaluate(argument.expression, scope).number else { return nil }
            values[label] = number
        }
        guard let width = values["width"], let height = values["height"] else { return nil }
        return LayoutFrame(x: values["x"] ?? 0, y: values["y"] ?? 0, width: width, height: height)
    }

    // MARK: Helpers of the module

    /// Whether `decl` is declared in an extension of a UIKit or AppKit view class (`extension UIView`),
    /// or of a type from outside the module (an alias such as QuickLayout's `QLView`) whose method
    /// uses its `superview`, which only views have.
    func extendsViewClass(_ decl: FunctionDeclSyntax) -> Bool {
        var node = decl.parent
        while let current = node {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedText
                if let role = UIKitClasses.role(of: name) { return role == .view || role == .cell }
                guard module.types[name]?.declaration == nil else { return false }
                return decl.body?.tokens(viewMode: .sourceAccurate).contains { $0.text == "superview" } == true
            }
            node = current.parent
        }
        return false
    }

    func inlineHelper(_ name: String, _ node: FunctionCallExprSyntax, base: Value?, baseNode: ExprSyntax?, _ scope: Scope) -> Value? {
        var candidates: [(file: SwiftModule.File, decl: FunctionDeclSyntax, type: TypeContext?)] = []
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        func matches(_ decl: FunctionDeclSyntax) -> Bool {
            let parameters = decl.signature.parameterClause.parameters
            guard parameters.count >= labels.count else { return false }
            var index = 0
            for parameter in parameters {
                if index < labels.count, parameter.firstName.text == labels[index] { index += 1; continue }
                if parameter.defaultValue == nil { return false }
            }
            return index == labels.count
        }
        let onSelf = baseNode == nil || baseNode?.trimmedText == "self"
        // A function declared in the body being read (`func pin(_:)` inside a method) comes first.
        var local = false
        if baseNode == nil, let declared = scope.function(name), matches(declared) {
            candidates.append((scope.file, declared, nil))
            local = true
        }
        if onSelf, candidates.isEmpty {
            for (file, decl) in scope.type.methods[name] ?? [] where matches(decl) { candidates.append((file, decl, scope.type)) }
        }
        if candidates.isEmpty {
            // Extension methods of any type in the module (`extension UIView { func pin(to:) }`), and free functions.
            for (file, decl) in module.extensionMethods[name] ?? [] where matches(decl) { candidates.append((file, decl, nil)) }
            if baseNode == nil {
                for (file, decl) in module.freeFunctions[name] ?? [] where matches(decl) { candidates.append((file, decl, nil)) }
            }
        }
        if candidates.isEmpty, case .typeName(let typeName)? = base, let entry = module.types[typeName] {
            // A static helper of a type of the module (`Utility.quickConstraints(_:_:)`, iina).
            for (file, block) in entry.members {
                for member in block {
                    guard let decl = member.decl.as(FunctionDeclSyntax.self), decl.name.text == name,
                          decl.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), matches(decl) else { continue }
                    candidates.append((file, decl, nil))
                }
            }
        }
        // Of overloads that both take the call, Swift chooses one without a variadic parameter
        // (QuickLayout's `layoutToSuperview(_ edge:)` beside `layoutToSuperview(_ edges: QLAttribute...)`).
        if candidates.count > 1 {
            let plain = candidates.filter { !$0.decl.signature.parameterClause.parameters.contains { $0.ellipsis != nil } }
            if plain.count == 1 { candidates = plain }
        }
        guard candidates.count == 1, let (file, decl, ownType) = candidates.first, let body = decl.body else { return nil }
        let key = LayoutReader.methodKey(decl)
        guard !inlining.contains(key), inlining.count < 8 else { return nil }
        inlining.append(key)
        defer { inlining.removeLast() }
        if ownType != nil {
            // A method of the type runs its setup once: a second call (from another event) is not read again.
            guard readMethods.insert(key).inserted else { return .unknown }
        }
        // The helper's `self` is the receiver; its parameters are bound to the arguments by label.
        let context = ownType ?? scope.type
        // A local function sees the names of the body it is declared in (it is called from within it).
        let inner = Scope(parent: local ? scope : nil, type: context, file: file, method: ownType != nil ? name : scope.method)
        if ownType == nil, !local {
            let receiver: Value = base ?? .unknown
            inner.locals["self"] = receiver
            // A constraint is its own receiver too (`extension NSLayoutConstraint { func priority(_:) -> Self }`).
            if case .item = receiver {} else if case .constraint = receiver {} else if let baseNode {
                // The receiver of a helper the module declares on a view class is a view, even when
                // the reader cannot follow where it comes from (a superclass's property): a view
                // whose own constraints are unknown, as the argument of `addSubview` is.
                inner.locals["self"] = extendsViewClass(decl) ? .item(unknownItem(baseNode.trimmedText, scope, at: baseNode)) : .unknown
            }
        }
        var argumentIndex = 0
        let arguments = Array(node.arguments)
        for parameter in decl.signature.parameterClause.parameters {
            let local = (parameter.secondName ?? parameter.firstName).text
            if argumentIndex < arguments.count, parameter.firstName.text == (arguments[argumentIndex].label?.text ?? "_") {
                inner.locals[local] = evaluate(arguments[argumentIndex].expression, scope)
                argumentIndex += 1
            } else if let defaultValue = parameter.defaultValue {
                inner.locals[local] = evaluate(defaultValue.value, inner)
            } else {
                inner.locals[local] = .unknown
            }
        }
        // Inside the helper, `self`, bare anchors and `superview` are the receiver's.
        run(body.statements, inner)
        if let trailing = node.trailingClosure { _ = runClosure(trailing, arguments: [], scope) }
        return inner.returned.last ?? .unknown
    }

    /// `addArrangedSubview`/`insertArrangedSubview` on a stack whose arrangement is read: UIKit
    /// appends or inserts at the index, at set-up or in a state. An index not written as a
    /// number, an arrangement made in a later branch or in a loop over a run-time collection,
    /// a view the code does not make (it may stand for several), or a view arranged twice leave
    /// the arrangement unknown.
    func arrangeInStack(_ stack: Int, name: String, _ arrangedItems: [Int], _ node: FunctionCallExprSyntax, _ scope: Scope) {
        let location = scope.file.location(node.calledExpression)
        let inBranch = currentState.map { states[$0].isBranch } ?? false
        guard !inBranch, runTimeLoopDepth == 0, arrangedItems.count == 1, items[arrangedItems[0]].owned else {
            items[stack].stack!.unknown = true
            return
        }
        let item = arrangedItems[0]
        var index: Int?
        if name == "insertArrangedSubview" {
            guard node.arguments.count == 2, node.arguments.last?.label?.text == "at",
                  let number = evaluate(node.arguments.last!.expression, scope).number, number == number.rounded(), abs(number) < 1_000 else {
                items[stack].stack!.unknown = true
                return
            }
            index = Int(number)
        }
        if let state = currentState {
            recordStackChange(.arrange(item, index: index, location: location), of: stack, state: state, at: location)
        } else if !items[stack].stack!.arrange(item, index: index, at: location) {
            items[stack].stack!.unknown = true
        }
    }

    /// A change a state makes to a stack's arrangement, applied to it as set up when the
    /// document is built.
    func recordStackChange(_ change: StackChange, of stack: Int, state: Int, at location: SourceLocation) {
        items[stack].stack!.stateChanges[state, default: []].append(change)
        if items[stack].stack!.stateLocations[state] == nil { items[stack].stack!.stateLocations[state] = location }
    }
}

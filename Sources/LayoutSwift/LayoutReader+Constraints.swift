import LayoutDiagnostics
import LayoutModel
import SwiftSyntax

/// The calls that make constraints: anchors, `NSLayoutConstraint(item:…)`, visual formats
/// and SnapKit closures; and the sweep that reports every such call left unread.
extension LayoutReader {
    func addRecord(_ record: Record) -> Value {
        var record = record
        record.madeInState = currentState != nil
        record.conditions = conditionStack
        records.append(record)
        return .constraint(records.count - 1)
    }

    func anchorConstraint(_ node: FunctionCallExprSyntax, base: ExprSyntax,
                          relation: (LayoutRelation, constantOnly: Bool, systemSpacing: Bool), _ scope: Scope) -> Value {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)!.declName
        let arguments = Array(node.arguments)
        let first = evaluate(base, scope)
        var multiplier = 1.0, constant = 0.0
        var text = Self.codeText(base) + " \(relation.0.symbol) "
        var second: (Int, LayoutAttribute)?
        func fail(_ reason: String) -> Value {
            markUnread(name, scope, reason)
            if case .anchor(let item, _) = first { items[item].quiet = true; items[item].constraintsUnknown = true }
            if case .anchor(let item, _) = evaluate(arguments[0].expression, scope) { items[item].quiet = true; items[item].constraintsUnknown = true }
            return .unknown
        }
        guard case .anchor(let firstItem, let firstAttribute) = first else {
            return fail("'\(Self.codeText(base))' is not an anchor of a view the reader knows")
        }
        func runTimeValue() -> Value {
            // Read, with a value only run time knows: left out of the model, its views kept quiet.
            markRead(name, scope)
            items[firstItem].quiet = true; items[firstItem].constraintsUnknown = true
            if case .anchor(let item, _) = evaluate(arguments[0].expression, scope) { items[item].quiet = true; items[item].constraintsUnknown = true }
            return .unknown
        }
        for argument in arguments.dropFirst() {
            let value = evaluate(argument.expression, scope)
            guard let number = value.number else { return runTimeValue() }
            if argument.label?.text == "multiplier" { multiplier = number } else if argument.label?.text == "constant" { constant = number }
        }
        if relation.constantOnly {
            guard let number = evaluate(arguments[0].expression, scope).number else { return runTimeValue() }
            constant = number
            text += formatNumber(number)
        } else {
            guard case .anchor(let item, let attribute) = evaluate(arguments[0].expression, scope) else {
                return fail("'\(Self.codeText(arguments[0].expression))' is not an anchor of a view the reader knows")
            }
            second = (item, attribute)
            text += Self.codeText(arguments[0].expression)
            if relation.systemSpacing {
                // UIKit's system spacing between two siblings' edges: 8 points (the standard the visual format uses).
                constant = 8 * multiplier
                multiplier = 1
                text += " + systemSpacing"
                if constant != 8 { text += " * \(formatNumber(constant / 8))" }
            } else {
                if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
                if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
            }
        }
        markRead(name, scope)
        return addRecord(Record(first: (firstItem, firstAttribute), relation: relation.0, second: second.map { ($0.0, $0.1) },
                                multiplier: multiplier, constant: constant, priority: 1000, text: text, location: scope.file.location(name)))
    }

    func itemConstraint(_ node: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        let position = node.calledExpression
        var values: [String: (Value, ExprSyntax)] = [:]
        var attributes: [LayoutAttribute?] = []
        for argument in node.arguments {
            let label = argument.label?.text ?? ""
            if label == "attribute" {
                var name = argument.expression.trimmedText.split(separator: ".").last.map(String.init) ?? ""
                if case .typeName(let bound) = evaluate(argument.expression, scope) { name = bound.split(separator: ".").last.map(String.init) ?? name }
                attributes.append(name == "notAnAttribute" ? nil : UIKitClasses.attributes[name])
                if name != "notAnAttribute", UIKitClasses.attributes[name] == nil {
                    markUnread(position, scope, "the attribute '\(argument.expression.trimmedText)' is chosen at run time")
                    return .unknown
                }
                continue
            }
            var value = evaluate(argument.expression, scope)
            if label == "item" || label == "toItem", let item = viewItem(value, argument.expression, scope, certain: true) { value = .item(item) }
            values[label] = (value, argument.expression)
        }
        guard attributes.count == 2, let firstAttribute = attributes[0], case .item(let firstItem)? = values["item"]?.0 else {
            markUnread(position, scope, "its first item is not a view the reader knows")
            return .unknown
        }
        var relationName = values["relatedBy"]?.1.trimmedText.split(separator: ".").last.map(String.init) ?? "equal"
        // A relation passed in (a helper's `relation` parameter bound to `.equal` where it is called).
        if LayoutRelation(text: relationName) == nil, case .typeName(let bound)? = values["relatedBy"]?.0 {
            relationName = bound.split(separator: ".").last.map(String.init) ?? relationName
        }
        guard let relation = LayoutRelation(text: relationName) else {
            markUnread(position, scope, "its relation is chosen at run time")
            return .unknown
        }
        var second: (Int, LayoutAttribute)?
        if let secondAttribute = attributes[1] {
            guard case .item(let item)? = values["toItem"]?.0 else {
                markUnread(position, scope, "its second item '\(values["toItem"].map { Self.codeText($0.1) } ?? "nil")' is not a view the reader knows")
                items[firstItem].quiet = true; items[firstItem].constraintsUnknown = true
                return .unknown
            }
            second = (item, secondAttribute)
        }
        let multiplier = values["multiplier"]?.0.number ?? (values["multiplier"] == nil ? 1 : nil)
        let constant = values["constant"]?.0.number ?? (values["constant"] == nil ? 0 : nil)
        guard let multiplier, let constant else {
            // Read, with a value only run time knows: left out of the model, its views kept quiet.
            markRead(position, scope)
            items[firstItem].quiet = true; items[firstItem].constraintsUnknown = true
            if let second { items[second.0].quiet = true; items[second.0].constraintsUnknown = true }
            return .unknown
        }
        var text = "\(Self.codeText(values["item"]!.1)).\(firstAttribute.rawValue) \(relation.symbol) "
        if let second {
            text += "\(Self.codeText(values["toItem"]!.1)).\(second.1.rawValue)"
            if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        markRead(position, scope)
        return addRecord(Record(first: (firstItem, firstAttribute), relation: relation, second: second, multiplier: multiplier,
                                constant: constant, priority: 1000, text: text, location: scope.file.location(position)))
    }

    func visualFormat(_ node: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        let position = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self).map { Syntax($0) }.map { $0.as(DeclReferenceExprSyntax.self)! }
        let place: Syntax = position.map(Syntax.init) ?? Syntax(node.calledExpression)
        func fail(_ reason: String) -> Value {
            markUnread(place, scope, reason)
            return .unknown
        }
        var format: String?, metrics: [String: Double] = [:], views: [(key: String, value: Value)] = []
        var alignments: [LayoutAttribute] = []
        var direction: LayoutDirection?
        var viewExpressions: [String: ExprSyntax] = [:]
        for argument in node.arguments {
            let value = evaluate(argument.expression, scope)
            switch argument.label?.text {
            case "withVisualFormat":
                guard case .string(let text) = value else { return fail("the format string is built at run time") }
                format = text
            case "metrics":
                if argument.expression.trimmedText == "nil" { continue }
                guard case .dictionary(let entries) = value else { return fail("the metrics dictionary is built at run time") }
                for entry in entries {
                    guard let number = entry.value.number else {
                        // A metric only run time knows: read, its constraints left out, the views kept quiet.
                        markRead(place, scope)
                        for case .item(let item) in views.map(\.value) { items[item].quiet = true; items[item].constraintsUnknown = true }
                        if case .dictionary(let named)? = node.arguments.first(where: { $0.label?.text == "views" }).map({ evaluate($0.expression, scope) }) {
                            for case .item(let item) in named.map(\.value) { items[item].quiet = true; items[item].constraintsUnknown = true }
                        }
                        return .unknown
                    }
                    metrics[entry.key] = number
                }
            case "views":
                guard case .dictionary(let entries) = value else { return fail("the views dictionary is built at run time") }
                views = entries
                if case .elements(let elements)? = argument.expression.as(DictionaryExprSyntax.self)?.content {
                    for element in elements {
                        if case .string(let key) = evaluate(element.key, scope) { viewExpressions[key] = element.value }
                    }
                }
            case "options":
                for option in argument.expression.trimmedText.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                    let optionName = String(option)
                    if optionName.hasPrefix("alignAll"), let attribute = UIKitClasses.attributes[optionName.dropFirst(8).prefix(1).lowercased() + optionName.dropFirst(9)] {
                        alignments.append(attribute)
                    } else if optionName == "directionLeftToRight" { direction = .leftToRight } else if optionName == "directionRightToLeft" { direction = .rightToLeft }
                }
            default: break
            }
        }
        guard let format else { return fail("the format string is built at run time") }
        if Self.viewNames(in: format).count < 2 {
            // Alignment options align each view with the one before it: with a single view they
            // align nothing, and UIKit accepts them on either axis (Eureka's field cells lay out
            // "V:|-[textField]-|" with .alignAllLastBaseline on every row).
            alignments = []
        }
        var viewItems: [String: Int] = [:]
        for entry in views {
            var value = entry.value
            if case .item = value {} else if let expression = viewExpressions[entry.key], let item = viewItem(value, expression, scope, certain: true) {
                value = .item(item)
            }
            guard case .item(let item) = value else { return fail("the view '\(entry.key)' is computed at run time") }
            viewItems[entry.key] = item
        }
        let pieces: [VisualFormatExpansion.Piece]
        switch VisualFormatExpansion.expand(format, metrics: metrics, views: views.map(\.key), alignments: alignments, direction: direction) {
        case .success(let expanded): pieces = expanded
        case .failure(let problem): return fail("the format is not one UIKit reads: \(problem.message)")
        }
        // `|` is the superview of the format's views.
        let named = pieces.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }.filter { !$0.isSuperview }.compactMap { viewItems[$0.name] }
        var superview: Int?
        if pieces.contains(where: { $0.first.isSuperview || $0.second?.isSuperview == true }) {
            if let parent = named.lazy.compactMap({ self.items[$0].parent }).first {
                superview = parent
            } else if let first = named.first, named.allSatisfy({ !self.items[$0].owned }) {
                // Views the code does not make (outlets, a cell's own labels): their superview is one
                // whose constraints are unknown, as for SnapKit's `equalToSuperview()`.
                superview = superviewItem(of: first, scope, at: place)
            } else {
                // A view the code makes and has not added anywhere: UIKit refuses '|' then.
                return fail("'|' stands for the views' superview, which the code does not set before this call")
            }
        }
        var made: [Value] = []
        for piece in pieces {
            func item(_ side: VisualFormatExpansion.Side) -> Int? { side.isSuperview ? superview : viewItems[side.name] }
            guard let first = item(piece.first) else { return fail("the format names a view '\(piece.first.name)' the dictionary does not hold") }
            var second: (Int, LayoutAttribute)?
            if let side = piece.second {
                guard let other = item(side) else { return fail("the format names a view '\(side.name)' the dictionary does not hold") }
                second = (other, side.attribute)
            }
            let scalars = Array(format.unicodeScalars)
            let pieceText = String(String.UnicodeScalarView(scalars[max(0, piece.range.lowerBound)..<min(scalars.count, piece.range.upperBound)]))
            func element(_ side: VisualFormatExpansion.Side?) -> String {
                guard let side else { return "" }
                return side.isSuperview ? "|" : "[\(side.name)]"
            }
            let shown: String
            if piece.second == nil || piece.first.attribute.isSize {
                shown = "[\(piece.first.name)(\(pieceText))]"
            } else if piece.first.attribute == piece.second?.attribute, !piece.first.isSuperview, piece.second?.isSuperview == false,
                      ![LayoutAttribute.top, .leading, .left, .right, .trailing, .bottom].contains(piece.first.attribute) || alignments.contains(piece.first.attribute) {
                shown = "\(element(piece.second)) \(element(piece.first)) aligned by \(piece.first.attribute.rawValue)"
            } else {
                // Left to right as written: the second item comes first unless the direction is swapped.
                let leftFirst = [LayoutAttribute.leading, .left, .top].contains(piece.first.attribute) && !piece.first.isSuperview
                    || piece.first.isSuperview && [LayoutAttribute.trailing, .right, .bottom].contains(piece.first.attribute)
                shown = leftFirst ? "\(element(piece.second))\(pieceText)\(element(piece.first))"
                    : "\(element(piece.first))\(pieceText)\(element(piece.second))"
            }
            let text = "\"\(format)\": \(shown)"
            var record = Record(first: (first, piece.first.attribute), relation: piece.relation, second: second, multiplier: 1,
                                constant: piece.constant, priority: piece.priority.value, text: text, location: scope.file.location(place))
            record.priorityText = piece.priority.written
            made.append(addRecord(record))
        }
        markRead(place, scope)
        return .list(made)
    }

    /// The names in a visual format's view elements (`[name]`, `[name(>=40)]`).
    static func viewNames(in format: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    // MARK: SnapKit

    func snapKit(_ node: FunctionCallExprSyntax, item: Int, kind called: String, _ scope: Scope) -> Value {
        var kind = called
        // SnapKit's `updateConstraints` on a view it has made no constraint for makes them, as
        // `makeConstraints` does: it stops the app only when the view has some and one is not matched.
        if kind == "updateConstraints", (snapKitConstraints[item] ?? []).isEmpty, !snapKitUnmodelled.contains(item) {
            kind = "makeConstraints"
        }
        guard let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self) else { return .unknown }
        items[item].autoresizing = false
        var makerName = "$0"
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let list): makerName = list.first?.name.text ?? "$0"
            case .parameterClause(let clause): makerName = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
            }
        }
        let location = scope.file.location(node.calledExpression)
        if kind == "remakeConstraints" {
            for record in snapKitConstraints[item] ?? [] where records[record].active || currentState != nil {
                setActive(record, false, at: location)
            }
            snapKitConstraints[item] = []
            snapKitUnmodelled.remove(item)
        }
        let inner = Scope(parent: scope, type: scope.type, file: scope.file, method: scope.method)
        inner.locals[makerName] = .unknown
        snapKitStack.append((item, kind, makerName))
        defer { snapKitStack.removeLast() }
        run(closure.statements, inner)
        return .unknown
    }

    /// One SnapKit statement: `make.top.left.equalTo(other.snp.bottom).offset(8).priority(.high)`.
    /// - Returns: nil when `node` is not rooted at the maker.
    func snapKitStatement(_ node: ExprSyntax, _ scope: Scope) -> Value? {
        guard let (item, kind, makerName) = snapKitStack.last else { return nil }
        // The chain, from the maker out.
        var links: [(name: String, call: FunctionCallExprSyntax?)] = []
        var current: ExprSyntax = node
        var maker: DeclReferenceExprSyntax?
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                links.insert((member.declName.baseName.text, call), at: 0)
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                links.insert((member.declName.baseName.text, nil), at: 0)
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.text == makerName {
                maker = reference
                break
            } else {
                return nil
            }
        }
        guard let maker else { return nil }
        func fail(_ reason: String) -> Value {
            markUnread(maker, scope, reason)
            items[item].quiet = true; items[item].constraintsUnknown = true
            snapKitUnmodelled.insert(item)
            return .unknown
        }
        func runTimeValue() -> Value {
            markRead(maker, scope)
            items[item].quiet = true; items[item].constraintsUnknown = true
            snapKitUnmodelled.insert(item)
            return .unknown
        }
        var attributes: [LayoutAttribute] = []
        var index = 0
        while index < links.count, links[index].call == nil, let named = snapKitAttributes[links[index].name] {
            attributes += named
            index += 1
        }
        guard !attributes.isEmpty, index < links.count, let relationCall = links[index].call else {
            return fail("the statement names no attribute and relation the reader knows")
        }
        let relationName = links[index].name
        let relation: LayoutRelation
        var toSuperview = false
        switch relationName {
        case "equalTo": relation = .equal
        case "lessThanOrEqualTo": relation = .lessThanOrEqual
        case "greaterThanOrEqualTo": relation = .greaterThanOrEqual
        case "equalToSuperview": relation = .equal; toSuperview = true
        case "lessThanOrEqualToSuperview": relation = .lessThanOrEqual; toSuperview = true
        case "greaterThanOrEqualToSuperview": relation = .greaterThanOrEqual; toSuperview = true
        default: return fail("'\(relationName)' is not a relation the reader knows")
        }
        // The target: another view's attributes, a number, a size, or the superview.
        var targetItem: Int?
        var targetAttributes: [LayoutAttribute]?
        var constants: [Double] = Array(repeating: 0, count: attributes.count)
        var toConstant = false
        var updatedValueUnknown = false
        if toSuperview {
            let parent = superviewItem(of: item, scope, at: maker)
            targetItem = parent
        } else {
            guard let argument = relationCall.arguments.first else { return fail("the relation has no target") }
            switch evaluate(argument.expression, scope) {
            case .item(let other): targetItem = other
            case .snpAnchor(let other, let named):
                targetItem = other
                targetAttributes = named
            case .anchor(let other, let attribute):
                targetItem = other
                targetAttributes = [attribute]
            case .number(let number):
                toConstant = true
                constants = Array(repeating: number, count: attributes.count)
            case .choice(let values) where kind == "updateConstraints":
                // The new constant is chosen at run time; the constraint it updates is found all the same.
                toConstant = true
                constants = Array(repeating: values[0], count: attributes.count)
                updatedValueUnknown = true
            case .size(let width, let height):
                toConstant = true
                constants = attributes.map { $0 == .width ? width : height }
            case let other:
                if let item = viewItem(other, argument.expression, scope) {
                    targetItem = item
                } else if kind == "updateConstraints" {
                    // A constant only run time knows: the constraint it updates is found all the same.
                    toConstant = true
                    updatedValueUnknown = true
                } else {
                    // A constant only run time knows: read, left out of the model.
                    return runTimeValue()
                }
            }
        }
        var multiplier = 1.0, priority = 1000.0
        var priorityText: String?
        var keep = false
        for link in links[(index + 1)...] {
            let argument = link.call?.arguments.first.map { evaluate($0.expression, scope) }
            switch link.name {
            case "offset":
                guard let number = argument?.number else { return runTimeValue() }
                constants = constants.map { $0 + number }
            case "inset":
                switch argument {
                case .number(let number)?:
                    constants = zip(constants, attributes).map { constant, attribute in constant + Self.insetSign(attribute) * number * (attribute.isSize ? 2 : 1) }
                case .insets(let top, let left, let bottom, let right)?:
                    constants = zip(constants, attributes).map { constant, attribute in
                        switch attribute {
                        case .top, .topMargin: return constant + top
                        case .bottom, .bottomMargin: return constant - bottom
                        case .left, .leading, .leftMargin, .leadingMargin: return constant + left
                        case .right, .trailing, .rightMargin, .trailingMargin: return constant - right
                        case .width: return constant - left - right
                        case .height: return constant - top - bottom
                        default: return constant
                        }
                    }
                default: return runTimeValue()
                }
            case "multipliedBy", "dividedBy":
                guard let number = argument?.number, number != 0 else { return runTimeValue() }
                multiplier = link.name == "multipliedBy" ? number : 1 / number
            case "priority":
                guard let number = argument?.number else { return runTimeValue() }
                priority = number
                priorityText = link.call?.arguments.first?.expression.trimmedText
            case "priorityRequired": priority = 1000
            case "priorityHigh": priority = 750
            case "priorityMedium": priority = 500
            case "priorityLow": priority = 250
            case "constraint": keep = true
            case "labeled", "identifier": break
            default: return fail("'\(link.name)' is not a SnapKit modifier the reader knows")
            }
        }
        if multiplier != 1 { constants = constants.map { $0 } }
        let location = scope.file.location(maker)
        let text = Self.codeText(node).replacing("\(makerName).", with: "make.")
        var made: [Int] = []
        for (offset, attribute) in attributes.enumerated() {
            var second: (Int, LayoutAttribute)?
            if let targetItem {
                let attributeThere = targetAttributes.map { $0.count == attributes.count ? $0[offset] : $0[0] } ?? attribute
                second = (targetItem, attributeThere)
            } else if toConstant, attribute.isLocation {
                // `make.left.equalTo(10)`: SnapKit pins a location to the superview's.
                let parent = superviewItem(of: item, scope, at: maker)
                second = (parent, attribute)
            }
            var record = Record(first: (item, attribute), relation: relation, second: second, multiplier: multiplier,
                                constant: constants[offset], priority: priority, text: text, location: location)
            record.priorityText = priorityText
            record.snapKitView = item
            if kind == "updateConstraints" {
                if let existing = snapKitMatch(record) {
                    setConstant(existing, updatedValueUnknown ? .unknown : .number(record.constant), at: location)
                    made.append(existing)
                    continue
                }
                if snapKitUnmodelled.contains(item) {
                    // It may update one read with a run-time constant, left out of the model.
                    return runTimeValue()
                }
                diagnostics.append(Diagnostic(
                    ruleID: SwiftProblem.snapKitUpdate, severity: .error,
                    message: "'\(text)' updates a constraint that makeConstraints never made for '\(items[item].name)'; SnapKit stops the app (\"Updated constraint could not find existing matching constraint to update\")",
                    location: location))
                markRead(maker, scope)
                return .unknown
            }
            guard case .constraint(let index) = addRecord(record) else { continue }
            setActive(index, true, at: location)
            if currentState != nil { records[index].active = false }
            snapKitConstraints[item, default: []].append(index)
            made.append(index)
        }
        markRead(maker, scope)
        return keep ? (made.count == 1 ? .constraint(made[0]) : .list(made.map(Value.constraint))) : .unknown
    }

    /// The view's superview; one whose constraints are unknown when the code adds it nowhere the reader follows.
    func superviewItem(of item: Int, _ scope: Scope, at node: some SyntaxProtocol) -> Int {
        if let parent = items[item].parent { return parent }
        let parent = unknownItem("\(items[item].name).superview", scope, at: node)
        items[item].parent = parent
        items[item].quiet = true; items[item].constraintsUnknown = true
        return parent
    }

    static func insetSign(_ attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .top, .left, .leading, .topMargin, .leftMargin, .leadingMargin: return 1
        default: return -1
        }
    }

    /// The constraint SnapKit's `updateConstraints` finds: same view and attribute, same
    /// relation, second item and attribute, multiplier and priority.
    func snapKitMatch(_ record: Record) -> Int? {
        (snapKitConstraints[record.first.item] ?? []).last { index in
            let other = records[index]
            return other.first.attribute == record.first.attribute && other.relation == record.relation
                && other.second?.item == record.second?.item && other.second?.attribute == record.second?.attribute
                && other.multiplier == record.multiplier && other.priority == record.priority
        }
    }

    // MARK: Unread code

    /// Marks every constraint-making call under `node` unread with `reason`.
    func markAllUnread(_ node: Syntax, _ scope: Scope, reason: String) {
        for (place, _) in constraintCalls(in: node) { markUnread(place, scope, reason) }
    }

    /// The places of the constraint-making calls and SnapKit statements under `node`.
    func constraintCalls(in node: Syntax) -> [(Syntax, String)] {
        final class Finder: SyntaxVisitor {
            var found: [(Syntax, String)] = []
            var makers: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let labels = node.arguments.map { $0.label?.text }
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                    let name = member.declName.baseName.text
                    if name == "constraint", let first = labels.first ?? nil, LayoutReader.anchorRelations[first] != nil {
                        found.append((Syntax(member.declName), "anchor"))
                    } else if name == "constraints", labels.first == "withVisualFormat" {
                        found.append((Syntax(member.declName), "visual format"))
                    } else if name == "NSLayoutConstraint", labels.first == "item" {
                        found.append((Syntax(member.declName), "item"))
                    } else if ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name),
                              member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "snp" {
                        let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
                        var maker = "$0"
                        if let parameters = closure?.signature?.parameterClause {
                            switch parameters {
                            case .simpleInput(let list): maker = list.first?.name.text ?? "$0"
                            case .parameterClause(let clause): maker = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
                            }
                        }
                        makers.append(maker)
                        if let closure { walk(closure) }
                        makers.removeLast()
                        walk(member)
                        for argument in node.arguments where !argument.expression.is(ClosureExprSyntax.self) { walk(argument) }
                        return .skipChildren
                    }
                } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                    if reference.baseName.text == "NSLayoutConstraint", labels.first == "item" {
                        found.append((Syntax(reference), "item"))
                    }
                }
                return .visitChildren
            }
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                // A SnapKit statement: an expression statement rooted at the maker.
                if let maker = makers.last, case .expr(let expression) = node.item, let root = Self.root(of: expression),
                   root.baseName.text == maker {
                    found.append((Syntax(root), "snapkit"))
                }
                return .visitChildren
            }
            static func root(of expression: ExprSyntax) -> DeclReferenceExprSyntax? {
                var current = expression
                while true {
                    if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
                    if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
                    return current.as(DeclReferenceExprSyntax.self)
                }
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// Every constraint-making call of the file that was neither read nor reported: reported
    /// now, with the reason that its code was not followed.
    func sweepUnread() {
        let calls = constraintCalls(in: Syntax(file.tree))
        fileConstraintCalls = calls.map(\.0)
        for (place, _) in calls {
            let key = key(place, in: file)
            guard !read.contains(key), unread[key] == nil else { continue }
            unread[key] = (file.location(place), Self.enclosingReason(place))
            if let type = Self.enclosingTypeName(place) { typesWithUnreadCode.insert(type) }
        }
    }

    static func enclosingTypeName(_ node: Syntax) -> String? {
        var current = node.parent
        while let next = current {
            if let decl = next.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = next.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = next.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedText.split(separator: ".").last.map(String.init) }
            current = next.parent
        }
        return nil
    }

    static func enclosingReason(_ node: Syntax) -> String {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) { return "it is in a closure the reader does not follow" }
            if let function = next.as(FunctionDeclSyntax.self) { return "it is in '\(function.name.text)', which the reader could not follow" }
            if next.is(SwitchCaseSyntax.self) { return "it is in a case of a switch the reader does not follow" }
            current = next.parent
        }
        return "it is in code the reader does not follow"
    }
}

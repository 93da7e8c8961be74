import LayoutModel
import LayoutSolver

/// A view or layout guide the log names, with the name a person can search for.
public struct LogItem: Sendable {
    public var key: String
    public var className: String?
    public var address: String?
    public var text: String?
    /// The accessibility (or user-interface) identifier, when the log prints one.
    public var name: String?
    /// Per class, in order of first appearance in the input (1-based).
    public var number: Int
    /// Index of the superview, when a visual format's `|` (or a sibling's) says which it is.
    public var parent: Int?
    /// Per margin side (`top`, `bottom`, `leading`, `trailing`), the item of the view's layout
    /// margins guide, when the log lists the guide's constraint for that side.
    public var marginGuides: [String: Int] = [:]

    /// "UILabel #2 'Set lunch' (…e80)", "progress background (…290)".
    public var displayName: String {
        var result: String
        if let name {
            result = name
        } else {
            result = "\(className ?? "view") #\(number)"
            if let text { result += " '\(text)'" }
        }
        if let address {
            result += address.hasPrefix("0x") && address.count > 6 ? " (…\(address.suffix(3)))" : " (\(address))"
        }
        return result
    }
}

/// The items of one input and the engine variables of their frames, in one coordinate space
/// (the window's, as UIKit's engine solves it).
///
/// Each item has `x`, `y` (its left and top), `width` and `height`; an attribute is a linear
/// expression of them (`centerX = x + width / 2`). What the log does not print gets its own
/// free variable: a layout margin, a baseline offset. A scroll view's engine-private content
/// size is a size of its own.
public final class LogModel {
    public private(set) var items: [LogItem] = []
    private var byKey: [String: Int] = [:]
    private var perClass: [String: Int] = [:]

    enum Part: Hashable {
        case x, y, width, height, contentWidth, contentHeight
        case margin(String)
        case baseline(String)
        /// Where an item's unknown superview starts, on an axis.
        case superviewOrigin(String)

        var isUnknownValue: Bool {
            switch self {
            case .margin, .baseline, .superviewOrigin: return true
            default: return false
            }
        }
    }

    struct VariableKey: Hashable {
        var item: Int
        var part: Part
    }

    private(set) var variables: [VariableKey: Variable] = [:]
    private(set) var keysByVariable: [Variable: VariableKey] = [:]

    /// Names every item of every message in the order the input shows them, so numbers are
    /// consistent across the messages of one input.
    public init(reading: LogReading) {
        var siblings: [(Int, Int)] = []
        for message in reading.messages {
            for constraint in message.constraints + (message.broken.map { [$0] } ?? []) {
                guard let relation = constraint.relation else { continue }
                let first = index(of: relation.first.item)
                if !relation.barIsSuperview, let superview = relation.superview, parents[first] == nil {
                    // An equation whose suffix binds '|' (AppKit's autoresizing `minX == 0`).
                    let parent = index(of: superview)
                    if parent != first { parents[first] = parent }
                }
                guard let second = relation.second.map({ index(of: $0.item) }) else { continue }
                if relation.barIsSuperview {
                    // `|` is the second item of `|-(g)-[A]` and the first of `[A]-(g)-|`.
                    let (child, parent) = relation.first.attribute == "leading" || relation.first.attribute == "top" ? (first, second) : (second, first)
                    if parents[child] == nil { parents[child] = parent }
                } else if relation.siblings {
                    siblings.append((first, second))
                }
            }
        }
        // Views spaced by a visual format share a superview.
        var changed = true
        while changed {
            changed = false
            for (a, b) in siblings {
                if parents[a] == nil, let parent = parents[b] { parents[a] = parent; changed = true }
                if parents[b] == nil, let parent = parents[a] { parents[b] = parent; changed = true }
            }
        }
        for (child, parent) in parents { items[child].parent = parent }
        // UIKit resolves a view's margin attributes through its layout margins guide, and lists
        // the guide's constraints to the view ('UIView-topMargin-guide-constraint',
        // `V:|-(8)-[UILayoutGuide'UIViewLayoutMarginsGuide']`) when a margin takes part: where
        // the log prints one, that margin is the distance it prints, not an unknown value.
        for message in reading.messages {
            for constraint in message.constraints {
                guard let identifier = constraint.identifier, identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint"),
                      let relation = constraint.relation else { continue }
                let side = identifier.dropFirst("UIView-".count).dropLast("Margin-guide-constraint".count)
                let named = [relation.first.item] + (relation.second.map { [$0.item] } ?? [])
                guard let guideItem = named.first(where: { $0.text == "UIViewLayoutMarginsGuide" }) else { continue }
                let guide = index(of: guideItem)
                guard let view = parents[guide], let modelSide = LogModel.marginSides[String(side)] else { continue }
                marginGuides[MarginSide(view: view, side: modelSide)] = guide
                items[view].marginGuides[modelSide] = guide
            }
        }
    }

    private struct MarginSide: Hashable {
        var view: Int
        var side: String
    }

    /// A view's margins guide per side whose guide constraint the log lists.
    private var marginGuides: [MarginSide: Int] = [:]
    private static let marginSides = ["top": "top", "bottom": "bottom", "left": "leading", "right": "trailing", "leading": "leading", "trailing": "trailing"]

    /// The superview of an item, when a visual format's `|` or a sibling says which it is.
    private(set) var parents: [Int: Int] = [:]

    func index(of logged: LoggedItem) -> Int {
        if let found = byKey[logged.key] {
            if items[found].name == nil, let name = logged.name { items[found].name = name }
            if items[found].className == nil, let className = logged.className { items[found].className = className }
            if items[found].text == nil, let text = logged.text { items[found].text = text }
            return found
        }
        let className = logged.className ?? ""
        let number = (perClass[className] ?? 0) + 1
        perClass[className] = number
        items.append(LogItem(key: logged.key, className: logged.className, address: logged.address, text: logged.text,
                             name: logged.name, number: number))
        byKey[logged.key] = items.count - 1
        return items.count - 1
    }

    func item(_ logged: LoggedItem) -> LogItem { items[index(of: logged)] }

    func variable(_ item: Int, _ part: Part) -> Variable {
        let key = VariableKey(item: item, part: part)
        if let found = variables[key] { return found }
        let variable = Variable(variables.count)
        variables[key] = variable
        keysByVariable[variable] = key
        return variable
    }

    /// The attribute as a linear expression of the item's frame.
    func expression(_ anchor: LoggedAnchor) -> LinearExpression {
        let item = index(of: anchor.item)
        let x = LinearExpression(variable(item, .x)), y = LinearExpression(variable(item, .y))
        let width = LinearExpression(variable(item, .width)), height = LinearExpression(variable(item, .height))
        func margin(_ side: String) -> LinearExpression {
            guard let guide = marginGuides[MarginSide(view: item, side: side)] else { return LinearExpression(variable(item, .margin(side))) }
            let guideX = LinearExpression(variable(guide, .x)), guideY = LinearExpression(variable(guide, .y))
            switch side {
            case "top": return guideY - y
            case "bottom": return y + height - guideY - LinearExpression(variable(guide, .height))
            case "leading": return guideX - x
            default: return x + width - guideX - LinearExpression(variable(guide, .width))
            }
        }
        switch anchor.attribute {
        case "left", "leading", "minX": return x
        case "right", "trailing", "maxX": return x + width
        case "centerX", "midX": return x + width * 0.5
        case "width": return width
        case "top", "minY": return y
        case "bottom", "maxY": return y + height
        case "centerY", "midY": return y + height * 0.5
        case "height": return height
        case "leftMargin", "leadingMargin": return x + margin("leading")
        case "rightMargin", "trailingMargin": return x + width - margin("trailing")
        case "topMargin": return y + margin("top")
        case "bottomMargin": return y + height - margin("bottom")
        case "centerXWithinMargins": return x + width * 0.5 + (margin("leading") - margin("trailing")) * 0.5
        case "centerYWithinMargins": return y + height * 0.5 + (margin("top") - margin("bottom")) * 0.5
        case "firstBaseline", "baseline": return y + LinearExpression(variable(item, .baseline("first")))
        case "lastBaseline": return y + LinearExpression(variable(item, .baseline("last")))
        case "contentWidth": return LinearExpression(variable(item, .contentWidth))
        case "contentHeight": return LinearExpression(variable(item, .contentHeight))
        default: return x
        }
    }

    /// `first relation multiplier × second + constant`, required: UIKit reports conflicts
    /// among required constraints only, and logs print no priority.
    func linear(_ relation: LoggedRelation) -> LinearConstraint {
        var rhs = LinearExpression.constant(relation.constant)
        if let second = relation.second {
            rhs = expression(second) * relation.multiplier + relation.constant
        } else if !LogModel.sizeAttributes.contains(relation.first.attribute) {
            // A position alone (autoresizing `midX == + 14.5`) is one in the superview.
            let item = index(of: relation.first.item)
            let horizontal = LogModel.horizontalAttributes.contains(relation.first.attribute)
            let origin = parents[item].map { variable($0, horizontal ? .x : .y) } ?? variable(item, .superviewOrigin(horizontal ? "x" : "y"))
            rhs = LinearExpression(origin) + relation.constant
        }
        let solverRelation: Relation = switch relation.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(expression(relation.first), solverRelation, rhs)
    }

    static let sizeAttributes: Set<String> = ["width", "height", "contentWidth", "contentHeight"]
    static let horizontalAttributes: Set<String> = [
        "left", "right", "leading", "trailing", "centerX", "minX", "midX", "maxX", "leftMargin", "rightMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "width", "contentWidth",
    ]

    /// `item.width >= 0` and the like for every size the constraints mention, and the same
    /// for the layout margins they use (their values are not printed; UIKit's are not negative).
    func sizeRules(for constraints: [LinearConstraint]) -> [(variable: Variable, rule: LinearConstraint)] {
        var seen: Set<Variable> = []
        var result: [(variable: Variable, rule: LinearConstraint)] = []
        for constraint in constraints {
            for term in constraint.expression.terms {
                guard let key = keysByVariable[term.variable] else { continue }
                let sizes: [Part] = switch key.part {
                case .x, .width, .margin("leading"), .margin("trailing"): [.width]
                case .y, .height, .margin("top"), .margin("bottom"), .baseline: [.height]
                case .contentWidth: [.contentWidth]
                case .contentHeight: [.contentHeight]
                default: []
                }
                var parts = sizes
                if case .margin = key.part { parts.append(key.part) }
                for part in parts {
                    let size = variable(key.item, part)
                    if seen.insert(size).inserted {
                        result.append((size, LinearConstraint(LinearExpression(size), .greaterThanOrEqual, priority: LinearConstraint.required)))
                    }
                }
            }
        }
        return result.sorted { $0.variable < $1.variable }
    }

    /// "UILabel #1 (…480).height" for a size variable; the phrase for an unknown value.
    func describe(_ variable: Variable) -> String {
        guard let key = keysByVariable[variable] else { return "\(variable)" }
        let name = items[key.item].displayName
        switch key.part {
        case .x: return "\(name).left"
        case .y: return "\(name).top"
        case .width: return "\(name).width"
        case .height: return "\(name).height"
        case .contentWidth: return "\(name).contentWidth"
        case .contentHeight: return "\(name).contentHeight"
        case .margin(let side): return "the \(side) layout margin of \(name)"
        case .baseline(let which): return "the \(which) baseline offset of \(name)"
        case .superviewOrigin(let axis): return "the \(axis == "x" ? "left" : "top") of the superview of \(name)"
        }
    }

    /// Whether the variable is a layout margin (the log does not print its value).
    func isMargin(_ variable: Variable) -> Bool {
        if case .margin? = keysByVariable[variable]?.part { return true }
        return false
    }

    /// Whether the variable is a baseline offset (the log does not print it).
    func isBaseline(_ variable: Variable) -> Bool {
        if case .baseline? = keysByVariable[variable]?.part { return true }
        return false
    }

    /// Variables whose value the log does not print (margins, baselines).
    func isUnknownValue(_ variable: Variable) -> Bool { keysByVariable[variable]?.part.isUnknownValue ?? false }

    func isContentSize(_ variable: Variable) -> Bool {
        guard let part = keysByVariable[variable]?.part else { return false }
        return part == .contentWidth || part == .contentHeight
    }

    /// The anchor as a person reads it: "UILabel #1 (…480).bottom".
    func describe(_ anchor: LoggedAnchor) -> String { "\(item(anchor.item).displayName).\(anchor.attribute)" }

    /// The relation with the items' names: "UIStackView #1 (…c70).leading == UIImageView #1 (…210).trailing + 8".
    func describe(_ relation: LoggedRelation) -> String {
        var text = "\(describe(relation.first)) \(relation.relation.rawValue) "
        if let second = relation.second {
            text += relation.multiplier == 1 ? describe(second) : "\(formatNumber(relation.multiplier)) × \(describe(second))"
            if relation.constant != 0 { text += relation.constant < 0 ? " - \(formatNumber(-relation.constant))" : " + \(formatNumber(relation.constant))" }
        } else {
            text += formatNumber(relation.constant)
        }
        return text
    }
}

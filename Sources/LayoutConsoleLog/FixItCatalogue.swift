import LayoutModel

/// A suggested fix for a known cause of conflicts, with the cause's id in the catalogue
/// (docs/conflict-logs.md documents each with a real log).
public struct CatalogueFixIt: Hashable, Sendable {
    public var cause: String
    public var title: String
}

/// The known causes of "Unable to simultaneously satisfy constraints", recognised from what
/// the members of a conflicting set are: who added them (identifier, class) and what they say.
enum FixItCatalogue {
    static func suggestions(for set: ConflictSet, constraints: [LoggedConstraint], model: LogModel) -> [CatalogueFixIt] {
        let listed = set.members.compactMap { member -> Int? in if case .listed(let i) = member { return i } else { return nil } }
        let members = listed.map { constraints[$0] }
        // The member to lower: the last one the app wrote (not one UIKit generated).
        let own = members.last { isAppConstraint($0) }
        let ownText = own.map { "'\(model.describe($0.relation!))'" } ?? "one constraint of the chain"
        var result: [CatalogueFixIt] = []
        func add(_ cause: String, _ title: String) { result.append(CatalogueFixIt(cause: cause, title: title)) }
        func firstItem(_ constraint: LoggedConstraint) -> String {
            constraint.relation.map { model.item($0.first.item).displayName } ?? "the view"
        }

        for member in members where member.className == "NSAutoresizingMaskLayoutConstraint" && !(member.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout") {
            add("autoresizing-mask", "set translatesAutoresizingMaskIntoConstraints = false on \(firstItem(member)): its autoresizing mask \(member.mask ?? "") became the constraint '\(member.text)'")
            break
        }
        if let member = members.first(where: { ($0.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout-") }) {
            let value = member.relation.map { formatNumber($0.constant) } ?? "?"
            let zero = member.relation.map { abs($0.constant) < 1e-6 } ?? false
            let size = (member.identifier ?? "").hasSuffix("Width") ? "width" : "height"
            add("encapsulated-size", zero
                ? "the table or collection view gave \(firstItem(member)) a \(size) of 0 at its first layout pass ('\(member.identifier!)'): lower \(ownText) to 999 so the pass can hold; the real \(size) follows"
                : "the table or collection view fixes \(firstItem(member)) at a \(size) of \(value) ('\(member.identifier!)'): lower \(ownText) to 999, or let the cell size itself (automaticDimension, estimated sizes)")
        }
        if let member = members.first(where: { $0.identifier == "_UITemporaryLayoutWidth" || $0.identifier == "_UITemporaryLayoutHeight" }) {
            add("temporary-size", "UIKit sized \(firstItem(member)) with a temporary '\(member.identifier!)' while measuring it outside a hierarchy: lower \(ownText) to 999, or install the constraints once the view is in its superview")
        }
        if let member = members.first(where: { $0.identifier == "UISV-hiding" }) {
            add("stack-hiding", "\(firstItem(member)) is a hidden arranged subview, which the stack view holds at 0 ('UISV-hiding'): lower \(ownText) to 999 so it can collapse")
        } else if members.contains(where: { ($0.identifier ?? "").hasPrefix("UISV-") }),
                  let fixed = members.first(where: { isFixedSize($0) && isAppConstraint($0) }) {
            add("stack-arranged-size", "an arranged subview's fixed size ('\(model.describe(fixed.relation!))') fights the size the stack view gives it: lower it to 999, or change the stack view's distribution or alignment")
        }
        if let member = members.first(where: { $0.identifier == "fittingSizeHTarget" || $0.identifier == "fittingSizeVTarget" }) {
            add("fitting-size", "UIKit measured \(firstItem(member)) against a target size of \(member.relation.map { formatNumber($0.constant) } ?? "0") ('\(member.identifier!)', systemLayoutSizeFitting): lower \(ownText) to 999, or measure with a real target size")
        }
        if let member = members.first(where: { isFixedSize($0) && ($0.relation?.constant ?? 0) < 0 }) {
            add("negative-size", "a size is never negative, and '\(model.describe(member.relation!))' asks for \(formatNumber(member.relation!.constant)): the constant probably has the wrong sign (an inset written as an offset)")
        }
        if result.isEmpty, let member = members.first(where: { isFixedSize($0) && isAppConstraint($0) && abs($0.relation!.constant) < 1e-6
            && $0.relation!.relation != .greaterThanOrEqual && !($0.relation!.first.item.className ?? "").hasSuffix("LayoutGuide") }) {
            add("zero-size-container", "\(firstItem(member)) is laid out at 0 ('\(model.describe(member.relation!))') before it gets its real size: lower \(ownText == "'\(model.describe(member.relation!))'" ? "one constraint of the chain" : ownText) to 999 so that pass can hold")
        }
        if let pair = duplicatePair(members) {
            add("constrained-twice", "'\(model.describe(pair.0.relation!))' and '\(model.describe(pair.1.relation!))' constrain the same attribute with different constants: deactivate the old constraint before adding the new one (SnapKit and Masonry: remakeConstraints or updateConstraints; else keep a reference and set isActive = false)")
        }
        if let member = members.first(where: { $0.className == "NSIBPrototypingLayoutConstraint" }) {
            add("ib-prototyping", "Interface Builder added fixed-frame constraints for \(firstItem(member)), which has none in the storyboard: give it constraints there, or turn off translatesAutoresizingMaskIntoConstraints before adding yours")
        }
        if members.contains(where: { ($0.identifier ?? "").hasSuffix("Margin-guide-constraint") || ($0.identifier ?? "").hasPrefix("UIViewSafeAreaLayoutGuide") }) {
            add("margins", "the layout margins or safe area take room the chain does not have: pin to the view's edges instead of its margins, set the margins to 0, or lower \(ownText) to 999")
        }
        if members.contains(where: { $0.className == "_UILayoutSupportConstraint" }) {
            add("layout-guide", "the top or bottom layout guide is part of the conflict: pin to the safe area (or the view) once, not to both the guide and the superview")
        }
        if result.isEmpty {
            add("lower-priority", "lower the priority of the constraint that should give way to 999, or remove it")
        }
        return result
    }

    /// Constraints the app wrote, as opposed to those UIKit generates.
    private static func isAppConstraint(_ constraint: LoggedConstraint) -> Bool {
        guard constraint.relation != nil else { return false }
        if constraint.className == "NSAutoresizingMaskLayoutConstraint" || constraint.className.hasPrefix("_UI")
            || constraint.className == "NSIBPrototypingLayoutConstraint" { return false }
        guard let identifier = constraint.identifier else { return true }
        return !(identifier.hasPrefix("UIView-") || identifier.hasPrefix("UISV-") || identifier.hasPrefix("_UI")
            || identifier.hasPrefix("fittingSize") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide"))
    }

    private static func isFixedSize(_ constraint: LoggedConstraint) -> Bool {
        guard let relation = constraint.relation, relation.second == nil else { return false }
        return ["width", "height", "contentWidth", "contentHeight"].contains(relation.first.attribute)
    }

    /// Two members relating the same anchors with the same multiplier and different constants.
    private static func duplicatePair(_ members: [LoggedConstraint]) -> (LoggedConstraint, LoggedConstraint)? {
        // Both written by the app: a UIKit-generated one (autoresizing, encapsulated size)
        // against the app's is another cause.
        for (index, a) in members.enumerated() {
            guard let ra = a.relation, ra.relation == .equal, isAppConstraint(a) else { continue }
            for b in members[(index + 1)...] {
                guard let rb = b.relation, rb.relation == .equal, isAppConstraint(b) else { continue }
                if ra.first == rb.first, ra.second == rb.second, ra.multiplier == rb.multiplier, ra.constant != rb.constant {
                    return (a, b)
                }
            }
        }
        return nil
    }
}

import LayoutDiagnostics
import LayoutModel

/// A stack view of the document described for the model's `StackArrangement`, which makes
/// the constraints UIStackView (and NSStackView, much the same) creates at run time for its
/// arranged subviews (the Swift front end describes stacks made in code to the same model).
extension DocumentConverter {
    /// The gravity areas of an NSStackView, in order along its axis.
    static let gravityAreas = StackArrangement.gravityAreaNames

    /// A stack attribute as the canvas draws it: the value a `<variation>` of the canvas's size
    /// classes gives it (`<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`),
    /// the more specific over the less, else the element's own. Like a constraint's constant,
    /// the declared layout is the canvas's; a stack is arranged once, so the size-class states
    /// keep the canvas's arrangement.
    func canvasValue(of attribute: String, in element: XMLElement) -> String? {
        let keys = canvasVariationKeys
        let selected = element.children(named: "variation")
            .filter { $0[attribute] != nil && keys[$0["key"] ?? ""] != nil }
            .max { keys[$0["key"]!]! < keys[$1["key"]!]! }
        return selected?[attribute] ?? element[attribute]
    }

    mutating func addStackConstraints(_ stack: String) {
        guard let element = elements[stack], let stackIndex = viewIndex[stack] else { return }
        let vertical = (canvasValue(of: "axis", in: element) ?? element["orientation"]) == "vertical"
        let distribution = canvasValue(of: "distribution", in: element) ?? "fill"
        let alignment = canvasValue(of: "alignment", in: element) ?? "fill"
        // `spacingType="standard"` is UIStackView's system spacing (`spacingUseSystem`, iOS
        // 11), 8 points between the views the corpus's and FloatingPanel's such stacks hold
        // (labels, image views, buttons, switches, plain views; openfoodfacts, Sileo).
        let systemSpacing = !isMac && element["spacingType"] == "standard" ? 8.0 : nil
        let spacing = canvasValue(of: "spacing", in: element).flatMap(Double.init) ?? systemSpacing ?? (isMac ? 8 : 0)
        // Xcode writes no `layoutMarginsRelativeArrangement` for a stack view whose margins it
        // saves: every such stack of the corpus draws its arranged views inside its margins
        // (53 edges in 4 repositories, none at the stack's edge).
        var marginRelative = element["layoutMarginsRelativeArrangement"] == "YES" || (!isMac && explicitMargins(element) != nil)
        // NSStackView's `edgeInsets`: the padding inside the stack around its views (AppKit's
        // documentation), saved as `<edgeInsets key="edgeInsets">`; read as the stack's margins.
        if isMac, let insets = element.child("edgeInsets", key: "edgeInsets") {
            let value = { (side: String) in insets[side].flatMap(Double.init) ?? 0 }
            views[stackIndex].margins = LayoutMargins(top: value("top"), bottom: value("bottom"), left: value("left"), right: value("right"))
            marginRelative = true
        }
        let at = views[stackIndex].source.key
        let gravityGroups = Self.gravityAreas.map { area in
            (element.child(area)?.children ?? []).compactMap { $0["id"] }.filter { viewIndex[$0] != nil }
        }
        let inGravityAreas = gravityGroups.contains { !$0.isEmpty }
        let arranged = inGravityAreas ? gravityGroups.flatMap { $0 }
            : (element.child("subviews")?.children ?? []).compactMap { $0["id"] }.filter { viewIndex[$0] != nil }
        // UIKit takes hidden arranged subviews out of the arrangement; AppKit does so when
        // detachesHiddenViews is set.
        let detaches = !isMac || element["detachesHiddenViews"] == "YES"
        let hidden = Set(arranged.filter { detaches && views[viewIndex[$0]!].hidden })
        // Interface Builder draws hidden views at their own size and never marks them: their
        // saved frame is not compared.
        for view in arranged where hidden.contains(view) { views[viewIndex[view]!].frame = nil }
        let written = element[vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority"].flatMap(Double.init)
        var drawnAcross: [String: Double] = [:]
        var intrinsicAlong: [String: Double] = [:]
        for view in arranged {
            let index = viewIndex[view]!
            if let frame = views[index].frame { drawnAcross[view] = vertical ? frame.width : frame.height }
            if let length = views[index].intrinsic[vertical ? .vertical : .horizontal] {
                intrinsicAlong[view] = length
            } else if !isMac, distribution == "fillProportionally", elements[view]?["misplaced"] != "YES",
                      let frame = views[index].frame, (vertical ? frame.height : frame.width) > 0 {
                // A view without an intrinsic length is sized in proportion to the length it
                // has when the stack lays it out, the one it is loaded with: its drawn frame
                // (issue 28 round 12: FloatingPanel's rows of two nested stacks, drawn 32
                // and 32.5 high, the 2.5 points the two 31-point rows leave shared in proportion).
                intrinsicAlong[view] = vertical ? frame.height : frame.width
            }
        }
        let arrangement = StackArrangement(
            stack: stack, appKit: isMac, vertical: vertical, distribution: distribution, alignment: alignment, spacing: spacing,
            marginRelative: marginRelative, arranged: arranged, gravityGroups: inGravityAreas ? gravityGroups : nil, hidden: hidden,
            hugging: written ?? 250, drawnAcross: drawnAcross, intrinsicAlong: intrinsicAlong)
        stackBaselineViews[stack] = arrangement.baselineViews
        let (made, spacers) = arrangement.constraints()
        // Equal spacing's layout guides, views inside the stack named as UIKit names them. A
        // guide has no IB id of its own, nor its stack's: a gap that moves moves the views
        // after it, not the stack's frame, which Xcode does not mark for it (PodcastHeadingTableCell.xib,
        // corona-warn-app's HomeTestRegistrationTableViewCell.xib).
        for spacer in spacers {
            let view = LayoutView(id: spacer, parent: stack, kind: .view, source: ViewSource(key: at, node: at))
            views.append(view)
            viewIndex[spacer] = views.count - 1
            baseNames[spacer] = "UISV-distributing"
        }
        for constraint in made {
            synthesize(constraint.name, named: true, first: constraint.first, relation: constraint.relation, second: constraint.second,
                       multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority, at: at)
        }
    }
}

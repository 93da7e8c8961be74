import LayoutDiagnostics
import LayoutModel

/// The constraints UIStackView (and NSStackView, much the same) creates at run time for its
/// arranged subviews, named as UIKit names them so a message says what a console log shows.
extension DocumentConverter {
    struct StackAttributes {
        var leading: LayoutAttribute
        var trailing: LayoutAttribute
        var size: LayoutAttribute
        var center: LayoutAttribute
    }

    /// The gravity areas of an NSStackView, in order along its axis.
    static let gravityAreas = ["beginningViews", "middleViews", "endViews"]

    mutating func addStackConstraints(_ stack: String) {
        guard let element = elements[stack], let stackIndex = viewIndex[stack] else { return }
        let vertical = (element["axis"] ?? element["orientation"]) == "vertical"
        let distribution = element["distribution"] ?? "fill"
        let alignment = element["alignment"] ?? "fill"
        let spacing = element["spacing"].flatMap(Double.init) ?? (isMac ? 8 : 0)
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
        let along = vertical ? StackAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
            : StackAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
        let across = vertical ? StackAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
            : StackAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
        let edge = { (attribute: LayoutAttribute) -> LayoutAttribute in
            guard marginRelative else { return attribute }
            switch attribute {
            case .leading: return .leadingMargin
            case .trailing: return .trailingMargin
            case .top: return .topMargin
            case .bottom: return .bottomMargin
            case .centerX: return .centerXWithinMargins
            case .centerY: return .centerYWithinMargins
            default: return attribute
            }
        }
        let gravityGroups = Self.gravityAreas.map { area in
            (element.child(area)?.children ?? []).compactMap { $0["id"] }.filter { viewIndex[$0] != nil }
        }
        let inGravityAreas = gravityGroups.contains { !$0.isEmpty }
        let arranged = inGravityAreas ? gravityGroups.flatMap { $0 }
            : (element.child("subviews")?.children ?? []).compactMap { $0["id"] }.filter { viewIndex[$0] != nil }
        // UIKit takes hidden arranged subviews out of the arrangement; AppKit does so when
        // detachesHiddenViews is set.
        let detaches = !isMac || element["detachesHiddenViews"] == "YES"
        let visible = arranged.filter { !(detaches && views[viewIndex[$0]!].hidden) }
        let hidden = arranged.filter { !visible.contains($0) }
        func anchor(_ item: String, _ attribute: LayoutAttribute) -> ConstraintAnchor {
            ConstraintAnchor(item: item, attribute: attribute)
        }
        // A hidden arranged subview leaves the arrangement. UIKit's UISV-hiding makes its size
        // 0; here that is a stand-in at priority 1, so a size written on the view does not
        // conflict with it (Interface Builder draws hidden views at their own size and never
        // marks them: their saved frame is not compared).
        for view in hidden {
            synthesize("UISV-hiding", named: true, first: anchor(view, along.trailing), second: anchor(stack, edge(along.leading)), at: at)
            synthesize("UISV-hiding", named: true, first: anchor(view, along.size), second: nil, priority: 1, at: at)
            views[viewIndex[view]!].frame = nil
        }
        guard let first = visible.first, let last = visible.last else { return }
        if inGravityAreas {
            addGravityAreaConstraints(stack, groups: gravityGroups.map { $0.filter(visible.contains) }, along: along,
                                      edge: edge, spacing: spacing, vertical: vertical, at: at)
        } else {
            addArrangementConstraints(stack, visible: visible, first: first, last: last, distribution: distribution,
                                      along: along, across: across, edge: edge, spacing: spacing, vertical: vertical, at: at)
        }
        addAlignmentConstraints(stack, arranged: arranged, first: first, alignment: alignment, along: along, across: across,
                                edge: edge, vertical: vertical, at: at)
    }

    /// NSStackView's gravity areas (its default distribution): the views of each area packed
    /// at the stack's spacing, the beginning area against the leading (top) edge, the end area
    /// against the trailing (bottom) edge, the middle area centred; at least the spacing
    /// between areas, and the stack hugging its views at its stack hugging priority (Apple's
    /// NSStackView documentation, "Gravity areas" and `setHuggingPriority(_:for:)`).
    mutating func addGravityAreaConstraints(_ stack: String, groups: [[String]], along: StackAttributes,
                                            edge: (LayoutAttribute) -> LayoutAttribute, spacing: Double, vertical: Bool, at: SourceLocation) {
        guard let element = elements[stack] else { return }
        func anchor(_ item: String, _ attribute: LayoutAttribute) -> ConstraintAnchor {
            ConstraintAnchor(item: item, attribute: attribute)
        }
        let written = element[vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority"].flatMap(Double.init)
        let hugging = min(max(written ?? 250, 1), 1000)
        for group in groups {
            for (previous, next) in zip(group, group.dropFirst()) {
                synthesize("NSStackView-spacing", named: true, first: anchor(next, along.leading), second: anchor(previous, along.trailing),
                           constant: spacing, at: at)
            }
        }
        let (beginning, middle, end) = (groups[0], groups[1], groups[2])
        if let first = beginning.first {
            synthesize("NSStackView-edge", named: true, first: anchor(first, along.leading), second: anchor(stack, edge(along.leading)), at: at)
        }
        if let last = end.last {
            synthesize("NSStackView-edge", named: true, first: anchor(stack, edge(along.trailing)), second: anchor(last, along.trailing), at: at)
        }
        if middle.count == 1 {
            synthesize("NSStackView-center", named: true, first: anchor(middle[0], along.center), second: anchor(stack, edge(along.center)),
                       priority: min(hugging, 249), at: at)
        }
        // Between areas (and between an edge and the nearest area when an area is empty): at
        // least the spacing, exactly it at the stack's hugging priority.
        var previousEnd: (item: String, attribute: LayoutAttribute, gap: Double) = (stack, edge(along.leading), 0)
        for (index, group) in groups.enumerated() where !group.isEmpty {
            if !(index == 0) {
                for priority in [1000, hugging] where priority == 1000 || hugging < 1000 {
                    synthesize("NSStackView-hugging", named: true, first: anchor(group[0], along.leading),
                               relation: priority == 1000 ? .greaterThanOrEqual : .equal,
                               second: anchor(previousEnd.item, previousEnd.attribute), constant: previousEnd.gap, priority: priority, at: at)
                }
            }
            previousEnd = (group[group.count - 1], along.trailing, spacing)
        }
        if groups[2].isEmpty {
            for priority in [1000, hugging] where priority == 1000 || hugging < 1000 {
                synthesize("NSStackView-hugging", named: true, first: anchor(stack, edge(along.trailing)),
                           relation: priority == 1000 ? .greaterThanOrEqual : .equal,
                           second: anchor(previousEnd.item, previousEnd.attribute), priority: priority, at: at)
            }
        }
    }

    /// UIStackView's (and NSStackView's non-gravity distributions') constraints along the axis.
    mutating func addArrangementConstraints(_ stack: String, visible: [String], first: String, last: String, distribution: String,
                                            along: StackAttributes, across: StackAttributes, edge: (LayoutAttribute) -> LayoutAttribute,
                                            spacing: Double, vertical: Bool, at: SourceLocation) {
        func anchor(_ item: String, _ attribute: LayoutAttribute) -> ConstraintAnchor {
            ConstraintAnchor(item: item, attribute: attribute)
        }
        // Along the axis: the first and last views touch the stack's edges.
        synthesize("UISV-canvas-connection", named: true, first: anchor(first, along.leading), second: anchor(stack, edge(along.leading)), at: at)
        synthesize("UISV-canvas-connection", named: true, first: anchor(stack, edge(along.trailing)), second: anchor(last, along.trailing), at: at)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case "equalSpacing", "equalCentering", "gravityAreas":
                synthesize("UISV-spacing", named: true, first: anchor(next, along.leading), relation: .greaterThanOrEqual,
                           second: anchor(previous, along.trailing), constant: spacing, at: at)
            default:
                synthesize("UISV-spacing", named: true, first: anchor(next, along.leading), second: anchor(previous, along.trailing), constant: spacing, at: at)
            }
        }
        switch distribution {
        case "fillEqually":
            for view in visible.dropFirst() {
                synthesize("UISV-fill-equally", named: true, first: anchor(view, along.size), second: anchor(first, along.size), at: at)
            }
        case "fillProportionally":
            let sizes = visible.map { views[viewIndex[$0]!].intrinsic[vertical ? .vertical : .horizontal] }
            if let base = sizes.first ?? nil, base > 0, !sizes.contains(where: { $0 == nil || $0! <= 0 }) {
                for (view, size) in zip(visible, sizes).dropFirst() {
                    synthesize("UISV-fill-proportionally", named: true, first: anchor(view, along.size), second: anchor(first, along.size),
                               multiplier: size! / base, priority: 999, at: at)
                }
            }
        case "equalSpacing", "equalCentering":
            // Layout guides between neighbours, kept equal: UISV-distributing.
            var spacers: [String] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let spacer = "\(stack)~spacer\(spacers.count + 1)"
                var view = LayoutView(id: spacer, parent: stack, kind: .view, source: ViewSource(key: at, node: at))
                view.interfaceBuilderID = stack
                views.append(view)
                viewIndex[spacer] = views.count - 1
                baseNames[spacer] = "UISV-distributing"
                let centering = distribution == "equalCentering"
                synthesize("UISV-distributing-edge", named: true, first: anchor(spacer, along.leading),
                           second: anchor(previous, centering ? along.center : along.trailing), at: at)
                synthesize("UISV-distributing-edge", named: true, first: anchor(spacer, along.trailing),
                           second: anchor(next, centering ? along.center : along.leading), at: at)
                synthesize("UISV-distributing", named: true, first: anchor(spacer, across.leading), second: anchor(stack, across.leading), at: at)
                synthesize("UISV-distributing", named: true, first: anchor(spacer, across.size), second: nil, at: at)
                if let firstSpacer = spacers.first {
                    synthesize("UISV-fill-equally", named: true, first: anchor(spacer, along.size), second: anchor(firstSpacer, along.size),
                               priority: centering ? 150 : 1000, at: at)
                }
                spacers.append(spacer)
            }
            // A stack whose length nothing else sets is as short as its content allows (Xcode
            // marks no ambiguity there): UIKit holds its length at 0 at priority 49, below every
            // hugging priority, so content keeps its size when the stack is longer
            // (TZStackView, tested against UIStackView, does the same for both distributions).
            synthesize("UISV-canvas-fit", named: true, first: anchor(stack, along.size), second: nil, priority: 49, at: at)
        default:
            break
        }
    }

    /// Across the axis: the alignment.
    mutating func addAlignmentConstraints(_ stack: String, arranged: [String], first: String, alignment written: String,
                                          along: StackAttributes, across: StackAttributes, edge: (LayoutAttribute) -> LayoutAttribute,
                                          vertical: Bool, at: SourceLocation) {
        func anchor(_ item: String, _ attribute: LayoutAttribute) -> ConstraintAnchor {
            ConstraintAnchor(item: item, attribute: attribute)
        }
        var alignment = written
        if isMac {
            switch alignment {
            case "centerY", "centerX": alignment = "center"
            case "top", "leading": alignment = "leading"
            case "bottom", "trailing": alignment = "trailing"
            case "baseline": alignment = "lastBaseline"
            default: break
            }
        }
        // NSStackView makes its alignment constraints at NSLayoutPriorityDefaultLow (250), so
        // a constraint of the document may move one view (NSStackView.h, `alignment`: "The
        // alignment constraints are established at a priority of NSLayoutPriorityDefaultLow
        // and are overridable for individual views using external constraints"); the view
        // stays within the stack's edges. UIStackView's are required.
        let alignmentPriority: Double = isMac ? 250 : 1000
        for view in arranged {
            switch alignment {
            case "fill":
                synthesize("UISV-canvas-connection", named: true, first: anchor(view, across.leading), second: anchor(stack, edge(across.leading)), at: at)
                synthesize("UISV-canvas-connection", named: true, first: anchor(stack, edge(across.trailing)), second: anchor(view, across.trailing), at: at)
            case "top", "leading", "bottom", "trailing", "center", "firstBaseline", "lastBaseline":
                let start = alignment == "top" || alignment == "leading"
                let end = alignment == "bottom" || alignment == "trailing"
                if start {
                    synthesize("UISV-alignment", named: true, first: anchor(view, across.leading), second: anchor(stack, edge(across.leading)),
                               priority: alignmentPriority, at: at)
                }
                if !start || isMac {
                    synthesize("UISV-spanning-boundary", named: true, first: anchor(view, across.leading), relation: .greaterThanOrEqual,
                               second: anchor(stack, edge(across.leading)), at: at)
                }
                if end {
                    synthesize("UISV-alignment", named: true, first: anchor(stack, edge(across.trailing)), second: anchor(view, across.trailing),
                               priority: alignmentPriority, at: at)
                }
                if !end || isMac {
                    synthesize("UISV-spanning-boundary", named: true, first: anchor(stack, edge(across.trailing)), relation: .greaterThanOrEqual,
                               second: anchor(view, across.trailing), at: at)
                }
                if alignment == "center" {
                    synthesize("UISV-alignment", named: true, first: anchor(view, across.center), second: anchor(stack, edge(across.center)),
                               priority: alignmentPriority, at: at)
                } else if alignment.hasSuffix("Baseline"), view != first {
                    let baseline: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                    synthesize("UISV-alignment", named: true, first: anchor(view, baseline), second: anchor(first, baseline),
                               priority: alignmentPriority, at: at)
                }
                // Keeps a view without an intrinsic size across the axis from being ambiguous.
                // UIKit's constant is 0; Interface Builder keeps such a view at its drawn size
                // and never marks it misplaced (corpus: the "Spacer" views of EpisodeCell.xib
                // and EpisodeDetailViewController.xib), so the drawn size is the constant, at
                // 50: above the stack's own fit (49), so a non-fill stack is as thick as such a
                // view is drawn (EpisodeDetailViewController.xib: a top-aligned stack drawn 60
                // high around a 60-point spacer and 55-point buttons, none of them marked).
                let drawn = views[viewIndex[view]!].frame.map { vertical ? $0.width : $0.height } ?? 0
                synthesize("UISV-ambiguity-suppression", named: true, first: anchor(view, across.size), second: nil,
                           constant: drawn, priority: 50, at: at)
            default:
                synthesize("UISV-canvas-connection", named: true, first: anchor(view, across.leading), second: anchor(stack, edge(across.leading)), at: at)
                synthesize("UISV-canvas-connection", named: true, first: anchor(stack, edge(across.trailing)), second: anchor(view, across.trailing), at: at)
            }
        }
        if alignment != "fill" {
            // The stack is as thick as its thickest arranged subview.
            synthesize("UISV-canvas-fit", named: true, first: anchor(stack, across.size), second: nil, priority: 49, at: at)
        }
    }
}

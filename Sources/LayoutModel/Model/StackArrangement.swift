/// The constraints UIStackView and NSStackView make at run time for their arranged subviews,
/// named as UIKit's console names them. One model for every front end: the Interface Builder
/// front end describes a stack from the XML, the Swift front end from the code that set it up,
/// and both turn the same `constraints()` into the document's constraints.
public struct StackArrangement: Sendable {
    /// The gravity areas of an NSStackView, in order along its axis.
    public static let gravityAreaNames = ["beginningViews", "middleViews", "endViews"]
    /// The name of a stack's own fit to its content: its length at 0 at priority 49.
    public static let fitName = "UISV-canvas-fit"

    /// Whether `constraint` is the own fit to its content of a stack arranged in another stack,
    /// as either front end names it (its name, then a number or the stack's name) and a
    /// converted layout file writes it (`UISV_canvas_fit2`, a YAML identifier).
    public static func isFitOfArrangedStack(_ constraint: LayoutConstraint, in document: LayoutDocument) -> Bool {
        let written = String(constraint.id.prefix(fitName.count).map { $0 == "_" ? "-" : $0 })
        guard constraint.second == nil, written == fitName,
              let stack = document.view(constraint.first.item), stack.kind == .stackView,
              let parent = stack.parent else { return false }
        return document.view(parent)?.kind == .stackView
    }

    /// One constraint the stack makes. `view` is the arranged view it concerns (nil: the stack's
    /// own, `UISV-canvas-fit`), so a front end can locate it where that view was arranged.
    public struct Constraint: Sendable {
        public var name: String
        public var first: ConstraintAnchor
        public var relation: LayoutRelation
        public var second: ConstraintAnchor?
        public var multiplier: Double
        public var constant: Double
        public var priority: Double
        public var view: String?
    }

    public var stack: String
    /// NSStackView: alignment constraints at priority 250 (the view stays within the stack's
    /// edges), alignments named by `NSLayoutConstraint.Attribute`, gravity areas.
    public var appKit: Bool
    public var vertical: Bool
    /// The distribution's case name (`fill`, `fillEqually`, `fillProportionally`,
    /// `equalSpacing`, `equalCentering`, `gravityAreas`).
    public var distribution: String
    /// The alignment's case name (UIKit's, or for AppKit the attribute's: `centerY`, `top`, …).
    public var alignment: String
    /// Nil when known only at run time: the spacing constraints are left out, and the others,
    /// which conflict or not whatever the spacing, kept.
    public var spacing: Double?
    /// The arranged views run inside the stack's margins (UIKit's
    /// `isLayoutMarginsRelativeArrangement`, NSStackView's `edgeInsets`).
    public var marginRelative: Bool
    /// The arranged views in order.
    public var arranged: [String]
    /// An NSStackView's views by gravity area (beginning, middle, end), when it uses them.
    public var gravityGroups: [[String]]?
    /// Arranged views out of the arrangement (hidden, and the stack detaches hidden views).
    public var hidden: Set<String>
    /// NSStackView's hugging priority along its axis (gravity areas).
    public var hugging: Double
    /// Each arranged view's drawn thickness across the axis (Interface Builder), the constant of
    /// `UISV-ambiguity-suppression`; 0 for a view without one.
    public var drawnAcross: [String: Double]
    /// Each arranged view's intrinsic length along the axis (`fillProportionally`).
    public var intrinsicAlong: [String: Double]

    public init(stack: String, appKit: Bool, vertical: Bool, distribution: String, alignment: String, spacing: Double?,
                marginRelative: Bool = false, arranged: [String], gravityGroups: [[String]]? = nil, hidden: Set<String> = [],
                hugging: Double = 250, drawnAcross: [String: Double] = [:], intrinsicAlong: [String: Double] = [:]) {
        self.stack = stack
        self.appKit = appKit
        self.vertical = vertical
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.marginRelative = marginRelative
        self.arranged = arranged
        self.gravityGroups = gravityGroups
        self.hidden = hidden
        self.hugging = hugging
        self.drawnAcross = drawnAcross
        self.intrinsicAlong = intrinsicAlong
    }

    struct Attributes {
        var leading: LayoutAttribute
        var trailing: LayoutAttribute
        var size: LayoutAttribute
        var center: LayoutAttribute
    }

    /// The arranged views whose first and last baselines are the stack's: UIStackView and
    /// NSStackView answer `viewForFirstBaselineLayout` and `viewForLastBaselineLayout` with an
    /// arranged view. Only where that view is certain: a vertical stack's first and last
    /// arranged views; the first arranged view of a horizontal stack aligned by that baseline,
    /// which its views share. Nil otherwise (a horizontal stack's tallest view at run time).
    public var baselineViews: (first: String?, last: String?) {
        let shown = arranged.filter { !hidden.contains($0) }
        if vertical { return (shown.first, shown.last) }
        // AppKit's `baseline` alignment is the last baseline.
        let lastAligned = alignment == "lastBaseline" || (appKit && alignment == "baseline")
        return (alignment == "firstBaseline" ? shown.first : nil, lastAligned ? shown.first : nil)
    }

    /// What the arrangement makes: its constraints in a fixed order, and the layout guides
    /// (`UISV-distributing`) of `equalSpacing` and `equalCentering`, each a view inside the stack.
    public func constraints() -> (constraints: [Constraint], spacers: [String]) {
        var builder = Builder(arrangement: self)
        builder.build()
        return (builder.made, builder.spacers)
    }

    struct Builder {
        let arrangement: StackArrangement
        var made: [Constraint] = []
        var spacers: [String] = []
        let along: Attributes
        let across: Attributes
        var stack: String { arrangement.stack }

        init(arrangement: StackArrangement) {
            self.arrangement = arrangement
            along = arrangement.vertical ? Attributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
                : Attributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
            across = arrangement.vertical ? Attributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
                : Attributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
        }

        func anchor(_ item: String, _ attribute: LayoutAttribute) -> ConstraintAnchor {
            ConstraintAnchor(item: item, attribute: attribute)
        }

        /// The stack's edge an arranged view is held to: its margin when the arrangement is
        /// margin-relative.
        func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
            guard arrangement.marginRelative else { return attribute }
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

        mutating func add(_ name: String, first: ConstraintAnchor, relation: LayoutRelation = .equal, second: ConstraintAnchor?,
                          multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, view: String?) {
            made.append(Constraint(name: name, first: first, relation: relation, second: second, multiplier: multiplier,
                                   constant: constant, priority: priority, view: view))
        }

        mutating func build() {
            let arranged = arrangement.arranged
            let visible = arranged.filter { !arrangement.hidden.contains($0) }
            // A hidden arranged subview leaves the arrangement. UIKit's UISV-hiding makes its
            // size 0; here that is a stand-in at priority 1, so a size given to the view does
            // not conflict with it.
            for view in arranged where arrangement.hidden.contains(view) {
                add("UISV-hiding", first: anchor(view, along.trailing), second: anchor(stack, edge(along.leading)), view: view)
                add("UISV-hiding", first: anchor(view, along.size), second: nil, priority: 1, view: view)
            }
            guard let first = visible.first, let last = visible.last else {
                // With no view left, no alignment places a hidden one across: an NSStackView
                // detaches it from the view hierarchy ("detachesHiddenViews"), so it is held at
                // the stack's edge by a stand-in at priority 1 (DuckDuckGo's tab bar, outside
                // the corpus: a hidden scroll button alone in its stack, unmarked).
                // Nor does anything size the stack: it hugs its edge insets at priority 1,
                // below everything that sizes it (Xcode marks none of 25 such stacks in 9
                // repositories; Rectangle's empty column is drawn filling the row it ends).
                if arrangement.appKit {
                    for view in arranged {
                        add("UISV-hiding", first: anchor(view, across.leading), second: anchor(stack, across.leading), priority: 1, view: view)
                    }
                    for axis in [along, across] {
                        add("NSStackView-hugging", first: anchor(stack, edge(axis.trailing)), second: anchor(stack, edge(axis.leading)),
                            priority: 1, view: nil)
                    }
                }
                return
            }
            if let groups = arrangement.gravityGroups {
                addGravityAreaConstraints(groups: groups.map { $0.filter(visible.contains) })
            } else {
                addArrangementConstraints(visible: visible, first: first, last: last)
            }
            addAlignmentConstraints(arranged: arranged, first: first)
        }

        /// NSStackView's gravity areas (its default distribution): the views of each area packed
        /// at the stack's spacing, the beginning area against the leading (top) edge, the end
        /// area against the trailing (bottom) edge, the middle area centred; at least the
        /// spacing between areas, and the stack hugging its views at its stack hugging priority
        /// (Apple's NSStackView documentation, "Gravity areas" and `setHuggingPriority(_:for:)`).
        mutating func addGravityAreaConstraints(groups: [[String]]) {
            let spacing = arrangement.spacing ?? 0
            let hugging = min(max(arrangement.hugging, 1), 1000)
            // Inside an area: at least the spacing, required, and exactly it at
            // max(defaultHigh, hugging) (AppKit's documentation of `spacing`, its table 1).
            for group in groups {
                for (previous, next) in zip(group, group.dropFirst()) {
                    add("NSStackView-spacing", first: anchor(next, along.leading), relation: .greaterThanOrEqual,
                        second: anchor(previous, along.trailing), constant: spacing, view: next)
                    add("NSStackView-spacing", first: anchor(next, along.leading), second: anchor(previous, along.trailing),
                        constant: spacing, priority: max(750, hugging), view: next)
                }
            }
            let (beginning, middle, end) = (groups[0], groups[1], groups[2])
            if let first = beginning.first {
                add("NSStackView-edge", first: anchor(first, along.leading), second: anchor(stack, edge(along.leading)), view: first)
            }
            if let last = end.last {
                add("NSStackView-edge", first: anchor(stack, edge(along.trailing)), second: anchor(last, along.trailing), view: last)
            }
            if middle.count == 1 {
                add("NSStackView-center", first: anchor(middle[0], along.center), second: anchor(stack, edge(along.center)),
                    priority: min(hugging, 249), view: middle[0])
            }
            // Between areas (and between an edge and the nearest area when an area is empty): at
            // least the spacing, exactly it at the stack's hugging priority.
            var previousEnd: (item: String, attribute: LayoutAttribute, gap: Double) = (stack, edge(along.leading), 0)
            for (index, group) in groups.enumerated() where !group.isEmpty {
                if !(index == 0) {
                    for priority in [1000, hugging] where priority == 1000 || hugging < 1000 {
                        add("NSStackView-hugging", first: anchor(group[0], along.leading),
                            relation: priority == 1000 ? .greaterThanOrEqual : .equal,
                            second: anchor(previousEnd.item, previousEnd.attribute), constant: previousEnd.gap, priority: priority,
                            view: group[0])
                    }
                }
                previousEnd = (group[group.count - 1], along.trailing, spacing)
            }
            if groups[2].isEmpty {
                for priority in [1000, hugging] where priority == 1000 || hugging < 1000 {
                    add("NSStackView-hugging", first: anchor(stack, edge(along.trailing)),
                        relation: priority == 1000 ? .greaterThanOrEqual : .equal,
                        second: anchor(previousEnd.item, previousEnd.attribute), priority: priority,
                        view: previousEnd.item == stack ? nil : previousEnd.item)
                }
            }
        }

        /// UIStackView's (and NSStackView's other distributions') constraints along the axis.
        mutating func addArrangementConstraints(visible: [String], first: String, last: String) {
            let distribution = arrangement.distribution
            if arrangement.appKit, distribution == "equalSpacing" || distribution == "equalCentering" {
                // NSStackView's fill distributions hug their views at the required priority
                // (AppKit's documentation of `fill`, `fillEqually`, `fillProportionally`: "the
                // effective hugging priority in the stacking axis is NSLayoutPriorityRequired");
                // the equal ones keep the stack's own hugging priority, as gravity areas do: the
                // views stay inside the edges and touch them at that priority.
                let hugging = min(max(arrangement.hugging, 1), 1000)
                // A lone view of an equal-centering stack has no centre to space from but the
                // stack's: it is centred at the hugging priority, not held to either edge.
                let centred = distribution == "equalCentering" && first == last && hugging < 1000
                if centred {
                    add("NSStackView-center", first: anchor(first, along.center), second: anchor(stack, edge(along.center)),
                        priority: hugging, view: first)
                }
                for priority in [1000, hugging] where priority == 1000 || (hugging < 1000 && !centred) {
                    let relation: LayoutRelation = priority == 1000 ? .greaterThanOrEqual : .equal
                    add("NSStackView-hugging", first: anchor(first, along.leading), relation: relation,
                        second: anchor(stack, edge(along.leading)), priority: priority, view: first)
                    add("NSStackView-hugging", first: anchor(stack, edge(along.trailing)), relation: relation,
                        second: anchor(last, along.trailing), priority: priority, view: last)
                }
            } else {
                // Along the axis: the first and last views touch the stack's edges.
                add("UISV-canvas-connection", first: anchor(first, along.leading), second: anchor(stack, edge(along.leading)), view: first)
                add("UISV-canvas-connection", first: anchor(stack, edge(along.trailing)), second: anchor(last, along.trailing), view: last)
            }
            if let spacing = arrangement.spacing {
                for (previous, next) in zip(visible, visible.dropFirst()) {
                    switch distribution {
                    case "equalSpacing", "equalCentering", "gravityAreas":
                        add("UISV-spacing", first: anchor(next, along.leading), relation: .greaterThanOrEqual,
                            second: anchor(previous, along.trailing), constant: spacing, view: next)
                    default:
                        add("UISV-spacing", first: anchor(next, along.leading), second: anchor(previous, along.trailing),
                            constant: spacing, view: next)
                    }
                }
            }
            switch distribution {
            case "fillEqually":
                // UIStackView's sizes are equal, required. NSStackView keeps them equal "as much
                // as possible" (AppKit's documentation of `fillEqually`): a view whose content
                // needs more keeps it (corpus: Rectangle's row of columns drawn 265, 165 and 165
                // around a checkbox of required width; hidden's row of 20- and 16-point images
                // and a text field, drawn each at its own width, unmarked). Just below the
                // default-high compression resistance, so equal sizes win over hugging and lose
                // to content that would be clipped.
                let equalPriority: Double = arrangement.appKit ? 749 : 1000
                for view in visible.dropFirst() {
                    add("UISV-fill-equally", first: anchor(view, along.size), second: anchor(first, along.size),
                        priority: equalPriority, view: view)
                }
            case "fillProportionally":
                let sizes = visible.map { arrangement.intrinsicAlong[$0] }
                if let base = sizes.first ?? nil, base > 0, !sizes.contains(where: { $0 == nil || $0! <= 0 }) {
                    for (view, size) in zip(visible, sizes).dropFirst() {
                        add("UISV-fill-proportionally", first: anchor(view, along.size), second: anchor(first, along.size),
                            multiplier: size! / base, priority: 999, view: view)
                    }
                }
            case "equalSpacing", "equalCentering":
                // Layout guides between neighbours, kept equal: UISV-distributing.
                for (previous, next) in zip(visible, visible.dropFirst()) {
                    let spacer = "\(stack)~spacer\(spacers.count + 1)"
                    let centering = distribution == "equalCentering"
                    add("UISV-distributing-edge", first: anchor(spacer, along.leading),
                        second: anchor(previous, centering ? along.center : along.trailing), view: previous)
                    add("UISV-distributing-edge", first: anchor(spacer, along.trailing),
                        second: anchor(next, centering ? along.center : along.leading), view: next)
                    add("UISV-distributing", first: anchor(spacer, across.leading), second: anchor(stack, across.leading), view: next)
                    add("UISV-distributing", first: anchor(spacer, across.size), second: nil, view: next)
                    if let firstSpacer = spacers.first {
                        add("UISV-fill-equally", first: anchor(spacer, along.size), second: anchor(firstSpacer, along.size),
                            priority: centering ? 150 : 1000, view: next)
                    }
                    spacers.append(spacer)
                }
                // A stack whose length nothing else sets is as short as its content allows
                // (Xcode marks no ambiguity there): UIKit holds its length at 0 at priority 49,
                // below every hugging priority, so content keeps its size when the stack is
                // longer (TZStackView, tested against UIStackView, does the same for both
                // distributions).
                add(StackArrangement.fitName, first: anchor(stack, along.size), second: nil, priority: 49, view: nil)
            default:
                break
            }
        }

        /// Across the axis: the alignment.
        mutating func addAlignmentConstraints(arranged: [String], first: String) {
            var alignment = arrangement.alignment
            if arrangement.appKit {
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
            let alignmentPriority: Double = arrangement.appKit ? 250 : 1000
            for view in arranged {
                switch alignment {
                case "top", "leading", "bottom", "trailing", "center", "firstBaseline", "lastBaseline":
                    let start = alignment == "top" || alignment == "leading"
                    let end = alignment == "bottom" || alignment == "trailing"
                    if start {
                        add("UISV-alignment", first: anchor(view, across.leading), second: anchor(stack, edge(across.leading)),
                            priority: alignmentPriority, view: view)
                    }
                    if !start || arrangement.appKit {
                        add("UISV-spanning-boundary", first: anchor(view, across.leading), relation: .greaterThanOrEqual,
                            second: anchor(stack, edge(across.leading)), view: view)
                    }
                    if end {
                        add("UISV-alignment", first: anchor(stack, edge(across.trailing)), second: anchor(view, across.trailing),
                            priority: alignmentPriority, view: view)
                    }
                    if !end || arrangement.appKit {
                        add("UISV-spanning-boundary", first: anchor(stack, edge(across.trailing)), relation: .greaterThanOrEqual,
                            second: anchor(view, across.trailing), view: view)
                    }
                    if alignment == "center" {
                        add("UISV-alignment", first: anchor(view, across.center), second: anchor(stack, edge(across.center)),
                            priority: alignmentPriority, view: view)
                    } else if alignment.hasSuffix("Baseline"), view != first {
                        let baseline: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                        add("UISV-alignment", first: anchor(view, baseline), second: anchor(first, baseline),
                            priority: alignmentPriority, view: view)
                    }
                    // Keeps a view without an intrinsic size across the axis from being
                    // ambiguous. UIKit's constant is 0; Interface Builder keeps such a view at its
                    // drawn size and never marks it misplaced (corpus: the "Spacer" views of
                    // EpisodeCell.xib and EpisodeDetailViewController.xib), so the drawn size is
                    // the constant, at 50: above the stack's own fit (49), so a non-fill stack is
                    // as thick as such a view is drawn (EpisodeDetailViewController.xib: a
                    // top-aligned stack drawn 60 high around a 60-point spacer and 55-point
                    // buttons, none of them marked).
                    add("UISV-ambiguity-suppression", first: anchor(view, across.size), second: nil,
                        constant: arrangement.drawnAcross[view] ?? 0, priority: 50, view: view)
                default:
                    // `fill`, and what is not an alignment: the view fills the stack across.
                    add("UISV-canvas-connection", first: anchor(view, across.leading), second: anchor(stack, edge(across.leading)), view: view)
                    add("UISV-canvas-connection", first: anchor(stack, edge(across.trailing)), second: anchor(view, across.trailing), view: view)
                }
            }
            if alignment != "fill" {
                // The stack is as thick as its thickest arranged subview.
                add(StackArrangement.fitName, first: anchor(stack, across.size), second: nil, priority: 49, view: nil)
            }
        }
    }
}

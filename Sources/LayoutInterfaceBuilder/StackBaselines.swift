import LayoutModel

/// A stack view's baselines are those of its arranged views (`StackArrangement.baselineViews`):
/// a constraint on a stack's baseline, written in the file or made by an outer stack to align
/// it, acts on that view's baseline, followed down through nested stacks. Where the arranged
/// view is not certain, the stack keeps the baseline the model gives a view without one (its
/// bottom edge). Evidence (issue 28 round 22): HandBrake's preference panes, first-baseline
/// NSStackViews of a label and a vertical stack, draw the label on the first row's baseline.
extension DocumentConverter {
    /// Rewrites every constraint on a stack's baseline to the baseline of the arranged view
    /// that holds it.
    mutating func forwardStackBaselines() {
        guard !stackBaselineViews.isEmpty else { return }
        for index in constraints.indices {
            if let anchor = baselineHolder(of: constraints[index].first) { constraints[index].first = anchor }
            if let second = constraints[index].second, let anchor = baselineHolder(of: second) { constraints[index].second = anchor }
        }
    }

    /// The anchor a stack's baseline stands for; nil where the anchor is not a stack's baseline
    /// or the stack's baseline view is not known.
    private func baselineHolder(of anchor: ConstraintAnchor) -> ConstraintAnchor? {
        guard anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline else { return nil }
        let first = anchor.attribute == .firstBaseline
        var item = anchor.item
        var depth = 0
        // Arranged views are subviews, so the chain ends; the bound guards against a file
        // whose views nest in a loop.
        while depth < 64, let views = stackBaselineViews[item], let next = first ? views.first : views.last {
            item = next
            depth += 1
        }
        guard item != anchor.item else { return nil }
        return ConstraintAnchor(item: item, attribute: anchor.attribute)
    }
}

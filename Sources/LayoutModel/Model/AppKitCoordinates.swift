/// Which AppKit views are flipped, laying their subviews out from the top edge down. The
/// others measure a subview's y from their bottom edge, and an Interface Builder document
/// saves that number: the Interface Builder reader turns it top-down, and `fix` turns a
/// solved frame back (docs/fix.md), so both ask here.
public enum AppKitCoordinates {
    /// The classes that are flipped whatever the document says, as Interface Builder names
    /// their elements: NSTableView, NSOutlineView, NSTextView, NSCollectionView, NSMatrix and
    /// NSRuleEditor (with NSPredicateEditor). NSTableCellView is not: the corpus saves its
    /// subviews from its bottom (26 views pinned to a cell view's top sit where that reading
    /// puts them, in 9 repositories; 7 where the top-down one does, in marked cells). Nor is
    /// NSGridView: the first row's cell views have the largest y in all 11 grids of the corpus
    /// (6 repositories; the reader does not lay out grid cells, `fix` and the reader agree).
    public static let flippedElements: Set<String> = ["tableView", "outlineView", "textView", "collectionView", "matrix",
                                                      "ruleEditor", "predicateEditor"]

    /// Whether a view written as the element `name`, with `flipped` its `flipped` attribute
    /// (nil when not written), lays its subviews out top-down. An NSClipView is flipped when
    /// its document view (`documentView`: its element's name and `flipped` attribute) is
    /// (NSClipView's `isFlipped`): a plain or custom document view shorter than its clip view is
    /// saved at the clip view's top counted from the bottom (issue 28 round 21: HandBrake,
    /// MacPass, iina and XRG, 6 views, where the top-down reading put 4 of them a whole clip
    /// view's slack off), a table's, a text view's, an outline's at y = 0 from the top.
    public static func isFlipped(elementName name: String, flipped: String?, documentView: (name: String, flipped: String?)? = nil) -> Bool {
        if name == "clipView" {
            guard let documentView else { return true }
            return isFlipped(elementName: documentView.name, flipped: documentView.flipped)
        }
        return flippedElements.contains(name) || flipped == "YES"
    }
}

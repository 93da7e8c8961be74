/// Which AppKit views are flipped, laying their subviews out from the top edge down. The
/// others measure a subview's y from their bottom edge, and an Interface Builder document
/// saves that number: the Interface Builder reader turns it top-down, and `fix` turns a
/// solved frame back (docs/fix.md), so both ask here.
public enum AppKitCoordinates {
    /// The classes that are flipped whatever the document says (NSClipView), as Interface
    /// Builder names their elements. NSTableCellView is not: the corpus saves its subviews
    /// from its bottom (26 views pinned to a cell view's top sit where that reading puts them,
    /// in 9 repositories; 7 where the top-down one does, in marked cells). Nor is NSGridView:
    /// the first row's cell views have the largest y in all 11 grids of the corpus (6
    /// repositories; the reader does not lay out grid cells, `fix` and the reader agree).
    public static let flippedElements: Set<String> = ["clipView"]

    /// Whether a view written as the element `name`, with `flipped` its `flipped` attribute
    /// (nil when not written), lays its subviews out top-down.
    public static func isFlipped(elementName name: String, flipped: String?) -> Bool {
        flippedElements.contains(name) || flipped == "YES"
    }
}

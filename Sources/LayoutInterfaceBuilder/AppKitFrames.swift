import LayoutEngine
import LayoutModel

/// AppKit measures a subview's y from its superview's bottom edge (unless the superview is
/// flipped), so the number Xcode saves is the distance to the bottom. Where the constraints
/// give a superview another height than drawn (a window fits its content), Xcode keeps the
/// subviews' saved bottom distances and compares them with the solved ones, marking only the
/// views whose own frame moves (corpus: `AddFeedFromListSheet.xib`, whose window the
/// constraints make 83 points shorter, marks its content view and none of its subviews).
/// Turned top-down, a subview's drawn y is its superview's solved height minus the saved
/// bottom distance: the converter used the drawn height, and this pass moves each subview of
/// a non-flipped superview by the difference, after solving the declared layout once.
enum AppKitFrames {
    /// `drawnHeight` gives the saved height of a view the document keeps no frame for (a
    /// window's content view, which the constraints size).
    static func measureFromSolvedBottoms(_ document: inout LayoutDocument, isFlipped: (String) -> Bool, drawnHeight: (String) -> Double?) {
        let solved = ConfigurationSolver(builder: LinearSystemBuilder(document: document)).solve(Configuration(state: nil))
        var grown: [String: Double] = [:]
        for view in document.views {
            guard let frame = solved.frames[view.id], let ibID = view.interfaceBuilderID, !isFlipped(ibID),
                  let drawn = view.frame?.height ?? drawnHeight(ibID), abs(frame.height - drawn) > 0.001 else { continue }
            grown[view.id] = frame.height - drawn
        }
        guard !grown.isEmpty else { return }
        for index in document.views.indices {
            guard let parent = document.views[index].parent, let change = grown[parent], document.views[index].frame != nil else { continue }
            document.views[index].frame!.y += change
        }
    }
}

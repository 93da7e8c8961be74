import LayoutSwift
import XCTest

/// The constraints AppKit makes for an `NSStackView`'s arranged subviews made in code, by the
/// model the Interface Builder front end uses (docs/swift-code.md, "Stack views made in code").
final class SwiftAppKitStackViewTests: XCTestCase {

    func sidebar(_ settings: String, constraints: String) -> String {
        """
        final class SidebarView: NSView {
            let stack = NSStackView()
            let title = NSView()
            let list = NSView()
            override init(frame frameRect: NSRect) {
                super.init(frame: frameRect)
                stack.translatesAutoresizingMaskIntoConstraints = false
                \(settings)
                addSubview(stack)
                stack.addArrangedSubview(title)
                stack.addArrangedSubview(list)
                NSLayoutConstraint.activate([
                    \(constraints)
                ])
            }
        }
        """
    }

    /// A vertical `fillEqually` stack: heights of 40 and 60 do not conflict, as NSStackView
    /// keeps its views' sizes equal only "as much as possible" (AppKit's documentation of
    /// `fillEqually`; UIStackView's are required). Its default alignment
    /// across a vertical stack is `centerX`, at priority 250 (a view's own leading constraint
    /// wins over it), inside the stack's edges, required: a view 120 wide in a stack 100 wide
    /// conflicts.
    func testFillEquallyAndTheDefaultAlignmentAtLowPriority() {
        let code = sidebar("stack.orientation = .vertical; stack.distribution = .fillEqually", constraints: """
            stack.widthAnchor.constraint(equalToConstant: 100),
                    title.heightAnchor.constraint(equalToConstant: 40),
                    list.heightAnchor.constraint(equalToConstant: 60),
                    list.widthAnchor.constraint(equalToConstant: 120),
                    title.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 10),
            """)
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:9 'UISV-spanning-boundary (stack view stack) (line 11, #2)' (stack.trailing >= list.trailing) cannot hold together with 3 other required constraints: the others put stack.trailing at list.trailing - 20 or less, where it needs at least list.trailing; UIKit breaks one of them at run time
            """)
    }

    /// `edgeInsets` pad the arranged views inside the stack: two views 30 wide, 8 apart
    /// (AppKit's default spacing), need 108 points in a stack 100 wide inset 20 on each side.
    /// Without the insets, two views 40 wide fill a `fill` stack 100 wide only 20 apart.
    func testEdgeInsetsAndTheDefaultSpacing() {
        let inset = sidebar("stack.distribution = .fill; stack.edgeInsets = NSEdgeInsets(top: 4, left: 20, bottom: 4, right: 20)",
                            constraints: "stack.widthAnchor.constraint(equalToConstant: 100), title.widthAnchor.constraint(equalToConstant: 30), list.widthAnchor.constraint(equalToConstant: 30),")
        XCTAssertEqual(show(lintSwift(inset)), """
            unsatisfiable-required 11:9 'UISV-spacing (stack view stack)' (list.leading == title.trailing + 8) cannot hold together with 5 other required constraints: the others put list.leading at 30, where it needs title.trailing + 8 = 38; UIKit breaks one of them at run time
            """)
        let spaced = sidebar("stack.distribution = .fill", constraints: "stack.widthAnchor.constraint(equalToConstant: 100), title.widthAnchor.constraint(equalToConstant: 40), list.widthAnchor.constraint(equalToConstant: 40),")
        XCTAssertEqual(show(lintSwift(spaced)), """
            unsatisfiable-required 11:9 'UISV-spacing (stack view stack)' (list.leading == title.trailing + 8) cannot hold together with 5 other required constraints: the others put list.leading at 60, where it needs title.trailing + 8 = 48; UIKit breaks one of them at run time
            """)
    }

    /// A hidden view leaves the arrangement only when the stack detaches hidden views: with
    /// `detachesHiddenViews = true` the list alone fills a stack 100 high; without it said, the
    /// arrangement is unknown and nothing is reported.
    func testHiddenViewsLeaveOnlyWhenTheStackDetachesThem() {
        let constraints = "stack.heightAnchor.constraint(equalToConstant: 100), list.heightAnchor.constraint(equalToConstant: 60),"
        XCTAssertEqual(show(lintSwift(sidebar("stack.orientation = .vertical; stack.distribution = .fill; stack.detachesHiddenViews = true; title.isHidden = true",
                                              constraints: constraints))), """
            unsatisfiable-required 11:9 'UISV-canvas-connection (stack view stack) (line 11)' (stack.bottom == list.bottom) cannot hold together with 3 other required constraints: the others put stack.bottom at 140, where it needs list.bottom = 100; UIKit breaks one of them at run time
            """)
        XCTAssertEqual(show(lintSwift(sidebar("stack.orientation = .vertical; stack.distribution = .fill; title.isHidden = true",
                                              constraints: constraints))), "")
    }

    /// Gravity areas (the default distribution): `NSStackView(views:)` puts its views in the
    /// leading area, `addView(_:in:)` in the one named; the leading area starts at the stack's
    /// leading edge, the trailing area ends at its trailing edge, and views and areas are at
    /// least the spacing (8) apart, required. Views 40, 30 and 40 wide need 126 points of a
    /// stack 100 wide; 40, 10 and 30 need 96 and fit.
    func testGravityAreas() {
        func toolbar(widths: (Int, Int, Int)) -> String {
            """
            final class ToolbarView: NSView {
                let back = NSView()
                let title = NSView()
                let share = NSView()
                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    let stack = NSStackView(views: [back])
                    stack.addView(title, in: .center)
                    stack.addView(share, in: .trailing)
                    addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.topAnchor.constraint(equalTo: topAnchor),
                        stack.widthAnchor.constraint(equalToConstant: 100),
                        back.widthAnchor.constraint(equalToConstant: \(widths.0)),
                        title.widthAnchor.constraint(equalToConstant: \(widths.1)),
                        share.widthAnchor.constraint(equalToConstant: \(widths.2)),
                    ])
                }
            }
            """
        }
        XCTAssertEqual(show(lintSwift(toolbar(widths: (40, 30, 40)))), """
            unsatisfiable-required 9:9 'NSStackView-hugging (stack view stack) (line 9)' (share.leading >= title.trailing + 8) cannot hold together with 7 other required constraints: the others put share.leading at title.trailing - 18 or less, where it needs at least title.trailing + 8; UIKit breaks one of them at run time
            """)
        XCTAssertEqual(show(lintSwift(toolbar(widths: (40, 10, 30)))), "")
    }

    /// What is not modelled leaves the stack as before, and nothing is said:
    /// `addArrangedSubview` under the default distribution (gravity areas: AppKit does not
    /// document which area it puts the view in), views of a gravity area in a stack with
    /// another distribution, an alignment across the other axis (AppKit ignores it),
    /// `fillProportionally`.
    func testWhatIsNotModelledMakesNoConstraint() {
        let heights = "title.heightAnchor.constraint(equalToConstant: 40), list.heightAnchor.constraint(equalToConstant: 60), stack.heightAnchor.constraint(equalToConstant: 50),"
        XCTAssertEqual(show(lintSwift(sidebar("stack.orientation = .vertical", constraints: heights))), "")
        XCTAssertEqual(show(lintSwift(sidebar("stack.orientation = .vertical; stack.distribution = .fill; stack.alignment = .top", constraints: heights))), "")
        XCTAssertEqual(show(lintSwift(sidebar("stack.orientation = .vertical; stack.distribution = .fillProportionally", constraints: heights))), "")
        let made = """
            final class GroupView: NSView {
                let title = NSView()
                let list = NSView()
                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    let stack = NSStackView(views: [title, list])
                    stack.orientation = .vertical
                    stack.distribution = .fillEqually
                    addSubview(stack)
                    title.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    list.heightAnchor.constraint(equalToConstant: 60).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(made)), "")
    }
}

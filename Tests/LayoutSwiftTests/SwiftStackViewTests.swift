import LayoutSwift
import XCTest

/// The constraints UIKit makes for a `UIStackView`'s arranged subviews, when the set-up code
/// states the arrangement (docs/swift-code.md, "Stack views made in code").
final class SwiftStackViewTests: XCTestCase {

    func toolbar(spacing: String = "8", extra: String = "", methods: String = "") -> String {
        """
        final class ToolbarView: UIView {
            let stack = UIStackView()
            let back = UIView()
            let next = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.distribution = .fillEqually
                stack.spacing = \(spacing)
                addSubview(stack)
                stack.addArrangedSubview(back)
                stack.addArrangedSubview(next)\(extra)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: topAnchor),
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                    back.widthAnchor.constraint(equalToConstant: 40),
                    next.widthAnchor.constraint(equalToConstant: 60),
                ])
            }\(methods)
        }
        """
    }

    /// `fillEqually` makes the arranged views equally long: widths of 40 and 60 conflict with
    /// it, at the call that arranged the second view.
    func testFillEquallyConflictsWithUnequalWidths() {
        XCTAssertEqual(show(lintSwift(toolbar())), """
            unsatisfiable-required 12:9 'UISV-fill-equally (stack view stack)' (next.width == back.width) cannot hold together with 2 other required constraints: the others put next.width at 60, where it needs back.width = 40; UIKit breaks one of them at run time
            """)
    }

    /// A spacing known only at run time leaves out the spacing constraints only: a conflict
    /// that holds whatever the spacing is still reported, one that rests on it is not (two
    /// views 40 wide in a row 100 wide fit only with a spacing of 20).
    func testARunTimeSpacingLeavesOutOnlyTheSpacing() {
        XCTAssertEqual(show(lintSwift(toolbar(spacing: "Theme.spacing"))), """
            unsatisfiable-required 12:9 'UISV-fill-equally (stack view stack)' (next.width == back.width) cannot hold together with 2 other required constraints: the others put next.width at 60, where it needs back.width = 40; UIKit breaks one of them at run time
            """)
        func row(spacing: String) -> String {
            """
            final class PagerView: UIView {
                let stack = UIStackView()
                let back = UIView()
                let next = UIView()
                func setUp() {
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.spacing = \(spacing)
                    addSubview(stack)
                    stack.addArrangedSubview(back)
                    stack.addArrangedSubview(next)
                    stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    back.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    next.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            """
        }
        XCTAssertEqual(show(lintSwift(row(spacing: "8"))), """
            unsatisfiable-required 10:9 'UISV-spacing (stack view stack)' (next.leading == back.trailing + 8) cannot hold together with 5 other required constraints: the others put next.leading at 60, where it needs back.trailing + 8 = 48; UIKit breaks one of them at run time
            """)
        XCTAssertEqual(show(lintSwift(row(spacing: "Theme.spacing"))), "")
    }

    /// A view hidden at set-up is out of the arrangement: the widths of 40 and 60 no longer
    /// conflict, and when the first view is hidden the next one is at the stack's leading
    /// edge (so pinning it 10 points in conflicts).
    func testAViewHiddenAtSetUpIsOutOfTheArrangement() {
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        next.isHidden = true"))), "")
        let pinned = "\n        next.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 10).isActive = true"
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        back.isHidden = true" + pinned))), """
            unsatisfiable-required 12:9 'UISV-canvas-connection (stack view stack)' (next.leading == stack.leading) cannot hold together with 1 other required constraint: the others put next.leading at 10, where it needs stack.leading = 0; UIKit breaks one of them at run time
            """)
    }

    /// What the code does not state leaves the arrangement unknown, and nothing is said: an
    /// arranged view hidden or shown by a run-time value (UIKit then takes it out of the
    /// arrangement, or puts it back, at run time), or in a later branch of an `if` (a
    /// configuration that does not undo what the first branch hid).
    func testAnArrangementTheCodeDoesNotStateMakesNoConstraint() {
        XCTAssertEqual(show(lintSwift(toolbar(methods: "\n    func show(_ flag: Bool) {\n        next.isHidden = !flag\n    }"))), "")
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        if isCompact { next.isHidden = true } else { back.isHidden = true }"))), "")
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        stack.distribution = isCompact ? .fill : .fillEqually"))), "")
        // Views arranged in a loop over a run-time collection: one view read for many.
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        for item in items { stack.addArrangedSubview(UIView()) }"))), "")
        // Spacing after one view: not modelled.
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        stack.setCustomSpacing(4, after: back)"))), "")
    }

    /// A state (a method read as one) that hides an arranged view takes it out of the
    /// arrangement in that state only: the widths of 40 and 60 conflict with `fillEqually` as
    /// set up, not in `collapse()`, so the finding says where it holds.
    func testAStateThatHidesAnArrangedViewTakesItOutOfTheArrangementThere() {
        XCTAssertEqual(show(lintSwift(toolbar(methods: "\n    func collapse() {\n        next.isHidden = true\n    }"))), """
            unsatisfiable-required 12:9 'UISV-fill-equally (stack view stack)' (next.width == back.width) cannot hold together with 2 other required constraints: the others put next.width at 60, where it needs back.width = 40; UIKit breaks one of them at run time in the declared layout
            """)
    }

    /// Two views 40 wide, 20 apart, fill a row 100 wide as set up. A state that hides the first
    /// leaves the second alone at both ends of the row (it would need to be 100 wide), and a
    /// state that shows it again with a spacing of 8 leaves 12 points over: each conflicts in
    /// its own state, at the call that arranged the view the stack's constraint concerns; a
    /// constraint only a state's arrangement makes names that state.
    func testStatesThatChangeTheArrangementConflictWhereTheyHold() {
        let code = """
            final class PagerView: UIView {
                let stack = UIStackView()
                let back = UIView()
                let next = UIView()
                func setUp() {
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.spacing = 20
                    addSubview(stack)
                    stack.addArrangedSubview(back)
                    stack.addArrangedSubview(next)
                    stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    back.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    next.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
                func showBoth() {
                    back.isHidden = false
                    stack.spacing = 8
                }
                func hideBack() {
                    back.isHidden = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 10:9 'UISV-canvas-connection (stack view stack, state hideBack())' (next.leading == stack.leading) cannot hold together with 3 other required constraints: the others put next.leading at 0, where it needs stack.leading = -60; UIKit breaks one of them at run time in state 'hideBack()'
            unsatisfiable-required 10:9 'UISV-spacing (stack view stack, state showBoth())' (next.leading == back.trailing + 8) cannot hold together with 5 other required constraints: the others put next.leading at 60, where it needs back.trailing + 8 = 48; UIKit breaks one of them at run time in state 'showBoth()'
            """)
    }

    /// A state that inserts a view into the arrangement, or removes one from it: with `extra`
    /// between them, 40 + 10 + 10 + 50 already fill the row 100 wide; with `back` removed,
    /// `next` alone (50 wide) would have to span it.
    func testAStateThatInsertsOrRemovesArrangedViews() {
        let code = """
            final class PagerView: UIView {
                let stack = UIStackView()
                let back = UIView()
                let next = UIView()
                let extra = UIView()
                func setUp() {
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.spacing = 10
                    addSubview(stack)
                    stack.addArrangedSubview(back)
                    stack.addArrangedSubview(next)
                    stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    back.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    next.widthAnchor.constraint(equalToConstant: 50).isActive = true
                    extra.widthAnchor.constraint(equalToConstant: 20).isActive = true
                }
                func expand() {
                    stack.insertArrangedSubview(extra, at: 1)
                    next.isHidden = false
                }
                func drop() {
                    stack.removeArrangedSubview(back)
                    next.isHidden = false
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:9 'UISV-canvas-connection (stack view stack, state drop())' (next.leading == stack.leading) cannot hold together with 3 other required constraints: the others put next.leading at 0, where it needs stack.leading = -50; UIKit breaks one of them at run time in state 'drop()'
            unsatisfiable-required 11:9 'UISV-spacing (stack view stack, state expand()) (line 11)' (next.leading == extra.trailing + 10) cannot hold together with 7 other required constraints: the others put next.leading at extra.trailing - 10 - 40 + 100 - 50 = extra.trailing or less, where it needs extra.trailing + 10; UIKit breaks one of them at run time in state 'expand()'
            """)
    }

    /// `insertArrangedSubview(_:at:)` with a literal index arranges the view there: `back`,
    /// inserted before `next`, is the first view, at the stack's leading edge (pinning it 10
    /// in conflicts), and 10 + 40 + 20 + 40 does not fit in 100. `removeArrangedSubview`
    /// takes a view out of the arrangement (it stays a subview): `next` alone then runs from
    /// edge to edge, 40 wide in a stack 100 wide.
    func testInsertedAndRemovedArrangedViews() {
        func pager(_ arranging: String, pin: String = "") -> String {
            """
            final class PagerView: UIView {
                let stack = UIStackView()
                let back = UIView()
                let next = UIView()
                func setUp() {
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.spacing = 20
                    addSubview(stack)
                    \(arranging)
                    stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    back.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    next.widthAnchor.constraint(equalToConstant: 40).isActive = true\(pin)
                }
            }
            """
        }
        let pin = "\n        back.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 10).isActive = true"
        XCTAssertEqual(show(lintSwift(pager("stack.addArrangedSubview(next); stack.insertArrangedSubview(back, at: 0)", pin: pin))), """
            unsatisfiable-required 9:9 'UISV-spacing (stack view stack)' (next.leading == back.trailing + 20) cannot hold together with 5 other required constraints: the others put next.leading at 50, where it needs back.trailing + 20 = 60; UIKit breaks one of them at run time
            unsatisfiable-required 9:41 'UISV-canvas-connection (stack view stack)' (back.leading == stack.leading) cannot hold together with 1 other required constraint: the others put back.leading at 0, where it needs stack.leading = -10; UIKit breaks one of them at run time
            """)
        XCTAssertEqual(show(lintSwift(pager("stack.addArrangedSubview(back); stack.addArrangedSubview(next); stack.removeArrangedSubview(back)"))), """
            unsatisfiable-required 9:41 'UISV-canvas-connection (stack view stack) (line 9)' (stack.trailing == next.trailing) cannot hold together with 3 other required constraints: the others put stack.trailing at 100, where it needs next.trailing = 40; UIKit breaks one of them at run time
            """)
        // An index known only at run time leaves the arrangement unknown.
        XCTAssertEqual(show(lintSwift(pager("stack.addArrangedSubview(next); stack.insertArrangedSubview(back, at: position)", pin: pin))), "")
    }

    /// `equalSpacing`: at least the spacing between neighbours (UIKit's layout guides between
    /// them kept equal): two views 40 wide fit a row 100 wide 10 apart, not 30 apart.
    func testEqualSpacingKeepsAtLeastTheSpacing() {
        func row(spacing: Int) -> String {
            """
            final class PagerView: UIView {
                let stack = UIStackView()
                let back = UIView()
                let next = UIView()
                func setUp() {
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.distribution = .equalSpacing
                    stack.spacing = \(spacing)
                    addSubview(stack)
                    stack.addArrangedSubview(back)
                    stack.addArrangedSubview(next)
                    stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    back.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    next.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            """
        }
        XCTAssertEqual(show(lintSwift(row(spacing: 10))), "")
        XCTAssertEqual(show(lintSwift(row(spacing: 30))), """
            unsatisfiable-required 11:9 'UISV-spacing (stack view stack)' (next.leading >= back.trailing + 30) cannot hold together with 5 other required constraints: the others put next.leading at 60, where it needs at least back.trailing + 30 = 70; UIKit breaks one of them at run time
            """)
    }

    /// A vertical stack made with its views, centred: its first view's top is the stack's
    /// top, so pinning that view 20 below the superview while the stack is at the superview's
    /// top conflicts, at the initialiser that arranged it; the centring adds no required size
    /// across the axis (views 64 and 120 wide fit). The stack is named `column`, the property
    /// its closure's `stack` is returned as.
    func testArrangedSubviewsOfTheInitialiserAreArrangedInOrder() {
        let code = """
            final class ProfileViewController: UIViewController {
                let avatar = UIView()
                let badge = UIView()
                lazy var column: UIStackView = {
                    let stack = UIStackView(arrangedSubviews: [avatar, badge])
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.spacing = 12
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    return stack
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(column)
                    column.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    column.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    avatar.widthAnchor.constraint(equalToConstant: 64).isActive = true
                    badge.widthAnchor.constraint(equalToConstant: 120).isActive = true
                    avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 5:21 'UISV-canvas-connection (stack view column)' (avatar.top == column.top) cannot hold together with 2 other required constraints: the others put avatar.top at 20, where it needs column.top = 0; UIKit breaks one of them at run time
            """)
    }
}

import LayoutSwift
import XCTest

/// The constraints UIKit makes for a `UIStackView`'s arranged subviews, when the set-up code
/// states the arrangement (docs/swift-code.md, "Stack views made in code").
final class SwiftStackViewTests: XCTestCase {
    func show(_ seen: [Seen]) -> String { seen.map(\.description).joined(separator: "\n") }

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
    /// arranged view hidden or shown in a state or by a run-time value (UIKit then takes it
    /// out of the arrangement, or puts it back, at run time).
    func testAnArrangementTheCodeDoesNotStateMakesNoConstraint() {
        XCTAssertEqual(show(lintSwift(toolbar(methods: "\n    func collapse() {\n        next.isHidden = true\n    }"))), "")
        XCTAssertEqual(show(lintSwift(toolbar(methods: "\n    func show(_ flag: Bool) {\n        next.isHidden = !flag\n    }"))), "")
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        stack.distribution = isCompact ? .fill : .fillEqually"))), "")
        // Views arranged in a loop over a run-time collection: one view read for many.
        XCTAssertEqual(show(lintSwift(toolbar(extra: "\n        for item in items { stack.addArrangedSubview(UIView()) }"))), "")
    }

    /// A vertical stack made with its views, centred: its first view's top is the stack's
    /// top, so pinning that view 20 below the superview while the stack is at the superview's
    /// top conflicts, at the initialiser that arranged it; the centring adds no required size
    /// across the axis (views 64 and 120 wide fit).
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
            unsatisfiable-required 5:21 'UISV-canvas-connection (stack view stack)' (avatar.top == stack.top) cannot hold together with 2 other required constraints: the others put avatar.top at 20, where it needs stack.top = 0; UIKit breaks one of them at run time
            """)
    }
}

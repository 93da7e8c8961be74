import LayoutDiagnostics
import LayoutLint
import LayoutRules
import LayoutSwift
import XCTest

/// Required constraints that hold for only one size of a root its container sizes (issue 29,
/// item 4): reported as a conflict at every other size, naming the one value.
final class SwiftOneSizeTests: XCTestCase {

    /// A card added to `root`, 20 from its top and 120 tall, placed horizontally by `horizontal`,
    /// in a type declared as `declaration`.
    func card(_ declaration: String, root: String, horizontal: [String]) -> String {
        """
        final class \(declaration) {
            let card = UIView()
            func setUp() {
                card.translatesAutoresizingMaskIntoConstraints = false
                \(root).addSubview(card)
                NSLayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: \(root).topAnchor, constant: 20),
                    card.heightAnchor.constraint(equalToConstant: 120),
                    \(horizontal.joined(separator: ",\n            "))
                ])
            }
        }
        """
    }

    static let inset13AndWidth343 = [
        "card.leadingAnchor.constraint(equalTo: ROOT.leadingAnchor, constant: 13)",
        "card.trailingAnchor.constraint(equalTo: ROOT.trailingAnchor, constant: -13)",
        "card.widthAnchor.constraint(equalToConstant: 343)",
    ]

    func testAViewControllersViewHeldToOneWidthIsReportedWithThatWidth() {
        let code = card("CardViewController: UIViewController", root: "view",
                        horizontal: Self.inset13AndWidth343.map { $0.replacingOccurrences(of: "ROOT", with: "view") })
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:30 'card.widthAnchor == 343' and 2 other required constraints hold only when 'view' is exactly 369 wide; its container sets its width, and at any other width UIKit breaks one of them at run time
            """)
    }

    /// A view controller that turns its view's autoresizing off (SnapKit on `view`) sizes it by
    /// constraints, its own or others': its container is not known to set its width (Brave's
    /// 264-wide onboarding popover, read outside the corpus).
    func testAViewWhoseAutoresizingTheCodeTurnsOffIsNotHeldToOneWidth() {
        let code = card("CardViewController: UIViewController", root: "view",
                        horizontal: Self.inset13AndWidth343.map { $0.replacingOccurrences(of: "ROOT", with: "view") })
            .replacingOccurrences(of: "        card.translatesAutoresizingMaskIntoConstraints = false",
                                  with: "        card.translatesAutoresizingMaskIntoConstraints = false\n        view.translatesAutoresizingMaskIntoConstraints = false")
        XCTAssertTrue(code.contains("view.translatesAutoresizingMaskIntoConstraints = false"))
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// The 4 others: the card's two insets, and the contentView pinned to the cell's sides.
    func testACellHeldToOneWidthIsReported() {
        let code = card("CardCell: UITableViewCell", root: "contentView",
                        horizontal: Self.inset13AndWidth343.map { $0.replacingOccurrences(of: "ROOT", with: "contentView") })
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:30 'card.widthAnchor == 343' and 4 other required constraints hold only when 'CardCell' is exactly 369 wide; its container sets its width, and at any other width UIKit breaks one of them at run time
            """)
    }

    /// The finding is `unsatisfiable-required`'s: it takes the level `.layoutlint.yml` gives that
    /// rule, and is off with it, as the rule's own findings are.
    func testTheFindingTakesTheConfiguredLevelOfUnsatisfiableRequired() {
        let code = card("CardViewController: UIViewController", root: "view",
                        horizontal: Self.inset13AndWidth343.map { $0.replacingOccurrences(of: "ROOT", with: "view") })
        let file = SourceFile(path: "View.swift", text: code)
        let module = SwiftModule(files: [file])
        let configured = { (severity: Severity?) in
            RuleRunner(rules: RuleRunner().rules.compactMap { entry in
                guard type(of: entry.rule).description.id == "unsatisfiable-required" else { return entry }
                return severity.map { (entry.rule, $0) }
            })
        }
        let summary = { (diagnostics: [Diagnostic]) in diagnostics.map { "\($0.ruleID) \($0.severity)" } }
        XCTAssertEqual(summary(Linter.lint(file, swiftModule: module)), ["unsatisfiable-required error"])
        XCTAssertEqual(summary(Linter.lint(file, rules: configured(.warning), swiftModule: module)), ["unsatisfiable-required warning"])
        XCTAssertEqual(summary(Linter.lint(file, rules: configured(nil), swiftModule: module)), [])
    }

    /// A custom view may size itself from its subviews: 369 wide is its own width then.
    func testACustomViewSizedByItsSubviewsIsNotReported() {
        let code = card("CardView: UIView", root: "self",
                        horizontal: Self.inset13AndWidth343.map { $0.replacingOccurrences(of: "ROOT", with: "self") })
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// Pinned on one side only, the card holds at every width.
    func testAViewControllersViewThatCanTakeAnyWidthIsNotReported() {
        let code = card("CardViewController: UIViewController", root: "view",
                        horizontal: Self.inset13AndWidth343.dropFirst().map { $0.replacingOccurrences(of: "ROOT", with: "view") })
        XCTAssertEqual(show(lintSwift(code)), "")
    }
}

/// The one-size check in states: a method that activates or deactivates required constraints
/// is a state, and a root may be held to one size there and not as set up.
final class SwiftOneSizeStateTests: XCTestCase {

    /// A card inset 13 from both sides of the view; `fixed` makes it 343 wide, activated in
    /// `lockWidth()` (and `ACTIVE` as set up).
    func code(activeAsSetUp: Bool, unlock: Bool = false) -> String {
        """
        final class CardViewController: UIViewController {
            let card = UIView()
            lazy var fixed = card.widthAnchor.constraint(equalToConstant: 343)
            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                NSLayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    card.heightAnchor.constraint(equalToConstant: 120),
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 13),
                    card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -13),
                ])
                fixed.isActive = \(activeAsSetUp)
            }
            func lockWidth() {
                fixed.isActive = true
            }
        \(unlock ? """
            func unlockWidth() {
                fixed.isActive = false
            }
        """ : "")
        }
        """
    }

    func testARootHeldToOneWidthOnlyInAStateIsReportedNamingTheState() {
        XCTAssertEqual(show(lintSwift(code(activeAsSetUp: false))), """
            unsatisfiable-required 12:33 'card.trailingAnchor == view.trailingAnchor - 13' and 2 other required constraints hold only when 'view' is exactly 369 wide in state 'lockWidth()'; its container sets its width, and at any other width UIKit breaks one of them at run time
            """)
    }

    /// Held as set up and in the state: one finding, in every configuration, named as before.
    func testAFindingInEveryConfigurationNamesNone() {
        XCTAssertEqual(show(lintSwift(code(activeAsSetUp: true))), """
            unsatisfiable-required 12:33 'card.trailingAnchor == view.trailingAnchor - 13' and 2 other required constraints hold only when 'view' is exactly 369 wide; its container sets its width, and at any other width UIKit breaks one of them at run time
            """)
    }

    /// A state that deactivates one of them: the finding holds in the other configurations only.
    func testAStateThatLetsTheSizeMoveIsLeftOut() {
        XCTAssertEqual(show(lintSwift(code(activeAsSetUp: true, unlock: true))), """
            unsatisfiable-required 12:33 'card.trailingAnchor == view.trailingAnchor - 13' and 2 other required constraints hold only when 'view' is exactly 369 wide in the declared layout and state 'lockWidth()'; its container sets its width, and at any other width UIKit breaks one of them at run time
            """)
    }
}

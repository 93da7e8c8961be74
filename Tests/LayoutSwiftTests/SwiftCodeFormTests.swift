import LayoutDiagnostics
import LayoutSwift
import XCTest

/// Forms of Swift the reader follows into (issue 29, item 5): functions declared in a body,
/// computed variables of a body, `#if`, property observers, casts, views dictionaries built
/// up by subscript, and views the code adds without making them. Each test makes a conflict
/// that is found only when the code in that form is read.
final class SwiftCodeFormTests: XCTestCase {

    func testAFunctionDeclaredInAMethodIsReadWhereItIsCalled() {
        let code = """
            final class Banner: UIView {
                let label = UIView()
                func install() {
                    func widthConstraint(_ view: UIView, width: CGFloat) -> NSLayoutConstraint {
                        return view.widthAnchor.constraint(equalToConstant: width)
                    }
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                    label.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    label.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    label.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    widthConstraint(label, width: 40).isActive = true
                    widthConstraint(label, width: 60).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 5:37 'view.widthAnchor == 60' (label.width == 60) cannot hold together with 1 other required constraint: the others put label.width at 40, where it needs 60; UIKit breaks one of them at run time
            """)
    }

    func testAComputedVariableOfABodyMakesItsViewAtEachUse() {
        let code = """
            final class SettingsView: NSStackView {
                func footer() -> NSView {
                    var addButton: NSButton {
                        let button = NSButton()
                        button.widthAnchor.constraint(equalToConstant: 27).isActive = true
                        button.widthAnchor.constraint(equalToConstant: 30).isActive = true
                        return button
                    }
                    addArrangedSubview(addButton)
                    return self
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 6:32 'button.widthAnchor == 30' (button.width == 30) cannot hold together with 1 other required constraint: the others put button.width at 27, where it needs 30; UIKit breaks one of them at run time
            """)
    }

    func testConditionalCompilationReadsTheFirstClauseAsTheLayoutAndTheOthersAsConfigurations() {
        let code = """
            final class BadgeView: UIView {
                let dot = UIView()
                func setUp() {
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(dot)
                    dot.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    dot.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: 8).isActive = true
                    dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    #if DEBUG
                    dot.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    #else
                    dot.widthAnchor.constraint(equalToConstant: 12).isActive = true
                    #endif
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:25 'dot.widthAnchor == 10' (dot.width == 10) cannot hold together with 1 other required constraint: the others put dot.width at 8, where it needs 10; UIKit breaks one of them at run time in the declared layout
            unsatisfiable-required 13:25 'dot.widthAnchor == 12' (dot.width == 12) cannot hold together with 1 other required constraint: the others put dot.width at 8, where it needs 12; UIKit breaks one of them at run time in state 'setUp() #else (line 12)'
            """)
    }

    func testAPropertyObserverIsRead() {
        let code = """
            final class ProgressView: UIView {
                let container = UIView()
                var customView: UIView? {
                    didSet {
                        oldValue?.removeFromSuperview()
                        if let customView {
                            customView.translatesAutoresizingMaskIntoConstraints = false
                            container.addSubview(customView)
                            NSLayoutConstraint.activate([
                                customView.widthAnchor.constraint(equalToConstant: 40),
                                customView.widthAnchor.constraint(equalToConstant: 50),
                            ])
                        }
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:44 'customView.widthAnchor == 50' (customView.width == 50) cannot hold together with 1 other required constraint: the others put customView.width at 40, where it needs 50; UIKit breaks one of them at run time
            """)
    }

    /// A views dictionary cast with `as`, filled in by subscript with a cell's own label (a view
    /// the code does not make, whose superview is unknown to the reader), read by visual formats.
    func testViewsDictionariesBuiltUpByCastAndSubscriptAreRead() {
        let code = """
            final class FieldCell: BaseCell {
                @IBOutlet weak var field: UITextField!
                func customConstraints() {
                    var views = ["field": field!] as [String: Any]
                    if let titleLabel = textLabel {
                        views["title"] = titleLabel
                        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title(40)]-[field]-|", options: [], metrics: nil, views: views))
                        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[title(50)]", options: [], metrics: nil, views: views))
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 8:59 '"H:[title(50)]": [title(50)]' (titleLabel.width == 50) cannot hold together with 1 other required constraint: the others put titleLabel.width at 40, where it needs 50; UIKit breaks one of them at run time
            """)
    }

    /// An alignment option with a single view aligns nothing: UIKit accepts it on either axis.
    func testAnAlignmentOptionOfAFormatWithOneViewIsRead() {
        let code = """
            final class FieldView: UIView {
                let field = UIView()
                func setUp() {
                    field.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(field)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[field(20)]-|", options: .alignAllLastBaseline, metrics: nil, views: ["field": field]))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[field(40)]", options: [], metrics: nil, views: ["field": field]))
                    field.heightAnchor.constraint(equalToConstant: 30).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 8:28 'field.heightAnchor == 30' (field.height == 30) cannot hold together with 1 other required constraint: the others put field.height at 20, where it needs 30; UIKit breaks one of them at run time
            """)
    }
}

import LayoutRules
import LayoutSwift
import XCTest

/// Text and image sizes the code does not fix are unknown, and a content tie never holds for
/// every value they could take: it is not reported, while what holds whatever the text is
/// (docs/swift-code.md, "Only what follows from the code").
final class SwiftContentSizeTests: XCTestCase {

    /// Two labels in a row, both edges pinned, equal hugging and compression priorities: long
    /// texts tie their compression, short ones their hugging, and texts that fill the row
    /// exactly (any pair whose widths add up to it) tie nothing. A required conflict on the
    /// same labels holds for every text and is reported, and its message quotes the other
    /// constraint's bound, never the stand-in content size (it once said "at 100").
    func testLabelsInARowWithEqualPrioritiesTieOnlyForSomeTexts() {
        let code = """
            final class PriceViewController: UIViewController {
                let titleLabel = UILabel()
                let valueLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    valueLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(titleLabel)
                    view.addSubview(valueLabel)
                    titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
                    valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
                    let views = ["title": titleLabel, "value": valueLabel]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-8-[value]-16-|", options: [.alignAllTop], metrics: nil, views: views))
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12).isActive = true
                    valueLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 80).isActive = true
                    valueLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 60).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 16:32 'valueLabel.widthAnchor <= 60' (valueLabel.width <= 60) cannot hold together with 1 other required constraint: the others put valueLabel.width at 80 or more, where it needs at most 60; UIKit breaks one of them at run time
            """)
    }

    /// The rules whose findings rest on content sizes and frames are not run on Swift code;
    /// the others all are.
    func testRulesOnContentSizesAndFramesAreNotRunOnSwiftCode() {
        let all = RuleRunner().rules.map { type(of: $0.rule).description.id }
        let run = RuleRunner().without(SwiftLoader.rulesNotReported).rules.map { type(of: $0.rule).description.id }
        XCTAssertEqual(Set(all).subtracting(run), ["content-size-violated", "misplaced-frame", "hugging-tie", "compression-tie"])
        XCTAssertEqual(run, all.filter { !SwiftLoader.rulesNotReported.contains($0) })
    }
}

// Code fragments: methods posted without their class, and a playground's statements, are
// read as the class they imply, with every position in the file as written.

import XCTest

final class CodeFragmentTests: XCTestCase {
    /// A `viewDidLoad()` posted alone: a view controller's, whose `view` is the root.
    func testAViewControllerMethodAloneIsReadAsItsClass() {
        let code = """
            import UIKit

            override func viewDidLoad() {
                super.viewDidLoad()
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                box.widthAnchor.constraint(equalToConstant: 200).isActive = true
                box.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                box.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 9:21 'box.widthAnchor == 200' (box.width == 200) cannot hold together with 1 other required constraint: the others put box.width at 100, where it needs 200; UIKit breaks one of them at run time
            """)
    }

    /// Statements alone (a playground, or a method's body pasted without it): a view made in
    /// code keeps its autoresizing mask, whose constraints pin it where the code pins it too.
    func testStatementsAloneAreAViewControllersSetUp() {
        let code = """
            let label = UILabel()
            view.addSubview(label)
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 1:13 'label.left == view.left (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (label.left == view.left) cannot hold together with 1 other required constraint: the others put label.left at 20, where it needs view.left = 0; UIKit breaks one of them at run time
            """)
    }

    /// An initialiser that takes a reuse identifier makes the fragment a cell's: its views
    /// go in the `contentView`, whose height the cell takes from them (8 + 40 + 8 here, and
    /// a second height of 60 cannot hold with it).
    func testACellInitialiserAloneIsReadAsACell() {
        let code = """
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(avatar)
                avatar.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    avatar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    avatar.widthAnchor.constraint(equalToConstant: 40),
                    avatar.heightAnchor.constraint(equalToConstant: 40),
                    contentView.heightAnchor.constraint(equalToConstant: 60),
                ])
            }

            let avatar = UIImageView()
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:34 'contentView.heightAnchor == 60' (contentView.height == 60) cannot hold together with 3 other required constraints: the others put contentView.height at 56, where it needs 60; UIKit breaks one of them at run time
            """)
    }

    /// Statements that do not use a view controller's `view` are a view's own set-up: `self`
    /// and the superview of what they add are the view.
    func testStatementsWithoutAViewControllerAreAViewsSetUp() {
        let code = """
            let badge = UIView()
            addSubview(badge)
            badge.snp.makeConstraints { make in
                make.top.leading.height.equalTo(self)
                make.width.equalTo(20)
                make.width.equalTo(30)
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 6:5 'make.width.equalTo(30)' (badge.width == 30) cannot hold together with 1 other required constraint: the others put badge.width at 20, where it needs 30; UIKit breaks one of them at run time
            """)
    }

    /// A file that declares a type is not a fragment, even with statements beside it (they
    /// are not read: Swift runs them only in a `main.swift`).
    func testAFileThatDeclaresATypeIsNotAFragment() {
        let code = """
            final class Badge: UIView {}

            let label = UILabel()
            label.widthAnchor.constraint(equalToConstant: 10).isActive = true
            label.widthAnchor.constraint(equalToConstant: 20).isActive = true
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unread-layout-code 4:19 layoutlint did not read the constraints made here: it is in code the reader does not follow
            unread-layout-code 5:19 layoutlint did not read the constraints made here: it is in code the reader does not follow
            """)
    }
}

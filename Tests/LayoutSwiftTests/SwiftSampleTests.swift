import XCTest

/// The Swift samples' exact output, as `layoutlint lint` prints it from samples/swift.
final class SwiftSampleTests: XCTestCase {
    func lint(_ name: String) throws -> (status: Int32, stdout: String) {
        let result = try runLayoutLint(["lint", name], directory: repositoryRoot.appendingPathComponent("samples/swift"))
        XCTAssertEqual(result.stderr, "")
        return (result.status, result.stdout)
    }

    /// The seed article's nine-picture cell: a priority toggled between required and optional.
    func testPriorityToggleIsReportedAtTheAssignment() throws {
        let result = try lint("PictureCell.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            PictureCell.swift:33:21: error: state 'configure(pictureCount:)' changes the priority of 'contentView.bottomAnchor == firstPic.bottomAnchor + 10' from required (1000) to optional (250) while it is installed; UIKit throws when a priority moves between required and optional [required-priority-change]
            PictureCell.swift:16:48: note: 'contentView.bottomAnchor == firstPic.bottomAnchor + 10' is declared here with priority 1000, and is installed as declared
            PictureCell.swift:33:21: note: fix-it: declare it with priority 999 so it can change at run time

            """)
    }

    /// A label made in code keeps translatesAutoresizingMaskIntoConstraints: its frame (zero at
    /// 0,0) becomes required constraints that the anchors contradict.
    func testMissingAutoresizingFlagConflictsWithTheAnchors() throws {
        let result = try lint("ProfileViewController.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            ProfileViewController.swift:5:30: error: 'titleLabel.left == view.left (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (titleLabel.left == view.left) cannot hold together with 1 other required constraint: the others put titleLabel.left at 20, where it needs view.left = 0; UIKit breaks one of them at run time [unsatisfiable-required]
            ProfileViewController.swift:15:38: note: conflicting: 'titleLabel.leadingAnchor == view.leadingAnchor + 20' (titleLabel.leading == view.leading + 20)
            ProfileViewController.swift:5:30: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it
            ProfileViewController.swift:5:30: error: 'titleLabel.top == view.top (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (titleLabel.top == view.top) cannot hold together with 2 other required constraints: the others put titleLabel.top at view.top + 16 or more, where it needs view.top; UIKit breaks one of them at run time [unsatisfiable-required]
            ProfileViewController.swift:14:54: note: conflicting: 'view.safeAreaLayoutGuide.topAnchor >= view.topAnchor' (view.safeAreaLayoutGuide.top >= view.top)
            ProfileViewController.swift:14:34: note: conflicting: 'titleLabel.topAnchor == view.safeAreaLayoutGuide.topAnchor + 16' (titleLabel.top == view.safeAreaLayoutGuide.top + 16)
            ProfileViewController.swift:5:30: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """)
    }

    /// SnapKit's updateConstraints of a width makeConstraints never made.
    func testSnapKitUpdateOfAConstraintNeverMade() throws {
        let result = try lint("BadgeView.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            BadgeView.swift:21:13: error: 'make.width.equalTo(count > 9 ? 28 : 20)' updates a constraint that makeConstraints never made for 'countLabel'; SnapKit stops the app ("Updated constraint could not find existing matching constraint to update") [snapkit-update-unmatched]

            """)
    }

    /// Anchors pin the field 16 from each side; a visual format asks 20.
    func testAnchorsConflictWithAVisualFormat() throws {
        let result = try lint("FormView.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            FormView.swift:17:43: error: '"H:|-20-[name]-20-|": [name]-20-|' (FormView.trailing == nameField.trailing + 20) cannot hold together with 1 other required constraint: the others put FormView.trailing at 32, where it needs nameField.trailing + 20 = 36; UIKit breaks one of them at run time [unsatisfiable-required]
            FormView.swift:13:38: note: conflicting: 'nameField.trailingAnchor == trailingAnchor - 16' (nameField.trailing == FormView.trailing - 16)
            FormView.swift:17:43: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it
            FormView.swift:17:43: error: '"H:|-20-[name]-20-|": |-20-[name]' (nameField.leading == FormView.leading + 20) cannot hold together with 1 other required constraint: the others put nameField.leading at 16, where it needs FormView.leading + 20 = 20; UIKit breaks one of them at run time [unsatisfiable-required]
            FormView.swift:12:37: note: conflicting: 'nameField.leadingAnchor == leadingAnchor + 16' (nameField.leading == FormView.leading + 16)
            FormView.swift:17:43: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """)
    }
}

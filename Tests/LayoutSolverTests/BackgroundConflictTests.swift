import XCTest
import LayoutSolver

/// Conflicts with background constraints (always held, like a layout's sizes `>= 0`): a
/// conflict is irreducible in its other members with every background constraint present,
/// and names only the background constraints it needs.
final class BackgroundConflictTests: XCTestCase {
    // KVNProgress's log as variables: a progress view 320 wide, an image view inset 249 on
    // both sides of it, a label inset 20 on both sides of the image view.
    private let kvnX = Variable(0), kvnW = Variable(1), imageX = Variable(2), imageW = Variable(3)
    private let labelX = Variable(4), labelW = Variable(5)

    private func e(_ v: Variable) -> LinearExpression { LinearExpression(v) }

    /// The widths' `>= 0`: kvn, image, label.
    private var sizes: [LinearConstraint] {
        [kvnW, imageW, labelW].map { LinearConstraint(e($0), .greaterThanOrEqual, .constant(0)) }
    }

    /// label trailing 20 before the image's, label leading 20 after the image's, image
    /// trailing 249 before kvn's, image leading 249 after kvn's, kvn 320 wide.
    private var listed: [LinearConstraint] {
        [LinearConstraint(e(labelX) + e(labelW) + 20, .equal, e(imageX) + e(imageW)),
         LinearConstraint(e(labelX), .equal, e(imageX) + 20),
         LinearConstraint(e(kvnX) + e(kvnW), .equal, e(imageX) + e(imageW) + 249),
         LinearConstraint(e(imageX), .equal, e(kvnX) + 249),
         LinearConstraint(e(kvnW), .equal, .constant(320))]
    }

    /// With the sizes first: the 249-point insets against the width, with the image's size
    /// alone; the label's insets and its size are not members.
    func testAConflictNamesTheBackgroundItNeedsAndNoExplicitMemberTooMany() throws {
        let solver = Solver()
        for size in sizes { try solver.add(size, background: true) }
        for constraint in listed.dropLast() { try solver.add(constraint) }
        XCTAssertThrowsError(try solver.add(listed[4])) { error in
            guard case .unsatisfiable(let conflict, let rejected)? = error as? SolverError else { return XCTFail("\(error)") }
            // Handles: sizes 0–2 (kvn, image, label), listed 3–7.
            XCTAssertEqual(conflict.map(\.id), [1, 5, 6, 7])
            XCTAssertEqual(rejected.id, 7)
        }
    }

    /// Without the background flag the same sizes are ordinary members: the deletion filter
    /// keeps whichever irreducible set it meets first, here the one through the label.
    func testWithoutTheFlagTheLabelSetIsIrreducibleToo() throws {
        let solver = Solver()
        for size in sizes { try solver.add(size) }
        for constraint in listed.dropLast() { try solver.add(constraint) }
        XCTAssertThrowsError(try solver.add(listed[4])) { error in
            guard case .unsatisfiable(let conflict, _)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.map(\.id), [2, 3, 4, 5, 6, 7])
        }
    }

    /// A batch that loads its background last (as the layout engine does) minimises a
    /// conflict met before them with them all the same, and names them by the handles the
    /// batch gives them. A stack view 24 high, 21 below its header's top and 9 above its
    /// bottom, in a header 2 high: the stack's height >= 0 replaces its 24.
    func testABatchCountsItsLaterBackgroundIn() throws {
        let stackY = Variable(0), stackH = Variable(1), headerY = Variable(2), headerH = Variable(3)
        let batch = [LinearConstraint(e(stackH), .equal, .constant(24)),
                     LinearConstraint(e(stackY), .equal, e(headerY) + 21),
                     LinearConstraint(e(headerY) + e(headerH), .equal, e(stackY) + e(stackH) + 9),
                     LinearConstraint(e(headerH), .equal, .constant(2)),
                     LinearConstraint(e(stackH), .greaterThanOrEqual, .constant(0)),
                     LinearConstraint(e(headerH), .greaterThanOrEqual, .constant(0))]
        let result = try Solver().add(contentsOf: batch, background: { $0 >= 4 })
        XCTAssertEqual(result.rejected.map(\.handle.id), [3])
        XCTAssertEqual(result.rejected.first?.conflict.map(\.id), [1, 2, 3, 4])
        // Without the flag, the set is the one the four equalities make.
        let plain = try Solver().add(contentsOf: batch)
        XCTAssertEqual(plain.rejected.first?.conflict.map(\.id), [0, 1, 2, 3])
    }

    /// Explicit members that conflict on their own name no background constraint.
    func testNoBackgroundMemberWhenTheOthersConflictAlone() throws {
        let solver = Solver()
        try solver.add(LinearConstraint(e(kvnW), .greaterThanOrEqual, .constant(0)), background: true)
        try solver.add(LinearConstraint(e(kvnW), .equal, .constant(40)))
        XCTAssertThrowsError(try solver.add(LinearConstraint(e(kvnW), .equal, .constant(320)))) { error in
            guard case .unsatisfiable(let conflict, _)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.map(\.id), [1, 2])
        }
    }

    /// A constant changed into a conflict is minimised the same way.
    func testAChangedConstantIsMinimisedGivenTheBackground() throws {
        let solver = Solver()
        for size in sizes { try solver.add(size, background: true) }
        var handles: [ConstraintHandle] = []
        for constraint in listed.dropLast() { handles.append(try solver.add(constraint)) }
        let width = try solver.add(LinearConstraint(e(kvnW), .equal, .constant(600)))
        XCTAssertEqual(solver.value(of: imageW), 102)
        XCTAssertThrowsError(try solver.setConstant(width, to: -320)) { error in
            guard case .unsatisfiable(let conflict, let rejected)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.map(\.id), [1, 5, 6, 7])
            XCTAssertEqual(rejected, width)
        }
        XCTAssertEqual(solver.value(of: imageW), 102)
    }
}

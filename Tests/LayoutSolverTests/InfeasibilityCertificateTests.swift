import LayoutSolver
import XCTest

final class InfeasibilityCertificateTests: XCTestCase {
    private let x = Variable(0), y = Variable(1)

    /// x == 10 and x == 20: x − 10 minus (x − 20) leaves 10, which should be 0.
    func testTwoEqualitiesCancelWithOppositeMultipliers() {
        let constraints = [
            LinearConstraint(LinearExpression(x), .equal, .constant(10)),
            LinearConstraint(LinearExpression(x), .equal, .constant(20)),
        ]
        XCTAssertEqual(InfeasibilityCertificate.multipliers(of: constraints), [-1, 1])
    }

    /// y == x + 8, x >= 0, y <= 5: (y − x − 8) + x − (y − 5) = −3, with each inequality's
    /// multiplier oriented to keep its side (x >= 0, 5 − y >= 0): 0 <= −3 cannot hold.
    func testInequalitiesGetNonNegativeMultipliers() throws {
        let constraints = [
            LinearConstraint(LinearExpression(y), .equal, LinearExpression(x) + 8),
            LinearConstraint(LinearExpression(x), .greaterThanOrEqual, .constant(0)),
            LinearConstraint(LinearExpression(y), .lessThanOrEqual, .constant(5)),
        ]
        let lambda = try XCTUnwrap(InfeasibilityCertificate.multipliers(of: constraints))
        XCTAssertEqual(lambda, [1, 1, -1])
    }

    func testASetThatCanHoldOrIsNotIrreducibleHasNone() {
        let holds = [
            LinearConstraint(LinearExpression(x), .greaterThanOrEqual, .constant(0)),
            LinearConstraint(LinearExpression(x), .lessThanOrEqual, .constant(5)),
        ]
        XCTAssertNil(InfeasibilityCertificate.multipliers(of: holds))
        let redundant = [
            LinearConstraint(LinearExpression(x), .equal, .constant(10)),
            LinearConstraint(LinearExpression(x), .equal, .constant(20)),
            LinearConstraint(LinearExpression(x), .equal, .constant(30)),
        ]
        XCTAssertNil(InfeasibilityCertificate.multipliers(of: redundant))
    }
}

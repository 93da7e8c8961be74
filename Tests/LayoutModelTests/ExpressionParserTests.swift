import XCTest
@testable import LayoutModel

final class ExpressionParserTests: XCTestCase {
    private let context = NameContext(metrics: [("margin", 16)], views: ["a", "b", "view2"])

    private func parse(_ text: String) -> Result<ParsedExpression, StringProblem> {
        ExpressionParser.parseConstraint(text, context: context)
    }

    func testFullForm() throws {
        let parsed = try parse("a.leading == b.trailing + 20 @999").get()
        XCTAssertEqual(parsed.first.item, "a")
        XCTAssertEqual(parsed.first.attribute, .leading)
        XCTAssertEqual(parsed.relation, .equal)
        XCTAssertEqual(parsed.second?.item, "b")
        XCTAssertEqual(parsed.second?.attribute, .trailing)
        XCTAssertEqual(parsed.multiplier, 1)
        XCTAssertEqual(parsed.constant?.value, 20)
        XCTAssertEqual(parsed.priority?.priority, LayoutPriority(999, written: "999"))
        XCTAssertEqual(parsed.priority?.range, 29..<33)
    }

    func testMultipliersMetricsAndPriorityArithmetic() throws {
        let parsed = try parse("a.width==2*b.height/4-margin@high+1").get()
        XCTAssertEqual(parsed.multiplier, 0.5)
        XCTAssertEqual(parsed.constant, ParsedConstant(value: -16, metric: "margin", negated: true, range: 22..<28))
        XCTAssertEqual(parsed.priority?.priority, LayoutPriority(751, written: "high+1"))
        let constantOnly = try parse("a.width >= -8 @low-1").get()
        XCTAssertNil(constantOnly.second)
        XCTAssertEqual(constantOnly.constant?.value, -8)
        XCTAssertEqual(constantOnly.priority?.priority.value, 249)
        XCTAssertEqual(try parse("a.height <= 1e3").get().constant?.value, 1000)
        XCTAssertEqual(try parse("a.baseline == b.firstBaseline").get().first.attribute, .lastBaseline)
    }

    func testErrorsPointAtTheToken() {
        XCTAssertEqual(parse("a.leading = b.leading"), .failure(StringProblem("expected a relation ('==', '<=' or '>='), found '='; write '==' for equality", at: 10..<11)))
        XCTAssertEqual(parse("a.leadin == b.leading"), .failure(StringProblem("unknown attribute 'leadin'; did you mean 'leading'?", at: 2..<8)))
        XCTAssertEqual(parse("superview.top == a.top"), .failure(StringProblem("'superview' may not be the first item", at: 0..<9)))
        XCTAssertEqual(parse("a.top == b.top + margn"), .failure(StringProblem("unknown metric 'margn'; did you mean 'margin'?", at: 17..<22)))
        XCTAssertEqual(parse("a.top == view2"), .failure(StringProblem("'view2' is a view: expected '.' and an attribute after it, found the end of the string", at: 9..<14)))
        XCTAssertEqual(parse("a.top == b.top @hgh"), .failure(StringProblem("unknown priority 'hgh'; did you mean 'high'?", at: 16..<19)))
        XCTAssertEqual(parse("a.width == b.width / 0"), .failure(StringProblem("division by zero", at: 19..<22)))
        XCTAssertEqual(parse("a.top == b.top 20"), .failure(StringProblem("unexpected '20' after the constraint", at: 15..<17)))
        XCTAssertEqual(parse("a.top == 1e309"), .failure(StringProblem("number '1e309' is out of range", at: 9..<14)))
    }

    func testDecimalNumbers() {
        XCTAssertEqual(try DecimalNumber.parse("20").get(), 20)
        XCTAssertEqual(try DecimalNumber.parse("-8").get(), -8)
        XCTAssertEqual(try DecimalNumber.parse("0.5").get(), 0.5)
        XCTAssertEqual(try DecimalNumber.parse("1e3").get(), 1000)
        XCTAssertEqual(try DecimalNumber.parse(".5").get(), 0.5)
        XCTAssertEqual(DecimalNumber.parse(".inf"), .failure(.notFinite))
        XCTAssertEqual(DecimalNumber.parse(".NaN"), .failure(.notFinite))
        XCTAssertEqual(DecimalNumber.parse("1e309"), .failure(.outOfRange))
        XCTAssertEqual(DecimalNumber.parse("0x14"), .failure(.notDecimal))
        XCTAssertEqual(DecimalNumber.parse("abc"), .failure(.notANumber))
    }
}

import LayoutDiagnostics
import XCTest
@testable import LayoutModel

/// No input may crash the loader; every diagnostic follows the message style.
final class RobustnessTests: XCTestCase {
    /// A small deterministic generator, so failures reproduce.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    private let alphabet = Array("[]{}()|-:@,.=<>+*/ \n\"'#&*!0123456789eabHV_xé𝑥")

    /// 500 seeded mutations of one layout: no crash, and every message in the house style.
    /// (`Fuzz/run.sh`, a stage of `.ci/run`, mutates the whole pipeline's inputs for 60 s.)
    func testMutatedDocumentsNeverCrash() {
        let source = Array(LoaderModelTests.collapsingRow + """

          extra:
            from: view2-gone
            remove: [view1]
            constant: { view3ToView1: -4 }
        """)
        var generator = Generator(state: 42)
        for _ in 0..<500 {
            var text = source
            for _ in 0..<(1 + generator.next(3)) {
                let index = generator.next(text.count)
                switch generator.next(3) {
                case 0: text.remove(at: index)
                case 1: text.insert(alphabet[generator.next(alphabet.count)], at: index)
                default: text[index] = alphabet[generator.next(alphabet.count)]
                }
            }
            let result = load(String(text))
            for diagnostic in result.diagnostics {
                XCTAssertFalse(diagnostic.message.hasSuffix("."), diagnostic.message)
                XCTAssertEqual(diagnostic.message.first.map { $0.isUppercase }, false, diagnostic.message)
            }
            if let document = result.document {
                for constraint in document.constraints {
                    _ = invalidReason(of: constraint, in: document)
                    _ = constraint.displayText
                }
                for state in document.states {
                    _ = document.changes(toReach: state.name)
                }
            }
        }
    }

    func testRandomStringsThroughBothParsers() {
        var generator = Generator(state: 7)
        let context = NameContext(metrics: [("m", 1)], views: ["a", "b"])
        for _ in 0..<5000 {
            let length = generator.next(24)
            let text = String((0..<length).map { _ in alphabet[generator.next(alphabet.count)] })
            _ = ExpressionParser.parseConstraint("a.top == " + text, context: context)
            _ = VisualFormatParser.parse("H:|-" + text, context: context)
            if case .failure(let problem) = VisualFormatParser.parse(text, context: context) {
                XCTAssertLessThanOrEqual(problem.range.upperBound, text.unicodeScalars.count)
            }
        }
    }

    func testDeepAndLargeInputsStayLinear() {
        let views = (0..<300).map { "  v\($0): { parent: \($0 == 0 ? "root" : "v\($0 - 1)") }" }.joined(separator: "\n")
        let result = load("views:\n  root: { size: [1, 1] }\n" + views + "\nconstraints:\n  - v299.width == root.width\n")
        XCTAssertEqual(summaries(result), [])
        XCTAssertEqual(result.document.flatMap { doc in doc.constraints.first.map { invalidReason(of: $0, in: doc) } }, .some(nil))
        XCTAssertEqual(result.document?.ancestors(of: "v299").count, 300)
    }
}

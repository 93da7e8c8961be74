import Foundation
import XCTest

/// Wrong answers found in stages this branch does not own (solver, engine, rules). Each test
/// states the right answer; while the bug stands it ends in `XCTSkip("known bug: …")` so the
/// suite stays green, and it starts asserting by itself once the bug is fixed.
final class KnownBugTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch = nil
    }

    /// `count + 1` views whose widths grow by `factor` each, starting at `v0.width == 1`.
    private func chain(count: Int, factor: String, extra: String, first: String = "v0.width == 1") -> String {
        var text = "views:\n  root: { size: [375, 100] }\n"
        for index in 0...count { text += "  v\(index): { parent: root }\n" }
        text += "constraints:\n  - \(first)\n"
        for index in 1...count { text += "  - v\(index).width == \(factor) * v\(index - 1).width\n" }
        for index in 0...count { text += "  - v\(index).leading == root.leading\n  - v\(index).top == root.top\n  - v\(index).height == 1\n" }
        return text + extra
    }

    private func lint(_ name: String, _ text: String) throws -> [String] {
        diagnosticLines(try lintBounded(try scratch.write(name + ".layout.yaml", text)).stdout)
    }

    /// 26 widths each 1e12 times the last: v26 would be 1e312, past the largest Double. The
    /// required `v26.width <= 5` cannot hold, but the layout lints clean (with 25 links it is
    /// reported correctly, the others putting v25.width at 1e300).
    func testUnsatisfiableChainPastTheLargestDoubleIsReported() throws {
        let lines = try lint("overflow-chain", chain(count: 26, factor: "1e12", extra: "  - v26.width <= 5\n"))
        guard lines.first?.contains("[unsatisfiable-required]") == true else {
            throw XCTSkip("known bug (solver): a required chain whose values pass Double.greatestFiniteMagnitude lints clean instead of unsatisfiable-required; got \(lines)")
        }
        XCTAssertTrue(lines.first?.contains("error: 'v26.width <= 5' cannot hold") == true, "\(lines)")
    }

    /// The same chain with an optional start (`v0.width == 1 @999`) and an intrinsic width on
    /// the last view: every required constraint can hold with v0.width = 1 (v59 = 1e354 in
    /// exact arithmetic), yet the solver drops the @999 constraint and reports v59 compressed
    /// to a width of 0.
    func testOptionalStartOfAnOverflowingChainIsNotDropped() throws {
        var text = chain(count: 59, factor: "1e6", extra: "", first: "v0.width == 1 @999")
        text = text.replacingOccurrences(of: "  v59: { parent: root }", with: "  v59: { parent: root, kind: label, intrinsic: [10, 1] }")
        let lines = try lint("optional-chain", text)
        if lines.contains(where: { $0.contains("compressed to a width of 0") }) {
            throw XCTSkip("known bug (solver): past Double's range a chain of 1e6 multipliers makes the solver break 'v0.width == 1 @999' and report v59 at width 0; got \(lines.prefix(2))")
        }
        XCTAssertFalse(lines.contains(where: { $0.contains("width of 0") }), "\(lines)")
    }
}

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

    /// Each root is its own hierarchy, yet the configurations are every combination of every
    /// root's sizes: 6 roots with 10 sizes each, 80 lines of YAML, make 1,000,000 systems to
    /// solve, and 8 roots (10^8) exhaust memory. Solving each hierarchy at its own sizes would
    /// make 60.
    func testRootsWithManySizesDoNotMultiplyTheWork() throws {
        var text = "views:\n"
        for root in 0..<6 {
            text += "  r\(root):\n    size:\n"
            for size in 0..<10 { text += "      s\(size): [\(100 + size), 100]\n" }
            text += "  v\(root): { parent: r\(root) }\n"
        }
        text += "constraints:\n"
        for root in 0..<6 { text += "  - visual: \"H:|-8-[v\(root)]-8-|\"\n  - visual: \"V:|-8-[v\(root)]-8-|\"\n" }
        let path = try scratch.write("many-roots.layout.yaml", text)
        let url = URL(fileURLWithPath: path)
        let result = try runBounded(["lint", "--no-snippet", url.lastPathComponent], directory: url.deletingLastPathComponent(), timeLimit: 10)
        if result.timedOut {
            throw XCTSkip("known bug (engine): configurations multiply across roots; 6 roots × 10 sizes did not finish in 10 s (peak \(result.peakMemoryBytes >> 20) MiB)")
        }
        XCTAssertEqual(result.status, 0, result.stdout)
    }

    /// A row of 3,000 fixed-size views (12,000 constraints, 150 KB) must lint in bounded
    /// time, but solving grows faster than quadratically: 800 views take ~20 s and 1,600
    /// ~90 s in the debug build, so a few MB of such views (far below the reader's caps)
    /// would run for days.
    func testThousandsOfViewsLintInBoundedTime() throws {
        var text = "views:\n  root: { size: [375, 100] }\n"
        for index in 0..<3_000 { text += "  v\(index): { parent: root }\n" }
        text += "constraints:\n"
        for index in 0..<3_000 {
            let previous = index == 0 ? "root.leading" : "v\(index - 1).trailing"
            text += "  - v\(index).leading == \(previous) + 1\n  - v\(index).width == 0.5\n"
            text += "  - v\(index).top == root.top\n  - v\(index).height == 10\n"
        }
        let path = try scratch.write("row.layout.yaml", text)
        let url = URL(fileURLWithPath: path)
        let result = try runBounded(["lint", "--no-snippet", url.lastPathComponent], directory: url.deletingLastPathComponent(), timeLimit: 15)
        if result.timedOut {
            throw XCTSkip("known bug (solver/engine): 3,000 views in a row did not lint in 15 s; time grows faster than quadratically with the number of views")
        }
        XCTAssertEqual(result.status, 0, result.stdout)
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

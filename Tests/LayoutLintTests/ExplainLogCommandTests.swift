import Foundation
import XCTest

/// `layoutlint explain-log` as users run it: exit codes, standard input, the four formats.
final class ExplainLogCommandTests: XCTestCase {
    /// issues/fulldecent__FDTake__122.log from the corpus, as printed by iOS 12.
    private let negativeWidth = """
        2019-03-01 10:00:00.000000+0100 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
        (
            "<NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>"
        )

        Will attempt to recover by breaking constraint\u{20}
        <NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>

        """

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explain-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testAConflictOnStandardInputIsExplainedWithStatusOne() throws {
        let result = try runLayoutLint(["explain-log"], stdin: Data(negativeWidth.utf8), directory: scratch)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            <stdin>:4:6: error: 1 listed constraint and the rule that sizes are never negative (UIView #1 (…eb0).width >= 0) cannot all hold: the others hold UIView #1 (…eb0).width at least 0, where it needs -16 [unsatisfiable-required]
            <stdin>:4:6: note: conflicting: UIView #1 (…eb0).width >= 0 (implicit: UIKit keeps every width and height at least zero)
            <stdin>:8:1: note: UIKit broke this member: breaking it resolves the conflict
            <stdin>:4:6: note: fix-it: a size is never negative, and 'UIView #1 (…eb0).width == -16' asks for -16: the constant probably has the wrong sign (an inset written as an offset) [negative-size]

            """)
    }

    func testInputWithoutAMessageEndsWithStatusZeroAndNoOutput() throws {
        let path = scratch.appendingPathComponent("quiet.log")
        try Data("app started\n2019-03-01 10:00:00 App[1:2] loaded 3 items\n".utf8).write(to: path)
        let result = try runLayoutLint(["explain-log", "quiet.log"], directory: scratch)
        XCTAssertEqual(result, CommandResult(status: 0, stdout: "", stderr: ""))
    }

    func testAMissingFileIsAUsageErrorWithStatusTwo() throws {
        let result = try runLayoutLint(["explain-log", "nowhere.log"], directory: scratch)
        XCTAssertEqual(result, CommandResult(status: 2, stdout: "", stderr: "layoutlint: error: cannot read 'nowhere.log'\n"))
    }

    func testYAMLTakesOneLog() throws {
        let result = try runLayoutLint(["explain-log", "--format", "yaml", "a.log", "b.log"], directory: scratch)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "layoutlint: error: --format yaml writes one layout file: give one log\n")
    }

    func testJSONGivesEachMemberItsPositionAndTheSizeRuleNone() throws {
        let result = try runLayoutLint(["explain-log", "--format", "json", "-"], stdin: Data(negativeWidth.utf8), directory: scratch)
        XCTAssertEqual(result.status, 1)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["conflicts"] as? Int, 1)
        let file = try XCTUnwrap((root["files"] as? [[String: Any]])?.first)
        let message = try XCTUnwrap((file["messages"] as? [[String: Any]])?.first)
        XCTAssertEqual(message["line"] as? Int, 1)
        XCTAssertEqual(message["brokenResolves"] as? Bool, true)
        let members = try XCTUnwrap(((message["conflicts"] as? [[String: Any]])?.first)?["members"] as? [[String: Any]])
        XCTAssertEqual(members.count, 2)
        XCTAssertEqual(members[0]["line"] as? Int, 4)
        XCTAssertEqual(members[0]["column"] as? Int, 6)
        XCTAssertNil(members[1]["line"])
        XCTAssertEqual(members[1]["implicit"] as? String, "size-not-negative")
        XCTAssertEqual(members[1]["text"] as? String, "UIView #1 (…eb0).width >= 0")
    }

    func testSARIFCarriesEveryMemberAsARelatedLocation() throws {
        let result = try runLayoutLint(["explain-log", "--format", "sarif", "-"], stdin: Data(negativeWidth.utf8), directory: scratch)
        XCTAssertEqual(result.status, 1)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["unsatisfiable-required"])
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 4)
        XCTAssertEqual((results[0]["relatedLocations"] as? [Any])?.count, 2)
    }

    /// The layout file rebuilt from the log is linted as the same conflict.
    func testYAMLIsALayoutFileThatLintReportsAsUnsatisfiable() throws {
        let log = scratch.appendingPathComponent("width.log")
        try Data(negativeWidth.utf8).write(to: log)
        let rebuilt = try runLayoutLint(["explain-log", "--format", "yaml", "width.log", "--output", "width.layout.yaml"], directory: scratch)
        XCTAssertEqual(rebuilt.status, 1)
        let lint = try runLayoutLint(["lint", "--no-snippet", "width.layout.yaml"], directory: scratch)
        let unsatisfiable = lint.stdout.split(separator: "\n").filter { $0.hasSuffix("[unsatisfiable-required]") }
        XCTAssertEqual(unsatisfiable, [
            "width.layout.yaml:9:5: error: 'UIView_1.width == -16' cannot hold together with 1 other required constraint: the others put UIView_1.width at 0 or more, where it needs -16; UIKit breaks one of them at run time [unsatisfiable-required]",
        ])
        XCTAssertTrue(lint.stdout.contains("width.layout.yaml:6:3: note: conflicting: 'UIView_1'.width >= 0 (sizes are never negative)"), lint.stdout)
    }
}

import LayoutConsoleLog
import LayoutDiagnostics
import LayoutReporters
import XCTest

/// The reader's limit on how many constraints it reads, checked with a small limit passed in.
/// The real limit (20,000) on 50 MB of log and on a list of 100,000 constraints is run against
/// the release build by `Tests/CI/limits.sh`, a stage of `.ci/run`.
final class ReadLimitTests: XCTestCase {
    /// explain-log's text output for `text`, reading at most `mostReadConstraints`.
    private func explain(_ text: String, mostReadConstraints: Int) -> [String] {
        let file = SourceFile(path: "t.log", text: text)
        let explanation = ConflictExplainer.explain(LogReader.read(file, mostReadConstraints: mostReadConstraints))
        let diagnostics = LogReports.diagnostics(explanation, path: "t.log")
        return TextReporter().render(Report(diagnostics: diagnostics, sources: ["t.log": file]))
            .split(separator: "\n").map(String.init).filter { $0.hasPrefix("t.log:") }
    }

    /// One UIKit message of 4 listed constraints and 1 broken, 10 lines.
    private let message = """
        2016-04-11 14:52:45.832 App[451:79339] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x17e97900 V:|-(16)-[UILabel:0x17e96600'Thonburi']   (Names: '|':UITableViewCellContentView:0x17d99fc0 )>",
            "<NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem']>",
            "<NSLayoutConstraint:0x17da2bc0 UILabel:0x17d9b1c0'Lorem'.bottom == UITableViewCellContentView:0x17d99fc0.bottom - 16>",
            "<NSLayoutConstraint:0x17e96fa0 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x17d99fc0(44)]>"
        )

        Will attempt to recover by breaking constraint\u{20}
        <NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem']>

        """

    /// 30 messages between unrelated lines, 11 lines each, with a limit of 100 constraints:
    /// the first 20 messages (5 constraints each) are read, the first explained and the
    /// next 19 named as its repeats; the 21st message's first constraint (line 20 × 11 + 4)
    /// is where reading stops, and the rest is counted, not read or solved.
    func testALongLogIsReadUpToTheLimitAndTheRestCounted() {
        var text = ""
        for index in 0..<30 { text += "2016-04-11 14:52:45.832 App[451:79339] request \(index) done\n" + message }
        let lines = explain(text, mostReadConstraints: 100)
        XCTAssertEqual(lines.filter { !$0.contains(": note: ") }, [
            "t.log:5:6: error: 4 listed constraints and the rule that sizes are never negative (UILabel #1 'Thonburi' (…600).height >= 0, UILabel #2 'Lorem' (…1c0).height >= 0) cannot all hold: the others hold UITableViewCellContentView #1 (…fc0).height at least 16 + 16 + 16 = 48, where 'UIView-Encapsulated-Layout-Height' needs 44 [unsatisfiable-required]",
        ])
        XCTAssertEqual(lines.filter { $0.hasSuffix(": note: the same constraints as the message at line 2, explained there [log-incomplete]") }.count, 19)
        XCTAssertTrue(lines.contains("t.log:224:6: note: the input holds more than 100 constraints: those from this line on are not read [log-incomplete]"),
                      "\(lines.suffix(3))")
    }

    /// One list longer than the limit is read up to it and, cut there, not solved: the
    /// conflict its last constraint makes is not reported.
    func testAListLongerThanTheLimitIsNotSolved() {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<1_000 {
            text += "    \"<NSLayoutConstraint:0x\(String(0x6000_0000_0000 + index, radix: 16)) H:[UIView:0x\(String(0x7f00_0000_0000 + index, radix: 16))]-(8)-[UIView:0x\(String(0x7f00_0000_0001 + index, radix: 16))]   (active)>\",\n"
        }
        text += "    \"<NSLayoutConstraint:0x1 UIView:0x7f0000000000.width == - 1   (active)>\"\n)\n"
        XCTAssertEqual(explain(text, mostReadConstraints: 200), [
            "t.log:203:6: note: the input holds more than 200 constraints: those from this line on are not read [log-incomplete]",
        ])
        // Under the limit the same list is read whole, and its conflict is found.
        XCTAssertTrue(explain(text, mostReadConstraints: 2_000).contains { $0.hasSuffix("[unsatisfiable-required]") })
    }
}

import Foundation
import XCTest

/// Every input the fuzzer ever failed on (Tests/RobustnessTests/Regressions, one file each,
/// named for what it shows) is linted by the built binary and must end cleanly, in bounds,
/// with no NaN or infinity in the output.
final class FuzzRegressionTests: XCTestCase {
    private let folder = repositoryRoot.appendingPathComponent("Tests/RobustnessTests/Regressions")

    func testEveryKeptFuzzInputLintsWithinBounds() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            try lintBounded(folder.appendingPathComponent(name).path)
        }
    }

    /// The first one found: a root 1.7976931348623157e308 wide printed `a width of inf`.
    func testHugeRootSizeIsReportedAsOutOfRange() throws {
        let result = try lintBounded(folder.appendingPathComponent("root-size-max-double.layout.yaml").path)
        XCTAssertEqual(diagnosticLines(result.stdout),
                       ["root-size-max-double.layout.yaml:3:18: error: number '1.7976931348623157e308' is out of range [layout-schema]"])
    }

    /// libxml2 names an error's place by its own line count (a lone CR is a line break) and
    /// in bytes, and at the end of a document past the last character; found by a 30-minute
    /// fuzzing run. The place reported stays inside the file, in Unicode scalars.
    func testMalformedXMLIsReportedInsideTheFile() throws {
        let end = try lintBounded(folder.appendingPathComponent("xml-error-past-the-last-column.storyboard").path)
        XCTAssertEqual(diagnosticLines(end.stdout),
                       ["xml-error-past-the-last-column.storyboard:201:109: error: malformed XML: premature end of data in tag subviews line 146 [xml-syntax]"])
        let bytes = try lintBounded(folder.appendingPathComponent("xml-error-column-in-bytes.storyboard").path)
        XCTAssertEqual(diagnosticLines(bytes.stdout),
                       ["xml-error-column-in-bytes.storyboard:101:43: error: malformed XML: opening and ending tag mismatch: button line 92 and placeholderIdentifier [xml-syntax]"])
    }
    /// A double-quoted constraint string whose first line is only spaces, broken by a lone
    /// carriage return (a 15-minute byte-fuzzing run): the error inside it was placed past
    /// the end of the first line instead of on the character after the break.
    func testErrorAfterALoneCarriageReturnInAQuotedStringIsPlacedOnItsCharacter() throws {
        let result = try lintBounded(folder.appendingPathComponent("quoted-string-lone-carriage-return.layout.yaml").path)
        XCTAssertEqual(diagnosticLines(result.stdout), [
            "quoted-string-lone-carriage-return.layout.yaml:2:7: error: expected a mapping of view ids to views, found null [layout-schema]",
            "quoted-string-lone-carriage-return.layout.yaml:22:1: error: unknown key 'Car parent' at the top level; valid keys are 'layout', 'version', 'direction', 'metrics', 'views', 'constraints', 'states' [layout-schema]",
            "quoted-string-lone-carriage-return.layout.yaml:25:7: error: expected '.' and an attribute after 'onePic', found ']' [layout-schema]",
        ])
        XCTAssertEqual(result.status, 1)
    }

    /// A folded constraint string (`>`) followed by a less indented list item (a 25-minute
    /// byte-fuzzing run): the scalar's node ends on that item's line, which was read as
    /// content, and the error inside the string was placed past the end of the `>` line.
    func testErrorInAFoldedScalarBeforeALessIndentedItemIsPlacedOnItsCharacter() throws {
        let result = try lintBounded(folder.appendingPathComponent("folded-scalar-before-a-less-indented-item.layout.yaml").path)
        XCTAssertTrue(diagnosticLines(result.stdout).contains(
            "folded-scalar-before-a-less-indented-item.layout.yaml:12:16: error: expected '.' and an attribute after 'Stack', found 'View' [layout-schema]"),
            result.stdout)
        XCTAssertEqual(result.status, 1)
    }

    /// Swift code with a stray `)` among dozens of braces never closed (a 2-hour structured
    /// fuzzing run, then CI's 60-second one): swift-syntax's recovery made every later token
    /// cost time growing steeply with the open braces, 36 s for 26 KB. It is refused before
    /// parsing, at the bracket past the limit.
    func testSwiftWithManyUnclosedBracketsIsRefusedBeforeParsing() throws {
        let result = try lintBounded(folder.appendingPathComponent("swift-stray-bracket-among-unclosed-braces.swift").path)
        XCTAssertEqual(diagnosticLines(result.stdout), [
            "swift-stray-bracket-among-unclosed-braces.swift:1:9: error: this bracket and 8 opened before it are never closed; layoutlint does not read code left this unfinished (Swift's parser slows down steeply with each one) [swift-source]",
        ])
        XCTAssertEqual(result.status, 1)
    }

    /// A computed local whose getter uses itself (a 10-minute structured fuzzing run turned
    /// `if let x {` into `inset let x {`): each use re-ran the getter inside the getter, two
    /// uses per level, 200 levels deep; it ran for hours. The getter is followed where it is
    /// not already running, and the rest of the method is read.
    func testComputedLocalUsingItselfIsReadOnce() throws {
        let name = "swift-computed-local-using-itself.swift"
        let result = try lintBounded(folder.appendingPathComponent(name).path)
        XCTAssertEqual(diagnosticLines(result.stdout), [
            "\(name):8:19: error: 'box' has no vertical position or height: add a top, bottom, centerY or baseline constraint, and a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
            "\(name):18:25: error: 'box.widthAnchor == 30' (box.width == 30) cannot hold together with 1 other required constraint: the others put box.width at 20, where it needs 30; UIKit breaks one of them at run time [unsatisfiable-required]",
            "\(name):17:25: note: conflicting: 'box.widthAnchor == 20' (box.width == 20)",
            "\(name):18:25: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it",
        ])
        XCTAssertEqual(result.status, 1)
    }
}

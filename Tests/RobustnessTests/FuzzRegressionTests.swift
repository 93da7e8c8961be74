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
            try lintBounded(folder.appendingPathComponent(name).path, timeLimit: 20)
        }
    }

    /// The first one found: a root 1.7976931348623157e308 wide printed `a width of inf`.
    func testHugeRootSizeIsReportedAsOutOfRange() throws {
        let result = try lintBounded(folder.appendingPathComponent("root-size-max-double.layout.yaml").path)
        XCTAssertEqual(diagnosticLines(result.stdout),
                       ["root-size-max-double.layout.yaml:3:18: error: number '1.7976931348623157e308' is out of range [layout-schema]"])
    }
}

import LayoutRender
import LayoutTestSupport
import XCTest

/// Every configuration of every sample, drawn with all its defects, byte for byte against
/// its golden SVG (`Goldens/<sample>/<configuration>.svg`).
final class SVGGoldenTests: XCTestCase {
    func testEverySampleConfigurationMatchesItsGolden() throws {
        let samples = sampleLayouts().filter { !$0.contains("input-errors") }
        XCTAssertGreaterThanOrEqual(samples.count, 18)
        try inRepositoryRoot {
            for sample in samples {
                let pictures = try XCTUnwrap(pictures(of: sample), sample)
                let name = (sample as NSString).lastPathComponent.replacingOccurrences(of: ".layout.yaml", with: "")
                for index in pictures.configurations.indices {
                    let svg = pictures.svg(ofConfiguration: index)
                    XCTAssertNotNil(SVGViews.parse(svg), "\(sample): not well-formed XML")
                    assertGolden(svg, "\(name)/\(pictures.fileName(ofConfiguration: index))", in: "Tests/LayoutRenderTests/Goldens")
                }
            }
        }
    }

    /// The same picture whatever else was drawn before it in the process.
    func testRenderingIsDeterministic() throws {
        try inRepositoryRoot {
            let sample = "samples/seeds/12-nine-grid-priorities-999.layout.yaml"
            let first = try XCTUnwrap(pictures(of: sample)).svg(ofConfiguration: 0)
            let second = try XCTUnwrap(pictures(of: sample)).svg(ofConfiguration: 0)
            XCTAssertEqual(first, second)
        }
    }
}

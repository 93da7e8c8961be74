import XCTest

/// Where controls draw their frames relative to the rectangle constraints act on.
final class ControlGeometryTests: XCTestCase {
    func slider(x: Double, width: Double) -> String {
        storyboard(subviews: """
                                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
                                    <rect key="frame" x="\(x)" y="100" width="\(width)" height="31"/>
                                </slider>
    """, constraints: """
                                <constraint firstItem="sld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" constant="20" id="c3"/>
    """)
    }

    func testASliderIsDrawnTwoPointsWiderThanItsTrackOnEachSide() {
        // Pinned 20 from both edges of a 375-point root: Xcode draws it at x = 18, 339 wide. The
        // message gives the track (the alignment rectangle), as the constraints see it.
        XCTAssertEqual(lint(slider(x: 18, width: 339)), [])
        XCTAssertEqual(lint(slider(x: 20, width: 335)), [
            "13:33: warning: 'Slider' is drawn at [22, 100, 331, 31] but its constraints place it at [20, 100, 335, 31] [misplaced-frame]",
        ])
    }
}

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

/// Margins a view takes from its superview.
final class PreservedMarginsTests: XCTestCase {
    func document(preserves: Bool, childX: Int) -> String {
        storyboard(subviews: """
                                <view contentMode="scaleToFill" \(preserves ? "preservesSuperviewLayoutMargins=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="4" y="100" width="367" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                            <rect key="frame" x="\(childX)" y="0.0" width="50" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="50" id="iw"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="b1"/>
                                        <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" id="b2"/>
                                        <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="b3"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="4" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="4" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
    """)
    }

    func testAViewThatPreservesItsSuperviewsMarginsTakesThePartItOverlaps() {
        // The root's leading margin is 16; the box starts 4 in, so its own margin (8) gives
        // way to the 12 points of the root's margin it overlaps.
        XCTAssertEqual(lint(document(preserves: true, childX: 12)), [])
        XCTAssertEqual(lint(document(preserves: false, childX: 8)), [])
        XCTAssertEqual(lint(document(preserves: true, childX: 8)), [
            "16:41: warning: 'View (inner)' is drawn at [8, 0, 50, 100] but its constraints place it at [12, 0, 50, 100] [misplaced-frame]",
        ])
    }
}

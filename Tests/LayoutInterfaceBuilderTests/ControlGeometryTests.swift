import LayoutDiagnostics
import LayoutLint
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

/// A label drawn far smaller than its text: its constraints squeeze it.
final class SqueezedLabelTests: XCTestCase {
    /// A 100-point vertical stack holding a 31-point bold title drawn 3 high and two views of
    /// height 50 at priority 750.
    let document = storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="100" width="335" height="100"/>
                                    <subviews>
                                        <label opaque="NO" verticalHuggingPriority="750" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                                            <rect key="frame" x="0.0" y="0.0" width="335" height="3"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="31"/>
                                        </label>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                            <rect key="frame" x="0.0" y="3" width="335" height="48.5"/>
                                            <constraints>
                                                <constraint firstAttribute="height" priority="750" constant="50" id="h1"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                            <rect key="frame" x="0.0" y="51.5" width="335" height="48.5"/>
                                            <constraints>
                                                <constraint firstAttribute="height" priority="750" constant="50" id="h2"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="stk" firstAttribute="height" constant="100" id="c4"/>
    """)

    func testALabelWithTextResistsWithAtLeastALine() {
        // A 31-point line is 37 high: the title and the two views share the 37 points the
        // stack lacks, at equal priority (drawn 3 high, the title was taken for 3).
        XCTAssertEqual(lint(document), [
            "22:45: warning: 'View (one).height == 50 @750' and 2 other constraints of priority 750 trade 37 points of vertical space against each other, so UIKit may satisfy either [optional-priority-tie]",
        ])
        let tie = Linter.lint(SourceFile(path: "Main.storyboard", text: document)).first
        XCTAssertEqual(tie?.notes.map(\.message), [
            "trades against 'View (two).height == 50 @750'",
            "trades against the vertical compression resistance of 'Title Label' (height >= 37 @750)",
        ])
        XCTAssertEqual(tie?.properties, [DiagnosticProperty(name: "undeterminedViews", values: ["ttl", "one", "two"])])
    }
}

import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutLint
import LayoutModel
import LayoutTestSupport
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
            "13:33: warning: 'Slider' is drawn at [22, 100, 331, 30] but its constraints place it at [20, 100, 335, 30] [misplaced-frame]",
        ])
    }

    func testFromXcode16_3ASlidersFrameIsItsTrack() {
        // Delta's Xcode 16.3 slider (half A) and OsmAnd's (outside the corpus) are drawn on
        // their constraints, from edge to edge and from top to bottom.
        let modern = { (x: Double, width: Double) in
            self.slider(x: x, width: width).replacingOccurrences(of: #"toolsVersion="32700.99.1234""#, with: #"toolsVersion="24128""#)
        }
        XCTAssertEqual(lint(modern(20, 335)), [])
        XCTAssertEqual(lint(modern(18, 339)), [
            "13:33: warning: 'Slider' is drawn at [18, 100, 339, 31] but its constraints place it at [20, 100, 335, 31] [misplaced-frame]",
        ])
    }

    func testASlidersTrackEndsAPointAboveItsFramesBottom() {
        // A view 8 below a 31-point slider is drawn 8 below its 30-point track.
        let document = { (y: Int) in storyboard(subviews: """
                                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
                                    <rect key="frame" x="18" y="100" width="339" height="31"/>
                                </slider>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="\(y)" width="335" height="10"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="sld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="sld" secondAttribute="bottom" constant="8" id="c4"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="sld" secondAttribute="leading" id="c5"/>
                                <constraint firstItem="below" firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" id="c6"/>
                                <constraint firstItem="below" firstAttribute="height" constant="10" id="c7"/>
    """) }
        XCTAssertEqual(lint(document(138)), [])
        XCTAssertEqual(lint(document(139)), [
            "16:33: warning: 'View (below)' is drawn at [20, 139, 335, 10] but its constraints place it at [20, 138, 335, 10] [misplaced-frame]",
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

/// AppKit push buttons: Xcode 26 draws them with the frame on the bezel.
final class PushButtonInsetsTests: XCTestCase {
    /// A rounded push button pinned 20 from the trailing and bottom edges of a 300 × 100 root,
    /// as wide as drawn (its intrinsic width).
    func document(toolsVersion: String, frame: String) -> String {
        macStoryboard(subviews: """
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                    \(frame)
                                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="okc">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
    """, constraints: """
                                <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="c1"/>
                                <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="c2"/>
    """, toolsVersion: toolsVersion)
    }

    func testXcode26DrawsARoundedPushButtonsFrameOnItsBezel() {
        // Xcode 26: 24 high, the frame 20 from the edges.
        XCTAssertEqual(lint(document(toolsVersion: "24408", frame: #"<rect key="frame" x="200" y="20" width="80" height="24"/>"#), path: "P.storyboard"), [])
        // Earlier Xcode: 32 high, 6 wider on each side, 4 above and 7 below the bezel.
        XCTAssertEqual(lint(document(toolsVersion: "22505", frame: #"<rect key="frame" x="194" y="13" width="92" height="32"/>"#), path: "P.storyboard"), [])
        // An Xcode 26 document may save the old frame, 32 high around the bezel (vienna-rss,
        // GitUp, santa, mac-mouse-fix, Scroll-Reverser, Sparkle; iina and LuLu read outside
        // the corpus): it was laid out with the old geometry, and is read with the old insets.
        XCTAssertEqual(lint(document(toolsVersion: "24408", frame: #"<rect key="frame" x="194" y="13" width="92" height="32"/>"#), path: "P.storyboard"), [])
        // Drawn 9 points higher, it is off in either reading.
        XCTAssertEqual(lint(document(toolsVersion: "24408", frame: #"<rect key="frame" x="194" y="22" width="92" height="32"/>"#), path: "P.storyboard"), [
            "12:33: warning: 'Button' is drawn at [200, 50, 80, 21] but its constraints place it at [200, 59, 80, 21] [misplaced-frame]",
        ])
    }

    func testAnInternalBuildsDocumentDrawsThePushButtonsBeforeXcode26() {
        // toolsVersion 32700.99.1234 is no release's: its canvas draws the older bezel, 32 high.
        XCTAssertEqual(lint(document(toolsVersion: "32700.99.1234", frame: #"<rect key="frame" x="194" y="13" width="92" height="32"/>"#),
                            path: "P.storyboard"), [])
        // An Xcode 26 frame there is read with the older insets: 6 points inside on each side.
        XCTAssertEqual(lint(document(toolsVersion: "32700.99.1234", frame: #"<rect key="frame" x="200" y="20" width="80" height="24"/>"#),
                            path: "P.storyboard"), [
            "12:33: warning: 'Button' is drawn at [206, 60, 68, 13] but its constraints place it at [212, 67, 68, 13] [misplaced-frame]",
        ])
    }

    func testALargePushButtonIsDrawnSixPointsAroundItsBezel() throws {
        // controlSize large, before Xcode 26: 40 high, 6 points outside the bezel on every side.
        let large = { (frame: String) in
            self.document(toolsVersion: "22505", frame: frame).replacingOccurrences(of: #"borderStyle="border""#, with: #"controlSize="large" borderStyle="border""#)
        }
        XCTAssertEqual(lint(large(#"<rect key="frame" x="194" y="14" width="92" height="40"/>"#), path: "P.storyboard"), [])
        // Its rectangle, and so its intrinsic size, is 80 × 28 (a regular button's insets
        // would make it 29 high).
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "P.storyboard",
            text: large(#"<rect key="frame" x="194" y="14" width="92" height="40"/>"#))).document)
        let button = try XCTUnwrap(loaded.views.first { $0.interfaceBuilderID == "ok" })
        XCTAssertEqual(button.frame, LayoutFrame(x: 200, y: 52, width: 80, height: 28))
        XCTAssertEqual(button.intrinsic.height, 28)
        // Drawn 9 points lower: off for every bezel and content size in the ranges (±3 each).
        XCTAssertEqual(lint(large(#"<rect key="frame" x="194" y="5" width="92" height="40"/>"#), path: "P.storyboard"), [
            "12:33: warning: 'Button' is drawn at [200, 61, 80, 28] but its constraints place it at [200, 52, 80, 28] [misplaced-frame]",
        ])
    }

    func testABevelTypeButtonHasNoPushButtonInsets() {
        // A bevel-type cell with the rounded bezel style draws no push-button bezel: its frame
        // 20 from the edges, before Xcode 26 too.
        let bevel = document(toolsVersion: "22505", frame: #"<rect key="frame" x="200" y="20" width="80" height="32"/>"#)
            .replacingOccurrences(of: #"type="push""#, with: #"type="bevel""#)
        XCTAssertEqual(lint(bevel, path: "P.storyboard"), [])
    }
}

/// AppKit pop-up buttons: the frame reaches past the rectangle constraints act on.
final class PopUpButtonInsetsTests: XCTestCase {
    /// A pop-up button pinned 20 from the leading, trailing and bottom edges of a 300 × 100
    /// root (AppKit frames: y from the bottom).
    func document(frame: String, toolsVersion: String = "14460") -> String {
        macStoryboard(subviews: """
                                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="pop">
                                    \(frame)
                                    <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="popc">
                                        <font key="font" metaFont="menu"/>
                                    </popUpButtonCell>
                                </popUpButton>
    """, constraints: """
                                <constraint firstItem="pop" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="pop" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstAttribute="bottom" secondItem="pop" secondAttribute="bottom" constant="20" id="c3"/>
    """, toolsVersion: toolsVersion)
    }

    func testAPopUpButtonsFrameReachesTwoPointsBeforeItAndThreeAfter() {
        // Xcode draws it 2 left of the leading edge, 3 past the trailing one, 3 below the
        // bottom and 1 above the top of its 21-point alignment rectangle.
        XCTAssertEqual(lint(document(frame: #"<rect key="frame" x="18" y="17" width="265" height="25"/>"#), path: "P.storyboard"), [])
        // Symmetric insets of 3 put the rectangle a point right of where the constraints do:
        // within the range of a bezel the file does not describe (each edge ±3), not reported.
        // (The scene's window grows to the wider button: it holds its size at 500 only.)
        XCTAssertEqual(lint(document(frame: #"<rect key="frame" x="17" y="17" width="266" height="25"/>"#), path: "P.storyboard"), [])
        // Drawn 6 points past both edges: off for every bezel in the range. Measured as drawn,
        // 266 wide, the button makes its window 306 wide, not the 300 drawn.
        XCTAssertEqual(lint(document(frame: #"<rect key="frame" x="12" y="17" width="271" height="25"/>"#), path: "P.storyboard"), [
            "8:25: warning: 'View' is drawn at [0, 0, 300, 100] but its constraints place it at [0, 0, 306, 100] [misplaced-frame]",
            "12:33: warning: 'Pop Up Button' is drawn at [14, 59, 266, 21] but its constraints place it at [20, 59, 266, 21] [misplaced-frame]",
        ])
    }
    func testALargePopUpButtonsFrameReachesFivePointsPastItsSidesAndSixPastItsEnds() throws {
        // controlSize large, before Xcode 26: 40 high around a 28-point rectangle.
        let large = { (frame: String) in
            self.document(frame: frame).replacingOccurrences(of: #"bezelStyle="rounded""#, with: #"bezelStyle="rounded" controlSize="large""#)
        }
        XCTAssertEqual(lint(large(#"<rect key="frame" x="15" y="14" width="270" height="40"/>"#), path: "P.storyboard"), [])
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "P.storyboard",
            text: large(#"<rect key="frame" x="15" y="14" width="270" height="40"/>"#))).document)
        let button = try XCTUnwrap(loaded.views.first { $0.interfaceBuilderID == "pop" })
        XCTAssertEqual(button.frame, LayoutFrame(x: 20, y: 52, width: 260, height: 28))
        // Drawn with a regular pop-up button's frame around the same rectangle: 8 points low.
        XCTAssertEqual(lint(large(#"<rect key="frame" x="15" y="6" width="270" height="40"/>"#), path: "P.storyboard"), [
            "12:33: warning: 'Pop Up Button' is drawn at [20, 60, 260, 28] but its constraints place it at [20, 52, 260, 28] [misplaced-frame]",
        ])
    }

    func testXcode26SavesAPopUpButtonsFrameOnItsAlignmentRectangle() {
        // Its frame where the constraints put the rectangle: 20 from the edges, 20 above the
        // bottom.
        XCTAssertEqual(lint(document(frame: #"<rect key="frame" x="20" y="20" width="260" height="22"/>"#, toolsVersion: "24765"),
                            path: "P.storyboard"), [])
        // Drawn 6 points past both edges: the frame itself is the rectangle that is off (the
        // window grows to the wider button, measured as drawn).
        XCTAssertEqual(lint(document(frame: #"<rect key="frame" x="14" y="20" width="272" height="22"/>"#, toolsVersion: "24765"),
                            path: "P.storyboard"), [
            "8:25: warning: 'View' is drawn at [0, 0, 300, 100] but its constraints place it at [0, 0, 312, 100] [misplaced-frame]",
            "12:33: warning: 'Pop Up Button' is drawn at [14, 58, 272, 22] but its constraints place it at [20, 58, 272, 22] [misplaced-frame]",
        ])
    }

    func testASmallPopUpButtonDrawn22HighIsFourPointsPastItsBezelsSides() throws {
        // controlSize small: 22 high around a 16-point rectangle, 4 past each side, 2 above and
        // 4 below it (iina before Xcode 26; HandBrake's Xcode 26 files saved with that frame).
        let small = { (frame: String, toolsVersion: String) in
            self.document(frame: frame, toolsVersion: toolsVersion)
                .replacingOccurrences(of: #"bezelStyle="rounded""#, with: #"bezelStyle="rounded" controlSize="small""#)
        }
        let drawn = #"<rect key="frame" x="16" y="16" width="268" height="22"/>"#
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "P.storyboard", text: small(drawn, "14460"))).document)
        let button = try XCTUnwrap(loaded.views.first { $0.interfaceBuilderID == "pop" })
        XCTAssertEqual(button.frame, LayoutFrame(x: 20, y: 64, width: 260, height: 16))
        // An Xcode 26 document that saved that frame was laid out with it: read so, not as 4
        // points left of and 8 wider than its constraints.
        XCTAssertEqual(lint(small(drawn, "24506"), path: "P.storyboard"), [])
        // Xcode 26's own frame of a small one, 20 high, is on its rectangle.
        XCTAssertEqual(lint(small(#"<rect key="frame" x="20" y="20" width="260" height="20"/>"#, "24506"), path: "P.storyboard"), [])
    }
}

/// NSSteppers saved with the frame earlier Xcodes drew around their arrows.
final class StepperInsetsTests: XCTestCase {
    /// A 42-point bezeled field and a stepper 4 after it, centred on it, in a 57-point row
    /// that ends at the stepper (AppKit frames: y from the bottom), in an Xcode 26 document.
    func document(stepperFrame: String, controlSize: String = "small") -> String {
        macStoryboard(subviews: """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                    <rect key="frame" x="20" y="61" width="57" height="19"/>
                                    <subviews>
                                        <textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="fld">
                                            <rect key="frame" x="0.0" y="0.0" width="42" height="19"/>
                                            <textFieldCell key="cell" controlSize="small" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" alignment="left" drawsBackground="YES" id="fldc">
                                                <font key="font" metaFont="smallSystem"/>
                                            </textFieldCell>
                                        </textField>
                                        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stp">
                                            \(stepperFrame)
                                            <stepperCell key="cell" controlSize="\(controlSize)" continuous="YES" alignment="left" maxValue="100" id="stpc"/>
                                        </stepper>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="fld" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="r1"/>
                                        <constraint firstItem="fld" firstAttribute="top" secondItem="row" secondAttribute="top" id="r2"/>
                                        <constraint firstAttribute="bottom" secondItem="fld" secondAttribute="bottom" id="r3"/>
                                        <constraint firstItem="fld" firstAttribute="width" constant="42" id="r4"/>
                                        <constraint firstItem="stp" firstAttribute="leading" secondItem="fld" secondAttribute="trailing" constant="4" id="r5"/>
                                        <constraint firstItem="stp" firstAttribute="centerY" secondItem="fld" secondAttribute="centerY" id="r6"/>
                                        <constraint firstAttribute="trailing" secondItem="stp" secondAttribute="trailing" id="r7"/>
                                    </constraints>
                                </customView>
    """, constraints: """
                                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                                <constraint firstItem="row" firstAttribute="width" constant="57" id="c3"/>
    """, toolsVersion: "24127")
    }

    func stepperFrame(_ text: String) throws -> LayoutFrame? {
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "S.storyboard", text: text)).document)
        return try XCTUnwrap(loaded.views.first { $0.interfaceBuilderID == "stp" }).frame
    }

    func testASmallStepperSaved15By22IsTwoPointsPastItsRectangleAtTheSides() throws {
        // HandBrake's rows: the frame starts 2 before the stepper's place (44, not 46) and
        // reaches a point above and 2 below the 19-point field it is centred on.
        let drawn = document(stepperFrame: #"<rect key="frame" x="44" y="-2" width="15" height="22"/>"#)
        XCTAssertEqual(try stepperFrame(drawn), LayoutFrame(x: 46, y: 0, width: 11, height: 19))
        // Read as its frame, 15 wide, it would not fit the row: squeezed, a note on every such row.
        XCTAssertEqual(lint(drawn, path: "S.storyboard"), [])
    }

    func testASmallStepperSavedAtAnotherSizeIsItsFrame() throws {
        // The corpus's other Xcode 26 small steppers, 17 × 22, sit on their constraints.
        let drawn = document(stepperFrame: #"<rect key="frame" x="46" y="-2" width="17" height="22"/>"#)
        XCTAssertEqual(try stepperFrame(drawn), LayoutFrame(x: 46, y: -1, width: 17, height: 22))
    }

    func testARegularStepperSaved19By28IsThreePointsPastItsRectangle() throws {
        let drawn = document(stepperFrame: #"<rect key="frame" x="43" y="-4" width="19" height="28"/>"#, controlSize: "regular")
        XCTAssertEqual(try stepperFrame(drawn), LayoutFrame(x: 46, y: -2, width: 13, height: 22))
    }
}

/// AppKit custom boxes, checkboxes, sliders, segmented controls and tab views: where their frames lie around the rectangle
/// constraints act on.
final class BoxAndCheckboxInsetsTests: XCTestCase {
    /// A view pinned 20 from the leading and top edges of a 300 × 100 root, 18 high (AppKit
    /// frames: y from the bottom).
    func document(_ view: String, toolsVersion: String = "17156") -> String {
        macStoryboard(subviews: view, constraints: """
                                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                                <constraint firstItem="v" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="v" firstAttribute="height" constant="18" id="c4"/>
    """, toolsVersion: toolsVersion)
    }

    func checkbox(frame: String) -> String {
        """
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    \(frame)
                                    <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="vc">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
        """
    }

    func imageView(frameStyle: String?, frame: String) -> String {
        let style = frameStyle.map { #" imageFrameStyle="\#($0)""# } ?? ""
        return """
                                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    \(frame)
                                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown"\(style) id="vc"/>
                                </imageView>
        """
    }

    func testAnImageViewsFrameIsABezelOfUnsaidWidth() {
        // A gray-bezel image view drawn 3 points outside its 100 × 18 rectangle on every side:
        // the bezel's width is not in the file, each edge ±3 and the size ±6, as a control's.
        // Without an image, it measures its drawn frame, which its constraints compress.
        let framed = #"<rect key="frame" x="17" y="59" width="106" height="24"/>"#
        XCTAssertEqual(lint(document(imageView(frameStyle: "grayBezel", frame: framed)), path: "P.storyboard"), [
            "11:25: note: 'Image View' is compressed to a height of 18, below its intrinsic 24, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
            "11:25: note: 'Image View' is compressed to a width of 100, below its intrinsic 106, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
        ])
        // Without a frame style the image view is its frame.
        XCTAssertEqual(lint(document(imageView(frameStyle: nil, frame: framed)), path: "P.storyboard"), [
            "11:25: note: 'Image View' is compressed to a height of 18, below its intrinsic 24, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
            "11:25: note: 'Image View' is compressed to a width of 100, below its intrinsic 106, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
            "12:29: warning: 'Image View' is drawn at [17, 17, 106, 24] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
        // Nor is a bezel 4 points wide in the range.
        let wider = #"<rect key="frame" x="16" y="58" width="108" height="26"/>"#
        XCTAssertEqual(lint(document(imageView(frameStyle: "grayBezel", frame: wider)), path: "P.storyboard"), [
            "11:25: note: 'Image View' is compressed to a height of 18, below its intrinsic 26, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
            "11:25: note: 'Image View' is compressed to a width of 100, below its intrinsic 108, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
            "12:29: warning: 'Image View' is drawn at [16, 16, 108, 26] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
    }

    func testFromXcode12AnAppKitTemplateImageIsASymbolWhoseInsetsTheFileDoesNotHold() {
        // macOS 11 draws NSActionTemplate from a symbol: Xcode 12 on draws an image view of it
        // taller than the 100 × 18 its constraints make it, and does not mark it.
        func templateView(toolsVersion: String) -> String {
            document("""
                                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="59" width="100" height="24"/>
                                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="vc"/>
                                </imageView>
        """, toolsVersion: toolsVersion)
        }
        // (No `<image>` in the resources: its intrinsic size is the drawn frame.)
        XCTAssertEqual(lint(templateView(toolsVersion: "19455"), path: "P.storyboard"), [
            "11:25: note: 'Image View' is compressed to a height of 18, below its intrinsic 24, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
        ])
        // Before, it was drawn at its constraints: that frame is compared.
        XCTAssertEqual(lint(templateView(toolsVersion: "16097"), path: "P.storyboard"), [
            "11:25: note: 'Image View' is compressed to a height of 18, below its intrinsic 24, forced by a constraint of higher priority than its compression resistance [content-size-violated]",
            "12:29: warning: 'Image View' is drawn at [20, 17, 100, 24] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
    }

    func testATitledBoxsTitleIsInsideItsRectangle() {
        // Title on top (the default): the frame's top is the rectangle's, 3 outside it on the
        // sides and 4 below (20 from the leading and top edges, 100 × 18: a frame 106 × 22).
        let titled = #"<box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="17" y="58" width="106" height="22"/></box>"#
        XCTAssertEqual(lint(document(titled), path: "P.storyboard"), [])
        // Drawn 6 points lower: off for every box inset in the range (±3).
        let low = titled.replacingOccurrences(of: #"y="58""#, with: #"y="52""#)
        XCTAssertEqual(lint(document(low), path: "P.storyboard"), [
            "11:76: warning: 'Box' is drawn at [20, 26, 100, 18] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
    }

    func testXcode26SavesAnUntitledBoxsFrameOnItsRectangle() {
        let box = #"<box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="62" width="100" height="18"/></box>"#
        XCTAssertEqual(lint(document(box, toolsVersion: "24765"), path: "P.storyboard"), [])
        // Drawn 3 points outside the rectangle on every side, as before Xcode 26, it is off
        // in an Xcode 26 document, where an untitled box has no border outside its rectangle.
        let bordered = box.replacingOccurrences(of: #"x="20" y="62" width="100" height="18""#, with: #"x="17" y="59" width="106" height="24""#)
        XCTAssertEqual(lint(document(bordered, toolsVersion: "24765"), path: "P.storyboard"), [
            "11:84: warning: 'Box' is drawn at [17, 17, 106, 24] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
        XCTAssertEqual(lint(document(bordered), path: "P.storyboard"), [])
    }

    func testACustomBoxIsItsFrame() {
        let box = #"<box boxType="custom" title="Box" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="62" width="100" height="18"/></box>"#
        XCTAssertEqual(lint(document(box), path: "P.storyboard"), [])
        let bordered = box.replacingOccurrences(of: #"x="20" y="62" width="100" height="18""#, with: #"x="17" y="59" width="106" height="24""#)
        XCTAssertEqual(lint(document(bordered), path: "P.storyboard"), [
            "11:89: warning: 'Box' is drawn at [17, 17, 106, 24] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
    }

    func testABoxsBorderIsARangeAsAControlsBezel() {
        // A primary box without a title is read 3 points outside its rectangle on every side,
        // give or take 3 (its border and shadow vary with its type and macOS: iina's untitled
        // box is drawn 2 above and 4 below, Sparkle's old-style line box on its rectangle):
        // drawn on the rectangle is within that; drawn 4 points inside it at the sides is not.
        let box = #"<box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="62" width="100" height="18"/></box>"#
        XCTAssertEqual(lint(document(box), path: "P.storyboard"), [])
        let inside = box.replacingOccurrences(of: #"x="20" y="62" width="100" height="18""#, with: #"x="24" y="59" width="92" height="24""#)
        XCTAssertEqual(lint(document(inside), path: "P.storyboard"), [
            "11:84: warning: 'Box' is drawn at [27, 20, 86, 18] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
    }

    func testACheckboxIsDrawnTwoPointsBeforeAboveAndBelowItsRectangle() {
        // Pinned 20 from the leading and top edges and 18 high: drawn at x = 18, 18 from the
        // top, 22 high (y = 100 - 18 - 22 = 60), 102 wide.
        XCTAssertEqual(lint(document(checkbox(frame: #"<rect key="frame" x="18" y="60" width="102" height="22"/>"#)), path: "P.storyboard"), [])
        // Xcode 26 documents are read without those insets.
        XCTAssertEqual(lint(document(checkbox(frame: #"<rect key="frame" x="20" y="62" width="100" height="18"/>"#), toolsVersion: "24408"), path: "P.storyboard"), [])
    }

    func slider(frame: String) -> String {
        """
                                <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    \(frame)
                                    <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="vc"/>
                                </slider>
        """
    }

    func testASliderIsDrawnTwoPointsPastItsTrackAtEachEndBeforeXcode26() {
        // Pinned 20 from the leading and top edges, 100 × 18: drawn at x = 18, 104 wide, and
        // 2 points above and below (22 high; tick marks and knobs make it 4 to 8 taller). A frame 3
        // points inside that on each side is within the bezel's range (each edge ±3, the width
        // ±6) read without the insets, and beyond it read with them: its track is 5 points in.
        XCTAssertEqual(lint(document(slider(frame: #"<rect key="frame" x="18" y="60" width="104" height="22"/>"#)), path: "P.storyboard"), [])
        XCTAssertEqual(lint(document(slider(frame: #"<rect key="frame" x="23" y="60" width="94" height="22"/>"#)), path: "P.storyboard"), [
            "12:29: warning: 'Slider' is drawn at [25, 20, 90, 18] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
        // Xcode 26 saves the frame on the track.
        XCTAssertEqual(lint(document(slider(frame: #"<rect key="frame" x="20" y="62" width="100" height="18"/>"#), toolsVersion: "24408"), path: "P.storyboard"), [])
    }

    func segmentedControl(style: String, frame: String) -> String {
        """
                                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    \(frame)
                                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="\(style)" trackingMode="selectOne" id="vc">
                                        <font key="font" metaFont="system"/>
                                        <segments>
                                            <segment label="One"/>
                                            <segment label="Two" selected="YES" tag="1"/>
                                        </segments>
                                    </segmentedCell>
                                </segmentedControl>
        """
    }

    func testARoundedSegmentedControlIsDrawnTwoPointsPastItsBezelAtEachEndBeforeXcode26() {
        // Pinned 20 from the leading edge and 100 wide: drawn at x = 18, 104 wide. Drawn 3
        // points inside that on each side, it measures 90 and is stretched, its bezel 5 points
        // in: beyond the range (each edge ±3, the width ±6) only with the insets.
        XCTAssertEqual(lint(document(segmentedControl(style: "rounded", frame: #"<rect key="frame" x="18" y="62" width="104" height="18"/>"#)), path: "P.storyboard"), [])
        XCTAssertEqual(lint(document(segmentedControl(style: "rounded", frame: #"<rect key="frame" x="23" y="62" width="94" height="18"/>"#)), path: "P.storyboard"), [
            "11:25: note: 'Segmented Control' is stretched to a width of 100, beyond its intrinsic 90, forced by a constraint of higher priority than its hugging [content-size-violated]",
            "12:29: warning: 'Segmented Control' is drawn at [25, 20, 90, 18] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
        // Another style is read as its frame.
        XCTAssertEqual(lint(document(segmentedControl(style: "texturedSquare", frame: #"<rect key="frame" x="20" y="62" width="100" height="18"/>"#)), path: "P.storyboard"), [])
    }

    func tabView(type: String = "", frame: String) -> String {
        """
                                <tabView \(type)translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    \(frame)
                                    <font key="font" metaFont="system"/>
                                    <tabViewItems>
                                        <tabViewItem label="Tab" identifier="1" id="t1"/>
                                    </tabViewItems>
                                </tabView>
        """
    }

    func testATabViewWithTabsOnTopIsDrawnAroundItsBezel() {
        // Pinned 20 from the leading and top edges, 100 × 18: the frame is 7 points outside
        // the bezel at the sides, 6 above it and 10 below: x = 13, 14 from the top, 114 × 34
        // (y = 100 - 14 - 34 = 52).
        XCTAssertEqual(lint(document(tabView(frame: #"<rect key="frame" x="13" y="52" width="114" height="34"/>"#)), path: "P.storyboard"), [])
        // Drawn on the bezel, it is off by those insets.
        XCTAssertEqual(lint(document(tabView(frame: #"<rect key="frame" x="20" y="62" width="100" height="18"/>"#)), path: "P.storyboard"), [
            "12:29: warning: 'Tab View' is drawn at [27, 26, 86, 2] but its constraints place it at [20, 20, 100, 18] [misplaced-frame]",
        ])
        // A tab view with neither tabs nor border is its frame.
        XCTAssertEqual(lint(document(tabView(type: #"type="noTabsNoBorder" "#, frame: #"<rect key="frame" x="20" y="62" width="100" height="18"/>"#)), path: "P.storyboard"), [])
    }
}

/// AppKit separator boxes: as thick as they draw, as long as their constraints make them.
final class SeparatorBoxTests: XCTestCase {
    /// A box pinned 10 below the top of a 300 × 100 root and to its sides, with no height.
    func document(boxType: String) -> String {
        macStoryboard(subviews: """
                                <box verticalHuggingPriority="750" boxType="\(boxType)" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                                    <rect key="frame" x="0.0" y="87" width="300" height="5"/>
                                </box>
    """, constraints: """
                                <constraint firstItem="sep" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                                <constraint firstItem="sep" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="sep" secondAttribute="trailing" id="c3"/>
    """, toolsVersion: "22505")
    }

    func testASeparatorIsAsThickAsItDraws() {
        // Its line, a point thick, is 2 inside its 5-point frame: the frame's top is at 8.
        XCTAssertEqual(lint(document(boxType: "separator"), path: "P.storyboard"), [])
        // Another box has no intrinsic height: its height is open (its frame, read inset by a
        // box's 3, is no rectangle, but within the range of its border).
        XCTAssertEqual(lint(document(boxType: "primary"), path: "P.storyboard"), [
            "11:29: error: 'Box' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
        ])
        // A custom box draws to its frame: no insets.
        XCTAssertEqual(lint(document(boxType: "custom"), path: "P.storyboard"), [
            "11:29: error: 'Box' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
            "12:33: warning: 'Box' is drawn at [0, 8, 300, 5] but its constraints place it at [0, 10, 300, ?] [misplaced-frame]",
        ])
    }
}

/// An NSSlider drawn taller than wide runs vertically: its intrinsic size is its width.
final class VerticalSliderTests: XCTestCase {
    /// A linear slider drawn `width` × `height`, 100 high by a constraint, placed by its top
    /// and its horizontal centre only.
    func document(width: Int, height: Int) -> String {
        macStoryboard(subviews: """
                                <slider horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                                    <rect key="frame" x="\(150 - width / 2)" y="\(92 - height)" width="\(width)" height="\(height)"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="\(height)" id="h"/>
                                    </constraints>
                                    <sliderCell key="cell" controlSize="small" continuous="YES" alignment="left" maxValue="1" doubleValue="1" tickMarkPosition="right" sliderType="linear" id="volumeCell"/>
                                </slider>
    """, constraints: """
                                <constraint firstItem="volume" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
                                <constraint firstItem="volume" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
    """, toolsVersion: "22505")
    }

    func testAVerticalSliderHasAnIntrinsicWidth() {
        // iina-plus's volume slider, drawn 20 × 84 and centred in its bar.
        XCTAssertEqual(lint(document(width: 20, height: 84), path: "P.storyboard"), [])
        // Drawn wider than tall, a slider runs horizontally: it has no intrinsic width, and
        // nothing else gives it one.
        XCTAssertEqual(lint(document(width: 84, height: 20), path: "P.storyboard").filter { $0.hasSuffix("[underconstrained-axis]") }, [
            "11:29: error: 'Slider' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]",
        ])
    }
}

/// An AppKit text field Xcode found misplaced is measured from its title in its cell's font.
final class AppKitTextFieldEstimateTests: XCTestCase {
    /// A small-system label 20 inside the 300 × 100 root's top left, marked misplaced, and a
    /// 20-point view hung 8 below it, drawn at `viewY` (AppKit's y, from the root's bottom).
    func document(viewY: Int) -> String {
        macStoryboard(subviews: """
                                <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hint">
                                    <rect key="frame" x="18" y="64" width="207" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Recommended for Trackball Mice" id="hintCell">
                                        <font key="font" metaFont="smallSystem"/>
                                    </textFieldCell>
                                </textField>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="\(viewY)" width="100" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="20" id="h"/>
                                    </constraints>
                                </customView>
    """, constraints: """
                                <constraint firstItem="hint" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="hint" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="hint" secondAttribute="bottom" constant="8" id="c3"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
    """, toolsVersion: "24412")
    }

    func testAMisplacedLabelIsALineOfItsFontHigh() {
        // An 11-point line is 14 high: the view's top is 20 + 14 + 8 = 42 below the root's
        // top, 38 above its bottom (mac-mouse-fix's button options, where a UITextField's 34
        // points made a compression tie of the column).
        XCTAssertEqual(lint(document(viewY: 38), path: "P.storyboard"), [])
        XCTAssertEqual(lint(document(viewY: 18), path: "P.storyboard"), [
            "18:33: warning: 'Custom View' is drawn at [20, 62, 100, 20] but its constraints place it at [20, 42, 100, 20] [misplaced-frame]",
        ])
    }
}

/// An AppKit button Xcode marked misplaced: its width is its title's, estimated, its height
/// its drawn one; without a measured kind's spaces, its drawn width within a range.
final class AppKitButtonEstimateTests: XCTestCase {
    /// `control` pinned 20 inside the 300 × 100 root's top right corner, and a 100-point view
    /// 8 before it, drawn at `viewX`.
    func document(control: String, viewX: Int) -> String {
        macStoryboard(subviews: """
    \(control)
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="before">
                                    <rect key="frame" x="\(viewX)" y="60" width="100" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="20" id="h"/>
                                    </constraints>
                                </customView>
    """, constraints: """
                                <constraint firstAttribute="trailing" secondItem="control" secondAttribute="trailing" constant="20" id="c1"/>
                                <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                                <constraint firstItem="control" firstAttribute="leading" secondItem="before" secondAttribute="trailing" constant="8" id="c3"/>
                                <constraint firstItem="before" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
    """, toolsVersion: "24412")
    }

    /// The findings on the view before `control` (the control's own are not the point here).
    func reportsBefore(_ control: String, viewX: Int) -> [String] {
        lint(document(control: control, viewX: viewX), path: "P.storyboard").filter { $0.contains("'Custom View'") }
    }

    let cancel = """
                                <button verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                                    <rect key="frame" x="200" y="56" width="80" height="24"/>
                                    <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="cell">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
    """

    func testAPushButtonIsAsWideAsItsTitleAndItsBezel() {
        // "Cancel" in the 13-point system font, 43 points, and a push button's 23 around it:
        // 66 wide, its leading edge at 300 - 20 - 66 = 214, the view's at 214 - 8 - 100 = 106
        // (iTerm2's status bar setup window: UIKit's 30 × 30 for a button without a UIKit
        // title drew its OK and Cancel buttons 30 high and its container off by 6).
        XCTAssertEqual(reportsBefore(cancel, viewX: 106), [])
        XCTAssertEqual(reportsBefore(cancel, viewX: 40), [
            "18:33: warning: 'Custom View' is drawn at [40, 20, 100, 20] but its constraints place it at [106, 20, 100, 20] [misplaced-frame]",
        ])
    }

    func testAPopUpButtonIsAsWideAsItsWidestItem() {
        // "Automatic Selection" in the 11-point font, 115 points, and a pop-up button's 26:
        // 141 wide, its leading edge at 139, the view's at 31 (HandBrake's track pop-ups
        // were read 0 wide, "stretched beyond its intrinsic 0").
        let popUp = """
                                <popUpButton verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                                    <rect key="frame" x="198" y="56" width="82" height="24"/>
                                    <popUpButtonCell key="cell" type="push" title="Tracks" bezelStyle="rounded" alignment="left" controlSize="small" borderStyle="borderAndBezel" inset="2" pullsDown="YES" id="cell">
                                        <font key="font" metaFont="smallSystem"/>
                                        <menu key="menu" id="menu">
                                            <items>
                                                <menuItem title="Tracks" state="on" hidden="YES" id="i1"/>
                                                <menuItem title="Automatic Selection" id="i2"/>
                                                <menuItem title="None" id="i3"/>
                                            </items>
                                        </menu>
                                    </popUpButtonCell>
                                </popUpButton>
        """
        XCTAssertEqual(reportsBefore(popUp, viewX: 31), [])
        XCTAssertEqual(reportsBefore(popUp, viewX: 90), [
            "25:33: warning: 'Custom View' is drawn at [90, 20, 100, 20] but its constraints place it at [31, 20, 100, 20] [misplaced-frame]",
        ])
    }

    func testAButtonOfAnUnmeasuredKindKeepsItsDrawnWidthWithinARange() {
        // An inline button with a symbol and a title: the spaces around them were not
        // measured, so its width could be anything up to twice its drawn 54: the view before
        // it is compared only beyond that (Aerial's favourites button).
        let inline = """
                                <button verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                                    <rect key="frame" x="226" y="61.5" width="54" height="18.5"/>
                                    <buttonCell key="cell" type="inline" title="Button" bezelStyle="inline" imagePosition="left" alignment="center" inset="2" id="cell">
                                        <font key="font" metaFont="smallSystem"/>
                                        <imageReference key="image" image="star.fill" catalog="system"/>
                                    </buttonCell>
                                </button>
        """
        XCTAssertEqual(reportsBefore(inline, viewX: 118), [])
        XCTAssertEqual(reportsBefore(inline, viewX: 70), [])
        XCTAssertEqual(reportsBefore(inline, viewX: 20), [
            "19:33: warning: 'Custom View' is drawn at [20, 20, 100, 20] but its constraints place it at [118, 20, 100, 20] [misplaced-frame]",
        ])
    }
}

/// NSGridView: as large as its rows and columns, which the reader does not lay out.
/// An NSStackView with nothing to arrange: code fills it, or all its views are hidden and detached.
final class EmptyStackViewTests: XCTestCase {
    /// A horizontal stack placed by its leading edge and vertical centre alone, drawn 0 × 0,
    /// holding `subviews`.
    func document(subviews: String) -> String {
        macStoryboard(subviews: """
                                <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="20" y="50" width="0.0" height="0.0"/>
                                    <subviews>
    \(subviews)
                                    </subviews>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
    """, toolsVersion: "22505")
    }

    func testAStackWithNothingToArrangeIsAsSmallAsItsInsets() {
        // Empty (code fills it) or holding only a hidden view it detaches: it is 0 × 0 where
        // nothing else sizes it, as Xcode draws such stacks, unmarked.
        XCTAssertEqual(lint(document(subviews: ""), path: "P.storyboard"), [])
        XCTAssertEqual(lint(document(subviews: """
                                        <customView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hiddenView">
                                            <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="28" id="w"/>
                                                <constraint firstAttribute="height" constant="28" id="h"/>
                                            </constraints>
                                        </customView>
    """), path: "P.storyboard"), [])
    }
}

final class GridViewTests: XCTestCase {
    /// A grid pinned 20 inside the top and leading edges of the 300 × 100 root, its size left to
    /// its cells (one label), and a 20-point box 8 below it; `marked` adds Xcode's misplaced mark.
    func document(marked: Bool = false) -> String {
        macStoryboard(subviews: """
                                <gridView \(marked ? #"misplaced="YES" "# : "")xPlacement="leading" yPlacement="center" rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                    <rect key="frame" x="20" y="40" width="120" height="40"/>
                                    <rows>
                                        <gridRow id="row"/>
                                    </rows>
                                    <columns>
                                        <gridColumn id="column"/>
                                    </columns>
                                    <gridCells>
                                        <gridCell row="row" column="column" id="cell">
                                            <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                                <rect key="frame" x="-2" y="12" width="124" height="16"/>
                                                <textFieldCell key="cell" title="A label" id="labelCell">
                                                    <font key="font" metaFont="system"/>
                                                </textFieldCell>
                                            </textField>
                                        </gridCell>
                                    </gridCells>
                                </gridView>
                                <box boxType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="12" width="120" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="h"/>
                                    </constraints>
                                </box>
    """, constraints: """
                                <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="grid" secondAttribute="bottom" constant="8" id="c3"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="grid" secondAttribute="leading" id="c4"/>
                                <constraint firstItem="below" firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="c5"/>
    """, toolsVersion: "22505")
    }

    func testAGridIsAsLargeAsItIsDrawn() {
        // Unmarked, the grid's drawn 120 × 40 is what Xcode measured of its cells: the box
        // below it is at y 68 (drawn at AppKit's 12 from the bottom of 100), nothing is open.
        XCTAssertEqual(lint(document(), path: "P.storyboard"), [])
        // Marked misplaced, the drawn frame is no measure: the grid's size is its cells',
        // which the file does not measure; it is not open, and no frame is compared
        // against a value of it the file does not hold.
        XCTAssertEqual(lint(document(marked: true), path: "P.storyboard"), [])
    }
}

/// UISearchBar: a height of its own, its width from the layout.
final class SearchBarTests: XCTestCase {
    /// A search bar marked misplaced (its drawn frame is no measurement) pinned to the safe
    /// area's top and the root's sides, and a view 9 below it.
    let document = storyboard(subviews: """
                                <searchBar contentMode="redraw" misplaced="YES" text="" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                </searchBar>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="0.0" y="85" width="375" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="9" id="c4"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                                <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="c6"/>
    """)

    func testASearchBarIsFiftySixHighSinceIOS11() {
        // Drawn 44 high (as before iOS 11): the constraints give 56, and the view below, 9
        // lower, is where they put it.
        XCTAssertEqual(lint(document), [
            "13:33: warning: 'Search Bar' is drawn at [0, 20, 375, 44] but its constraints place it at [0, 20, 375, 56] [misplaced-frame]",
        ])
    }
}

/// A button whose frame Xcode marked misplaced is measured from its title.
final class EstimatedButtonTests: XCTestCase {
    func testAButtonWithoutAFontHasUIButtonsFifteenPointTitle() {
        // UIButton's default title font is the 15-point system font: 30 high, as UIKit's
        // standard button (17 points, a label's default, would make it 31).
        let document = storyboard(subviews: """
                                <button opaque="NO" contentMode="scaleToFill" misplaced="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                    <rect key="frame" x="20" y="100" width="81" height="28"/>
                                    <state key="normal" title="OK"/>
                                </button>
    """, constraints: """
                                <constraint firstItem="ok" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="ok" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
    """)
        XCTAssertEqual(lint(document), [
            "13:33: warning: 'OK Button' is drawn at [20, 100, 81, 28] but its constraints place it at [20, 100, 19, 30] [misplaced-frame]",
        ])
    }

    func testContentEdgeInsetsReplaceTheStandardPaddingAroundTheTitle() {
        // A 15-point title (18 high) with insets 7 above and below: 32 high, not the standard
        // 30. The view hung 24 below it is where Xcode draws it, 100 + 32 + 24; the button,
        // marked misplaced, is measured from its title: its estimate, 17, + 24 + 24 wide.
        let document = storyboard(subviews: """
                                <button opaque="NO" contentMode="scaleToFill" misplaced="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                                    <rect key="frame" x="20" y="100" width="95" height="30"/>
                                    <inset key="contentEdgeInsets" minX="24" minY="7" maxX="24" maxY="7"/>
                                    <state key="normal" title="GO"/>
                                </button>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="156" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="40" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="go" secondAttribute="bottom" constant="24" id="c3"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="go" secondAttribute="leading" id="c4"/>
    """)
        XCTAssertEqual(lint(document), [
            "13:33: warning: 'GO Button' is drawn at [20, 100, 95, 30] but its constraints place it at [20, 100, 65, 32] [misplaced-frame]",
        ])
    }
}

/// Baselines of text controls from the system font's metrics.
final class TextBaselineTests: XCTestCase {
    /// A three-line label and a six-line one (17-point system font, 20.29 a line), the second
    /// aligned to the first's first baseline and placed after it.
    func document(secondY: Double, attribute: String = "firstBaseline") -> String {
        storyboard(subviews: """
                                <label opaque="NO" text="One two three four five six" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                    <rect key="frame" x="20" y="100" width="88" height="61"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="88" id="w1"/>
                                        <constraint firstAttribute="height" constant="61" id="h1"/>
                                    </constraints>
                                </label>
                                <label opaque="NO" text="One two three four five six seven eight nine ten eleven twelve" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                    <rect key="frame" x="120" y="\(secondY)" width="88" height="122"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="88" id="w2"/>
                                        <constraint firstAttribute="height" constant="122" id="h2"/>
                                    </constraints>
                                </label>
    """, constraints: """
                                <constraint firstItem="one" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="one" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="two" firstAttribute="leading" secondItem="one" secondAttribute="trailing" constant="12" id="c3"/>
                                <constraint firstItem="two" firstAttribute="\(attribute)" secondItem="one" secondAttribute="\(attribute)" id="c4"/>
    """, extra: "")
    }

    func testALabelsFirstBaselineIsAnAscenderBelowItsTopAndItsLastADescenderAboveItsBottom() {
        // First baselines: both tops at 100 (each block of lines fills its label).
        XCTAssertEqual(lint(document(secondY: 100)), [])
        // Not the bottom edges, which would put the second label 61 higher.
        XCTAssertEqual(lint(document(secondY: 39)), [
            "21:33: warning: 'One two three four five six seven eight … Label' is drawn at [120, 39, 88, 122] but its constraints place it at [120, 99.93, 88, 122] [misplaced-frame]",
        ])
        // Last baselines: the bottoms meet (161), both a descender below the baseline.
        XCTAssertEqual(lint(document(secondY: 39, attribute: "lastBaseline")), [])
    }
}

/// Xcode 7 documents name no device, and their canvas draws San Francisco all the same.
final class Xcode7BaselineTests: XCTestCase {
    /// A 14-point text field 30 high at y = 40 and a 17-point label, 20 high, on its baseline,
    /// drawn at `labelY`, in an Xcode 7 storyboard that names no device.
    func document(labelY: Int) -> String {
        storyboard(subviews: """
                                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="129" y="40" width="200" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                </textField>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="First Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="20" y="\(labelY)" width="101" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
    """, constraints: """
                                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                                <constraint firstItem="field" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
                                <constraint firstItem="field" firstAttribute="width" constant="200" id="c3"/>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                                <constraint firstItem="name" firstAttribute="baseline" secondItem="field" secondAttribute="baseline" id="c5"/>
    """).replacingOccurrences(of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"9531\"")
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
    }

    func testAnXcode7LabelsBaselineIsAnAscenderBelowItsTop() {
        // The field's baseline 19.97 below its top (60), the label's 16.04 below its own: 44.
        XCTAssertEqual(lint(document(labelY: 44)), [])
        // Not the bottom edges, which would put the label at 50.
        XCTAssertEqual(lint(document(labelY: 50)), [
            "17:33: warning: 'First Name Label' is drawn at [20, 50, 101, 20] but its constraints place it at [20, 43.93, 101, 20] [misplaced-frame]",
        ])
    }
}

/// AppKit text in a font the reader has no metrics for.
final class NamedFontBaselineTests: XCTestCase {
    /// A pop-up button in 13-point Helvetica Neue pinned 20 from the leading and top edges of
    /// a 300 × 100 root (its rectangle 21 high) and a label-style text field after it on its
    /// first baseline, drawn with its top `labelTop` below the root's top.
    func document(labelTop: Int) -> String {
        macStoryboard(subviews: """
                                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="pop">
                                    <rect key="frame" x="18" y="56" width="100" height="25"/>
                                    <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="popc">
                                        <font key="font" size="13" name="HelveticaNeue"/>
                                    </popUpButtonCell>
                                </popUpButton>
                                <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="121" y="\(83 - labelTop)" width="60" height="17"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="labelc">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
    """, constraints: """
                                <constraint firstItem="pop" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="pop" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                                <constraint firstItem="label" firstAttribute="leading" secondItem="pop" secondAttribute="trailing" constant="8" id="c3"/>
                                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="pop" secondAttribute="firstBaseline" id="c4"/>
    """, toolsVersion: "22505")
    }

    func testANamedFontsBaselineIsEstimatedWithTheSystemFontsMetrics() {
        // The pop-up button's line centred in its 21 points, its baseline 15.11 below its top
        // as for the system font: the label's top 2 below the button's.
        XCTAssertEqual(lint(document(labelTop: 22), path: "P.storyboard"), [])
        // Drawn where a baseline on the button's bottom edge puts it (the reading without a
        // font), 6 lower: off for every bezel in the range.
        XCTAssertEqual(lint(document(labelTop: 28), path: "P.storyboard"), [
            "18:33: warning: 'Text Field' is drawn at [123, 28, 56, 17] but its constraints place it at [123, 22, 56, 17] [misplaced-frame]",
        ])
    }
}

/// Image views showing SF Symbols take the symbol's alignment rectangle.
final class SymbolImageViewTests: XCTestCase {
    /// A 39 × 39 image view drawn 39 × 29, as Xcode draws one showing chevron.down.
    func document(catalog: String) -> String {
        storyboard(subviews: """
                                <imageView userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                    <rect key="frame" x="20" y="105" width="39" height="29"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="39" id="h"/>
                                        <constraint firstAttribute="width" constant="39" id="w"/>
                                    </constraints>
                                    <imageReference key="image" image="chevron.down"\(catalog)/>
                                </imageView>
    """, constraints: """
                                <constraint firstItem="chevron" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="chevron" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
    """, extra: """

        <resources>
            <image name="chevron.down"\(catalog) width="17" height="10"/>
        </resources>
    """)
    }

    func testASymbolImageViewsFrameIsNotComparedWithItsAlignmentRectangle() {
        // (Both are stretched past the image's 17 × 10: a note, not the subject here.)
        let misplaced = { (text: String) in lint(text).filter { $0.hasSuffix("[misplaced-frame]") } }
        XCTAssertEqual(misplaced(document(catalog: #" catalog="system""#)), [])
        // An image of the app's own has no alignment insets: the frame is compared.
        XCTAssertEqual(misplaced(document(catalog: "")), [
            "13:33: warning: 'Image View' is drawn at [20, 105, 39, 29] but its constraints place it at [20, 100, 39, 39] [misplaced-frame]",
        ])
    }
}

/// An iOS symbol image's size is not in the file: its drawn frame is Xcode's measure of it.
final class SymbolImageSizeTests: XCTestCase {
    /// A checkmark symbol sized by its content, drawn 20 × 17, and a view `gap` points below it.
    func document(gap: Double) -> String {
        storyboard(subviews: """
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                    <rect key="frame" x="20" y="100" width="20" height="17"/>
                                    <imageReference key="image" image="checkmark" catalog="system"/>
                                </imageView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="\(117 + gap)" width="50" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="w"/>
                                        <constraint firstAttribute="height" constant="10" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="8" id="c3"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
    """, extra: """

        <resources>
            <image name="checkmark" catalog="system" width="128" height="114"/>
        </resources>
    """)
    }

    func testAnIOSSymbolIsAsLargeAsItIsDrawnNotAsItsResourceSize() {
        // iOS documents list a symbol at 128 points on its long side (Pyto, NetNewsWire,
        // nextcloud, Delta and 6 other repositories), not at the size it shows.
        XCTAssertEqual(lint(document(gap: 8)), [])
        // Where no symbol size within its range puts the view, it is misplaced.
        XCTAssertEqual(lint(document(gap: 48)), [
            "17:33: warning: 'View (below)' is drawn at [20, 165, 50, 10] but its constraints place it at [20, 125, 50, 10] [misplaced-frame]",
        ])
    }
}

/// A segmented control's frame reaches a point below its alignment rectangle.
final class SegmentedControlInsetsTests: XCTestCase {
    /// A segmented control 31 high by its constraints, pinned 100 from the top.
    func document(drawnHeight: Double) -> String {
        storyboard(subviews: """
                                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                    <rect key="frame" x="20" y="100" width="200" height="\(drawnHeight)"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                    </segments>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="31" id="h"/>
                                        <constraint firstAttribute="width" constant="200" id="w"/>
                                    </constraints>
                                </segmentedControl>
    """, constraints: """
                                <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
    """)
    }

    func testASegmentedControlIsDrawnOnePointTallerThanItsConstraintsMakeIt() {
        // Xcode draws it 32 high.
        XCTAssertEqual(lint(document(drawnHeight: 32)), [])
        // Drawn 31 high, its alignment rectangle would be 30.
        XCTAssertEqual(lint(document(drawnHeight: 31)).filter { $0.hasSuffix("[misplaced-frame]") }, [
            "13:33: warning: 'Segmented Control' is drawn at [20, 100, 200, 30] but its constraints place it at [20, 100, 200, 31] [misplaced-frame]",
        ])
    }
}

/// A switch's frame is 2 points wider than its alignment rectangle, on the right.
final class SwitchInsetsTests: XCTestCase {
    /// A switch centred in the 375-point root.
    func document(x: Double) -> String {
        storyboard(subviews: """
                                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                    <rect key="frame" x="\(x)" y="100" width="51" height="31"/>
                                </switch>
    """, constraints: """
                                <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="sw" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
    """)
    }

    func testASwitchIsCentredByItsFortyNinePointAlignmentRectangle() {
        // (375 − 49) / 2 = 163: Xcode draws the 51-point frame there.
        XCTAssertEqual(lint(document(x: 163)), [])
        // Centred by its frame, it is a point off.
        XCTAssertEqual(lint(document(x: 162)), [
            "13:33: warning: 'Switch' is drawn at [162, 100, 49, 31] but its constraints place it at [163, 100, 49, 31] [misplaced-frame]",
        ])
    }
}

/// A UISwitch's size is the iOS release's that Xcode drew with: an unmarked one's frame is the measure.
final class SwitchSizeTests: XCTestCase {
    /// An Xcode 26 switch (63 × 28) 20 from the leading edge, and a view 8 after it.
    func document(misplaced: Bool) -> String {
        storyboard(subviews: """
                                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(misplaced ? "misplaced=\"YES\" " : "")on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                    <rect key="frame" x="20" y="100" width="63" height="28"/>
                                </switch>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="after">
                                    <rect key="frame" x="89" y="100" width="10" height="10"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="after" firstAttribute="leading" secondItem="sw" secondAttribute="trailing" constant="8" id="c3"/>
                                <constraint firstItem="after" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                                <constraint firstItem="after" firstAttribute="width" constant="10" id="c5"/>
                                <constraint firstItem="after" firstAttribute="height" constant="10" id="c6"/>
    """)
    }

    func testAnUnmarkedSwitchKeepsItsDrawnSize() {
        // 61 wide inside its frame (the 2-point inset on the right): the view after it at 20 + 61 + 8.
        XCTAssertEqual(lint(document(misplaced: false)), [])
        // Marked misplaced, its frame is not the measure: UISwitch's 49 × 31 moves the view after it.
        XCTAssertEqual(lint(document(misplaced: true)), [
            "13:33: warning: 'Switch' is drawn at [20, 100, 61, 28] but its constraints place it at [20, 100, 49, 31] [misplaced-frame]",
            "16:33: warning: 'View (after)' is drawn at [89, 100, 10, 10] but its constraints place it at [77, 100, 10, 10] [misplaced-frame]",
        ])
    }
}

/// UIStepper: 94 × 29 through iOS 12, 94 × 32 from iOS 13; its drawn frame is the measure.
final class StepperSizeTests: XCTestCase {
    /// A stepper drawn 94 × 29 at (20, 100), placed by its top and leading edges, with a view
    /// 8 below it.
    func document(misplaced: Bool) -> String {
        storyboard(subviews: """
                                <stepper opaque="NO" contentMode="scaleToFill" \(misplaced ? "misplaced=\"YES\" " : "")contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="step">
                                    <rect key="frame" x="20" y="100" width="94" height="29"/>
                                </stepper>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="137" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="w"/>
                                        <constraint firstAttribute="height" constant="10" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="step" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="step" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="step" secondAttribute="bottom" constant="8" id="c3"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="step" secondAttribute="leading" id="c4"/>
    """)
    }

    func testAnUnmarkedStepperKeepsItsDrawnSize() {
        // Drawn 29 high by an iOS 12 or older canvas: the view below at 100 + 29 + 8.
        XCTAssertEqual(lint(document(misplaced: false)), [])
        // Marked misplaced, its frame is not the measure: the current 94 × 32 moves the view.
        XCTAssertEqual(lint(document(misplaced: true)), [
            "13:33: warning: 'Stepper' is drawn at [20, 100, 94, 29] but its constraints place it at [20, 100, 94, 32] [misplaced-frame]",
            "16:33: warning: 'View (below)' is drawn at [20, 137, 10, 10] but its constraints place it at [20, 140, 10, 10] [misplaced-frame]",
        ])
    }
}

/// A label subclass listed among the designables: Xcode records its one-line measure.
final class WrappingDesignableLabelTests: XCTestCase {
    /// A label subclass with `lines` lines allowed, drawn 335 × 61 (three 17-point lines)
    /// between the root's sides, with a view 8 below it; its designable measure is one line,
    /// `listedWidth` wide.
    func document(lines: Int, listedWidth: Double = 702) -> String {
        storyboard(subviews: """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A paragraph long enough to wrap over three lines of this label at its width, as drawn." numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="para" customClass="ParagraphLabel" customModule="Demo">
                                    <rect key="frame" x="20" y="100" width="335" height="61"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="169" width="335" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="10" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="para" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="para" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="para" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="para" secondAttribute="bottom" constant="8" id="c4"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="para" secondAttribute="leading" id="c5"/>
                                <constraint firstItem="below" firstAttribute="trailing" secondItem="para" secondAttribute="trailing" id="c6"/>
    """, extra: """

        <designables>
            <designable name="para">
                <size key="intrinsicContentSize" width="\(listedWidth)" height="20.5"/>
            </designable>
        </designables>
    """)
    }

    func testAWrappingLabelSubclassIsAsHighAsItsDrawnLines() {
        // Wrapping (no line limit): its height at its width is the drawn 61.
        XCTAssertEqual(lint(document(lines: 0)), [])
        // One line only: the recorded measure holds, and the label drawn 61 high is off.
        XCTAssertEqual(lint(document(lines: 1)).filter { $0.hasSuffix("[misplaced-frame]") }, [
            "13:33: warning: 'A paragraph long enough to wrap over thr… Label' is drawn at [20, 100, 335, 61] but its constraints place it at [20, 100, 335, 20.5] [misplaced-frame]",
            "17:33: warning: 'View (below)' is drawn at [20, 169, 335, 10] but its constraints place it at [20, 128.5, 335, 10] [misplaced-frame]",
        ])
    }

    func testAWrappingLabelSubclassDrawnTallerThanItsListedLineIsAsHighAsDrawn() {
        // Listed 100 wide, within its drawn width, and 20.5 high: drawn 61 high and unmarked,
        // it is drawn at more lines or with insets its class adds (simplenote's `SPLabel`
        // header, listed 18 high, drawn 22), so the drawn height is its measure.
        XCTAssertEqual(lint(document(lines: 0, listedWidth: 100)), [])
        // One line only, the listed measure holds as before.
        XCTAssertEqual(lint(document(lines: 1, listedWidth: 100)).filter { $0.hasSuffix("[misplaced-frame]") }, [
            "13:33: warning: 'A paragraph long enough to wrap over thr… Label' is drawn at [20, 100, 335, 61] but its constraints place it at [20, 100, 335, 20.5] [misplaced-frame]",
            "17:33: warning: 'View (below)' is drawn at [20, 169, 335, 10] but its constraints place it at [20, 128.5, 335, 10] [misplaced-frame]",
        ])
    }
}

/// Custom views in documents older than Xcode 12, which records no designable measurements.
final class OldDocumentCustomViewTests: XCTestCase {
    /// A custom view placed by its top and leading edges only: its size is its class's.
    func document(toolsVersion: String, misplaced: Bool = false) -> String {
        storyboard(subviews: """
                                <view contentMode="scaleToFill" \(misplaced ? "misplaced=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="demo" customClass="DemoView" customModule="ExperimentalViews">
                                    <rect key="frame" x="20" y="100" width="50" height="50"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="demo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="demo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
    """).replacingOccurrences(of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"\(toolsVersion)\"")
    }

    func testACustomViewInAnXcode6DocumentKeepsItsDrawnSize() {
        // Xcode 6 measured it (an @IBDesignable's intrinsic size) and recorded nothing but the frame.
        XCTAssertEqual(lint(document(toolsVersion: "6254")), [])
        // So did Xcode 8 to 11 (Xcode 10 here): no document of theirs lists designables.
        XCTAssertEqual(lint(document(toolsVersion: "14460")), [])
        // Since Xcode 12 a measured designable is listed in <designables>; this one is not.
        XCTAssertEqual(lint(document(toolsVersion: "17506")), [
            "12:29: error: 'DemoView' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
            "12:29: error: 'DemoView' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]",
        ])
        // A view Xcode found misplaced was not drawn at its measure.
        XCTAssertEqual(lint(document(toolsVersion: "6254", misplaced: true)), [
            "12:29: error: 'DemoView' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
            "12:29: error: 'DemoView' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]",
        ])
    }
}

/// A custom view Xcode ran before Xcode 12 has its code's alignment rectangle, read off the
/// edges its constraints tie to drawn neighbours.
final class OldDocumentAlignmentRectangleTests: XCTestCase {
    /// A padded view drawn 50 high whose top is pinned 100 below the root's and whose
    /// bottom is the top of a 30-point view drawn at y = 190: its code pads it by 20 above
    /// and below.
    func document(belowMisplaced: Bool = false) -> String {
        storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="padded" customClass="PaddedView" customModule="ExperimentalViews">
                                    <rect key="frame" x="20" y="120" width="50" height="50"/>
                                </view>
                                <view contentMode="scaleToFill" \(belowMisplaced ? "misplaced=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="below" userLabel="Below">
                                    <rect key="frame" x="20" y="190" width="50" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="c5"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="padded" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="padded" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="padded" secondAttribute="bottom" id="c3"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="padded" secondAttribute="leading" id="c4"/>
                                <constraint firstItem="below" firstAttribute="width" secondItem="padded" secondAttribute="width" id="c6"/>
    """).replacingOccurrences(of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"6254\"")
    }

    func testAnOldCustomViewIsItsAlignmentRectangleWhereItsDrawnNeighboursPlaceIt() {
        // Its rectangle runs from 100 to 190, 90 high: the view below sits where drawn.
        XCTAssertEqual(lint(document()), [])
        // A neighbour Xcode found misplaced says nothing of it: its bottom stays the frame's
        // (170), and the view below is 20 off.
        XCTAssertEqual(lint(document(belowMisplaced: true)), [
            "16:33: warning: 'Below' is drawn at [20, 190, 50, 30] but its constraints place it at [20, 170, 50, 30] [misplaced-frame]",
        ])
    }
}

/// A constraint with a multiplier relates positions in the bounds of the view it is
/// installed on, the nearest common ancestor of its items, not in the root's.
final class ContainerCoordinatesTests: XCTestCase {
    /// A container 55 points into the root, a 60-point square at its leading edge, and the
    /// container's width set by `trailing = 3 × square.trailing + 10`, drawn `width` wide.
    func document(width: Double, extra: String = "") -> String {
        storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                                    <rect key="frame" x="55" y="100" width="\(width)" height="60"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="square" userLabel="Square">
                                            <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="60" id="c1"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="square" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c2"/>
                                        <constraint firstItem="square" firstAttribute="top" secondItem="box" secondAttribute="top" id="c3"/>
                                        <constraint firstAttribute="bottom" secondItem="square" secondAttribute="bottom" id="c4"/>
                                        <constraint firstAttribute="trailing" secondItem="square" secondAttribute="trailing" multiplier="3" constant="10" id="c5"/>\(extra)
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="55" id="c6"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c7"/>
                                <constraint firstItem="square" firstAttribute="height" secondItem="square" secondAttribute="width" id="c8"/>
    """)
    }

    func testAMultiplierRelatesPositionsInTheContainersBounds() {
        // 3 × 60 + 10 = 190 in the box's bounds (in the root's: 3 × 115 + 10 − 55 = 300).
        XCTAssertEqual(lint(document(width: 190)), [])
        XCTAssertEqual(lint(document(width: 300)), [
            "13:33: warning: 'Box' is drawn at [55, 100, 300, 60] but its constraints place it at [55, 100, 190, 60] [misplaced-frame]",
        ])
        // In a conflict the square's distance from the box's leading edge is named as a guide.
        let width = "\n                                        <constraint firstAttribute=\"width\" constant=\"200\" id=\"c9\"/>"
        XCTAssertEqual(lint(document(width: 200, extra: width)), [
            "26:37: error: 'Distance to Square.trailing == Square.trailing' cannot hold together with 5 other required constraints: the others put Distance to Square.trailing at 118.33, where it needs Square.trailing = 115; UIKit breaks one of them at run time [unsatisfiable-required]",
        ])
    }
}

/// A scroll view's centers, like its width and height, are its frame's, not its content's.
final class ScrollViewCenterTests: XCTestCase {
    /// A 300-point content view centred in a 375-point scroll view, its trailing edge the content's.
    func document(contentX: Double) -> String {
        storyboard(subviews: """
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content" userLabel="Content">
                                            <rect key="frame" x="\(contentX)" y="0.0" width="300" height="647"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="300" id="cw"/>
                                                <constraint firstAttribute="height" constant="647" id="ch"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s2"/>
                                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                                        <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="s4"/>
                                    </constraints>
                                </scrollView>
    """, constraints: """
                                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
    """)
    }

    func testAViewCentredInAScrollViewIsCentredInItsFrame() {
        // Centred in the frame: x = (375 − 300) / 2; the content is 337.5 wide.
        XCTAssertEqual(lint(document(contentX: 37.5)), [])
        // Centred in the content area, whose trailing edge is the view's, it would sit at x = 0.
        XCTAssertEqual(lint(document(contentX: 0)), [
            "16:41: warning: 'Content' is drawn at [0, 0, 300, 647] but its constraints place it at [37.5, 0, 300, 647] [misplaced-frame]",
        ])
    }
}

/// Xcode 7 measures a system-font line unrounded.
final class Xcode7LabelHeightTests: XCTestCase {
    /// Three 17-point labels Xcode marked misplaced: `b` 8 below `a`, `c` beside them from 28.5
    /// below `a`'s top to `b`'s bottom, so a + b − c = 20.5.
    func document(toolsVersion: String) -> String {
        func label(_ id: String, x: Double, y: Double, height: Double) -> String {
            """
                                <label opaque="NO" misplaced="YES" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(x)" y="\(y)" width="38" height="\(height)"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
            """
        }
        return storyboard(subviews: label("a", x: 20, y: 100, height: 21) + "\n" + label("b", x: 20, y: 129, height: 21) + "\n"
                                  + label("c", x: 200, y: 128.5, height: 21.5), constraints: """
                                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="c3"/>
                                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c4"/>
                                <constraint firstItem="c" firstAttribute="top" secondItem="a" secondAttribute="top" constant="28.5" id="c5"/>
                                <constraint firstItem="c" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" id="c6"/>
                                <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c7"/>
    """)
            .replacingOccurrences(of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"\(toolsVersion)\"")
            .replacingOccurrences(of: " useSafeAreas=\"YES\"", with: "")
            // Before Xcode 9 no safe area; before Xcode 8 no device: a canvas of the root's frame.
            .split(separator: "\n").filter { !$0.contains("<device ") && !$0.contains("key=\"safeArea\"") }.joined(separator: "\n")
    }

    func testAnXcode7LabelIsASanFranciscoLineHighUnrounded() {
        // 20.287 a line: a and b must grow 0.213 between them, a hugging tie; c keeps its line
        // (exact in Xcode 7: no range, so the tie and the frame are reported).
        XCTAssertEqual(lint(document(toolsVersion: "9059")), [
            "11:21: warning: 'Name Label (a)' and 'Name Label (b)' have equal vertical content hugging priority (250) and share 0.21 points of extra space to take up, so UIKit may resize either [hugging-tie]",
            "20:25: warning: 'Name Label (c)' is drawn at [200, 128.5, 38, 21.5] but its constraints place it at [200, 128.5, 38, 20.29] [misplaced-frame]",
        ])
    }

    func testAnXcode6LabelKeepsTheEstimate() {
        // The estimate, 21 a line (Xcode 6 drew Helvetica Neue): c grows by 0.5 alone, where
        // the frames are drawn.
        XCTAssertEqual(lint(document(toolsVersion: "7706")), [])
    }
}

/// AppKit text fields drawn narrower than their text: the drawn width is not the measure.
final class SqueezedTextFieldTests: XCTestCase {
    /// Two one-line text fields side by side, 8 apart, filling a 100-point box: the first
    /// (`firstTitle`, 13-point bold unless `firstFont` says otherwise) drawn `firstWidth` wide,
    /// the second ("1h 35m") 32.
    func document(firstWidth: Int, firstTitle: String = "Running Time:",
                  firstFont: String = #"<font key="font" metaFont="systemBold"/>"#) -> String {
        macStoryboard(subviews: """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="40" width="100" height="16"/>
                                    <subviews>
                                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                            <rect key="frame" x="-2" y="0.0" width="\(firstWidth + 4)" height="16"/>
                                            <textFieldCell key="cell" lineBreakMode="clipping" title="\(firstTitle)" id="ac">
                                                \(firstFont)
                                            </textFieldCell>
                                        </textField>
                                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                            <rect key="frame" x="\(firstWidth + 6)" y="0.0" width="36" height="16"/>
                                            <textFieldCell key="cell" lineBreakMode="clipping" title="1h 35m" id="bc">
                                                <font key="font" usesAppearanceFont="YES"/>
                                            </textFieldCell>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="16" id="h"/>
                                        <constraint firstItem="a" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b1"/>
                                        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="b2"/>
                                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="b3"/>
                                        <constraint firstItem="a" firstAttribute="top" secondItem="box" secondAttribute="top" id="b4"/>
                                        <constraint firstItem="b" firstAttribute="top" secondItem="box" secondAttribute="top" id="b5"/>
                                    </constraints>
                                </customView>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="44" id="c2"/>
    """)
    }

    func testATextFieldDrawnNarrowerThanAnyTextOfItsLengthIsSqueezed() throws {
        // "Running Time:" is never narrower than 4.4 em, 57.2 points (0.4 em a character, 0.2
        // for its i, i, space and colon): drawn 50 wide, the first field is squeezed and
        // measures its text's estimate, 93 (0.55 em a character, give or take 20% and 2
        // points). With the second's 32, 33 points more than the box holds, beyond the
        // estimate's range: the two resist at 750, a compression tie over the second's whole 32.
        let squeezed = document(firstWidth: 50)
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "P.storyboard", text: squeezed)).document)
        let widths: [Double?] = loaded.views.filter { ["a", "b"].contains($0.interfaceBuilderID ?? "") }.map { $0.intrinsic.width }
        XCTAssertEqual(widths, [93, 32])
        XCTAssertEqual(lint(squeezed, path: "P.storyboard").filter { $0.hasSuffix("tie]") }, [
            "14:37: warning: 'Text Field (a)' and 'Text Field (b)' have equal horizontal compression resistance priority (750) and share 32 points of space to give up, so UIKit may resize either [compression-tie]",
        ])
        // Drawn 70 wide, it may be its text's width: that is its measure, and the box is full.
        let drawn = document(firstWidth: 70).replacingOccurrences(of: #"constant="100" id="w""#, with: #"constant="110" id="w""#)
        XCTAssertEqual(lint(drawn, path: "P.storyboard").filter { $0.hasSuffix("tie]") }, [])
    }

    func testNarrowGlyphsMakeANarrowerText() throws {
        // "http://" in 20 points is drawn 52 wide (iina's URL field, read outside the corpus):
        // its t, t, colon and slashes are narrow glyphs, so its text may be 1.8 em, 36 points,
        // and 52 is its measure, not a squeeze (at 0.4 em a character, 56 points, it was read as
        // squeezed and measured 77, moving the window's every view 25 points).
        let url = document(firstWidth: 52, firstTitle: "http://", firstFont: #"<font key="font" metaFont="system" size="20"/>"#)
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "P.storyboard", text: url)).document)
        XCTAssertEqual(loaded.views.first { $0.interfaceBuilderID == "a" }?.intrinsic.width, 52)
    }
}

/// NSScrollView's clip view: the scroll view sets its frame (`tile`); one that does not
/// translate its mask is left so unless only its document view's constraints name it. An
/// NSScrollView has no content layout guide: its edges are its frame's.
final class ClipViewTests: XCTestCase {
    /// A scroll view pinned 20 inside the 300 × 100 root, its clip view not translating its
    /// mask, and a 40-point-high document view (a custom view: not flipped, nor is the clip
    /// view then, so drawn at its top it is saved 20 from the bottom),
    /// translating its mask where `documentTranslates`, else 40 high by a constraint and, where
    /// `pinnedToClip`, pinned to the clip view's top, leading and trailing edges;
    /// `scrollConstraints` go into the scroll view.
    func document(documentTranslates: Bool = false, pinnedToClip: Bool = true, scrollConstraints: String = "") -> String {
        macStoryboard(subviews: """
                                <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="20" y="20" width="260" height="60"/>
                                    <clipView key="contentView" drawsBackground="NO" translatesAutoresizingMaskIntoConstraints="NO" id="clip">
                                        <rect key="frame" x="0.0" y="0.0" width="260" height="60"/>
                                        <subviews>
                                            <customView \(documentTranslates ? "" : #"translatesAutoresizingMaskIntoConstraints="NO" "#)id="content">
                                                <rect key="frame" x="0.0" y="20" width="260" height="40"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                                <constraints>
    \(documentTranslates ? "" : """
                                                    <constraint firstAttribute="height" constant="40" id="ch"/>
                                                    <constraint firstAttribute="width" constant="260" id="cw"/>
    """)
                                                </constraints>
                                            </customView>
                                        </subviews>
                                        <constraints>
    \(documentTranslates || !pinnedToClip ? "" : """
                                            <constraint firstItem="content" firstAttribute="top" secondItem="clip" secondAttribute="top" id="d1"/>
                                            <constraint firstItem="content" firstAttribute="leading" secondItem="clip" secondAttribute="leading" id="d2"/>
                                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="d3"/>
    """)
                                        </constraints>
                                    </clipView>
                                    <constraints>
    \(scrollConstraints)
                                    </constraints>
                                </scrollView>
    """, constraints: """
                                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" constant="20" id="c4"/>
    """, toolsVersion: "22505")
    }

    /// The clip view's four edges pinned to its scroll view, the leading one, as mac-mouse-fix
    /// pins it, to the scroll view's trailing edge.
    let pinnedToScroll = """
                                        <constraint firstItem="clip" firstAttribute="leading" secondItem="scroll" secondAttribute="trailing" id="k1"/>
                                        <constraint firstItem="clip" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k2"/>
                                        <constraint firstItem="clip" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="k3"/>
                                        <constraint firstItem="clip" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="k4"/>
    """

    func testAScrollViewTilesAClipViewNothingNamesOrThatIsPinnedToIt() {
        // Named by nothing (its document view translates its mask, as Aerial's): the clip view
        // fills the scroll view, nothing is open.
        XCTAssertEqual(lint(document(documentTranslates: true), path: "P.storyboard"), [])
        // Pinned to its scroll view, even so as to be 0 wide: the tiling's to override; no
        // conflict, nothing off, the document view where its constraints put it.
        XCTAssertEqual(lint(document(scrollConstraints: pinnedToScroll), path: "P.storyboard"), [])
        // The document view drawn 5 off its leading constraint is reported, in the tiled clip view.
        let shifted = document(scrollConstraints: pinnedToScroll)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="20" width="260" height="40"/>"#,
                                  with: #"<rect key="frame" x="5" y="20" width="260" height="40"/>"#)
        XCTAssertEqual(lint(shifted, path: "P.storyboard"), [
            "17:45: warning: 'Custom View' is drawn at [5, 0, 260, 40] but its constraints place it at [0, 0, 260, 40] [misplaced-frame]",
        ])
    }

    func testAClipViewIsFlippedWhereItsDocumentViewIs() {
        // NSClipView's isFlipped is its document view's: a custom view saved at y = 0 is at the
        // clip view's bottom, 20 below where its pin to the top puts it (HandBrake's, MacPass's
        // and iina's document views, drawn at the top, were read so).
        let atZero = document(scrollConstraints: pinnedToScroll)
            .replacingOccurrences(of: #"x="0.0" y="20" width="260" height="40""#, with: #"x="0.0" y="0.0" width="260" height="40""#)
        XCTAssertEqual(lint(atZero, path: "P.storyboard"), [
            "17:45: warning: 'Custom View' is drawn at [0, 20, 260, 40] but its constraints place it at [0, 0, 260, 40] [misplaced-frame]",
        ])
        // A flipped document view (a table's, a text view's, or one saved `flipped="YES"`)
        // flips its clip view: y = 0 is the top.
        let flipped = atZero.replacingOccurrences(of: #"<customView translatesAutoresizingMaskIntoConstraints="NO" id="content">"#,
                                                  with: #"<customView flipped="YES" translatesAutoresizingMaskIntoConstraints="NO" id="content">"#)
        XCTAssertEqual(lint(flipped, path: "P.storyboard"), [])
    }

    func testAClipViewOnlyItsDocumentViewNamesIsReadAsAnyView() {
        // Named only by its document view's constraints (iina's, marked ambiguous): they give
        // it the document view's width, and nothing places it across.
        XCTAssertEqual(lint(document(), path: "P.storyboard").first,
                       "13:33: error: 'Clip View' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]")
    }

    func testATableLaidOutByConstraintsIsAsTallAsItsRows() {
        // An NSTableView pinned to its clip view's top and sides only (iina's source list), in
        // a clip view that translates its mask: its height is its rows', data the file does not
        // hold, so it is not open.
        let text = document()
            .replacingOccurrences(of: #"drawsBackground="NO" translatesAutoresizingMaskIntoConstraints="NO" id="clip""#,
                                  with: #"drawsBackground="NO" id="clip""#)
            .replacingOccurrences(of: #"<customView translatesAutoresizingMaskIntoConstraints="NO" id="content">"#,
                                  with: #"<tableView rowHeight="20" viewBased="YES" translatesAutoresizingMaskIntoConstraints="NO" id="content">"#)
            .replacingOccurrences(of: "</customView>", with: "</tableView>")
            .replacingOccurrences(of: #"y="20" width="260" height="40""#, with: #"y="0.0" width="260" height="40""#)
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="40" id="ch"/>"#, with: "")
            .replacingOccurrences(of: #"<constraint firstAttribute="width" constant="260" id="cw"/>"#, with: "")
        XCTAssertEqual(lint(text, path: "P.storyboard"), [])
    }

    func testAnNSScrollViewsEdgesAreItsFrames() {
        // A document view pinned to the scroll view's top and leading edges (iina's table) is
        // pinned to the scroll view's frame: no content area comes open, as a UIScrollView's
        // content layout guide would.
        let text = document(pinnedToClip: false, scrollConstraints: """
                                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
    """)
        XCTAssertEqual(lint(text, path: "P.storyboard"), [])
    }
}

import Foundation
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutLint
import LayoutModel
import LayoutTestSupport
import XCTest

/// Constraints for `appKitWindow` that pin view `stk` 20 points inside the content view.
let stackPinnedInsideContent = """
                    <constraint firstItem="stk" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="stk" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="stk" secondAttribute="bottom" constant="20" id="c4"/>
"""

/// A macOS xib of one 300-point-wide window whose content view holds `subviews` and
/// `constraints` (both given indented as they stand in the document).
func appKitWindow(toolsVersion: String, height: Int, subviews: String, constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
            <window title="Window" animationBehavior="default" id="win">
                <rect key="contentRect" x="100" y="100" width="300" height="\(height)"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
                    <subviews>
    \(subviews)
                    </subviews>
                    <constraints>
    \(constraints)
                    </constraints>
                </view>
            </window>
        </objects>
    </document>
    """
}

/// A macOS xib of a window whose content rectangle is 300 × `contentRectHeight` and whose
/// content view is drawn 300 × `drawnHeight` (marked misplaced when `marked`), holding a
/// 260 × 20 view 20 below its top and 20 from its sides, saved `boxBottomDistance` above the
/// content view's bottom (AppKit's y), and, when `pinnedBottom`, 20 above its bottom.
func appKitWindowWithBox(contentRectHeight: Int, drawnHeight: Int, boxBottomDistance: Int, pinnedBottom: Bool,
                         marked: Bool = false) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
            <window title="Window" animationBehavior="default" id="win">
                <rect key="contentRect" x="100" y="100" width="300" height="\(contentRectHeight)"/>
                <view key="contentView"\(marked ? #" misplaced="YES""# : "") id="content">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="\(drawnHeight)"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="\(boxBottomDistance)" width="260" height="20"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="box" firstAttribute="height" constant="20" id="c2"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c4"/>
                        \(pinnedBottom ? #"<constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c5"/>"# : "")
                    </constraints>
                </view>
            </window>
        </objects>
    </document>
    """
}

final class InterfaceBuilderSemanticsTests: XCTestCase {
    /// A horizontal stack 20 inside the root's top and sides: a 100-point view, then one that
    /// fills the rest, drawn 8 apart, and between them a hidden view `h` where `withHidden`;
    /// `attributes` go on the stack.
    func spacedStack(_ attributes: String, withHidden: Bool = false, variation: String = "") -> String {
        storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="335" height="30"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="aw"/>
                                            </constraints>
                                        </view>\(withHidden ? """

                                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                                            <rect key="frame" x="-10" y="0.0" width="10" height="30"/>
                                        </view>
    """ : "")
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                            <rect key="frame" x="108" y="0.0" width="227" height="30"/>
                                        </view>
                                    </subviews>\(variation)
                                </stackView>
    """, constraints: pinnedStack(height: 30))
    }

    /// Stack `stk` 20 below the safe area's top and 20 inside the root's sides, `height` high.
    func pinnedStack(height: Int) -> String {
        """
                                <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="stk" firstAttribute="height" constant="\(height)" id="c4"/>
    """
    }

    func testAStackWithStandardSpacingSpacesItsViewsBySystemSpacing() {
        // `spacingType="standard"` is UIStackView's system spacing, 8 between these views.
        XCTAssertEqual(lint(spacedStack(#"spacingType="standard""#)), [])
        // Without it and without a `spacing`, the views touch: the second is 8 off.
        XCTAssertEqual(lint(spacedStack("")), [
            "22:41: warning: 'View (b)' is drawn at [108, 0, 227, 30] but its constraints place it at [100, 0, 235, 30] [misplaced-frame]",
        ])
    }

    func testAStacksAttributesAreThoseOfTheCanvasSizeClasses() {
        // The iPhone 8 canvas is compact width, regular height: its variation's spacing of 8
        // is the one Xcode drew with.
        XCTAssertEqual(lint(spacedStack(#"spacing="20""#, variation: #"<variation key="heightClass=regular-widthClass=compact" spacing="8"/>"#)), [])
        XCTAssertEqual(lint(spacedStack(#"spacing="20""#, variation: #"<variation key="heightClass=compact" spacing="8"/>"#)), [
            "22:41: warning: 'View (b)' is drawn at [108, 0, 227, 30] but its constraints place it at [120, 0, 215, 30] [misplaced-frame]",
        ])
        // And its axis (Esri's map and scene views, side by side in Any/Any, one above the other
        // on an iPhone in portrait).
        let stacked = storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="335" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                            <rect key="frame" x="0.0" y="0.0" width="335" height="50"/>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                            <rect key="frame" x="0.0" y="50" width="335" height="50"/>
                                        </view>
                                    </subviews>
                                    <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
                                </stackView>
    """, constraints: pinnedStack(height: 100))
        XCTAssertEqual(lint(stacked), [])
    }

    /// A vertical fill-proportionally stack 100 high of two views without intrinsic heights,
    /// drawn 40 and 60 high (`second` marked misplaced where `marked`).
    func proportionalStack(marked: Bool = false) -> String {
        storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="335" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                            <rect key="frame" x="0.0" y="0.0" width="335" height="40"/>
                                        </view>
                                        <view contentMode="scaleToFill" \(marked ? #"misplaced="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                            <rect key="frame" x="0.0" y="40" width="335" height="60"/>
                                        </view>
                                    </subviews>
                                </stackView>
    """, constraints: pinnedStack(height: 100))
    }

    func testAFillProportionallyStackSharesByDrawnLengthsWhereNoIntrinsicOne() {
        // UIStackView sizes a view without an intrinsic length in proportion to the length it
        // is loaded with, its drawn one: 40 and 60 of 100, nothing open.
        XCTAssertEqual(lint(proportionalStack()), [])
        // A drawn length Xcode marked misplaced is no measure: the share is open, as before.
        XCTAssertEqual(lint(proportionalStack(marked: true)).first,
                       "15:37: error: 'View (a)' has no height: only inequalities bound it (its height can be anywhere from 0 to 100); add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]")
    }

    func testStackViewGetsUIKitsNamedConstraints() throws {
        let text = spacedStack(#"spacing="8""#, withHidden: true)
        let document = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: text)).document)
        let synthesized = document.constraints.filter { $0.id.hasPrefix("UISV") }.map { "\($0.id): \($0.displayText)" }
        XCTAssertEqual(synthesized, [
            "UISV-hiding: View (h).trailing == Stack View.leading",
            "UISV-hiding 2: View (h).width == 0 @1",
            "UISV-canvas-connection: View (a).leading == Stack View.leading",
            "UISV-canvas-connection 2: Stack View.trailing == View (b).trailing",
            "UISV-spacing: View (b).leading == View (a).trailing + 8",
            "UISV-canvas-connection 3: View (a).top == Stack View.top",
            "UISV-canvas-connection 4: Stack View.bottom == View (a).bottom",
            "UISV-canvas-connection 5: View (h).top == Stack View.top",
            "UISV-canvas-connection 6: Stack View.bottom == View (h).bottom",
            "UISV-canvas-connection 7: View (b).top == Stack View.top",
            "UISV-canvas-connection 8: Stack View.bottom == View (b).bottom",
        ])
        // The hidden view is out of the arrangement; its drawn frame is not compared.
        XCTAssertEqual(lint(text), [])
        // Without the stack's constraints the second view would have no width.
        let broken = text.replacingOccurrences(of: "<stackView", with: "<view").replacingOccurrences(of: "</stackView>", with: "</view>")
        XCTAssertEqual(lint(broken).filter { $0.contains("View (b)") }.first,
                       "24:37: error: 'View (b)' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]")
    }

    func testNSStackViewGravityAreasArrangeTheirViewsAndAConstraintMayNameThem() throws {
        // Two custom views in the beginning area and one in the end area of a horizontal
        // NSStackView; a constraint of the document names a view of the end area.
        let text = appKitWindow(toolsVersion: "22505", height: 100, subviews: """
                            <stackView distribution="gravityAreas" orientation="horizontal" spacing="8" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="20" y="20" width="260" height="60"/>
                                <beginningViews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                                    </customView>
                                    <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="58" y="0.0" width="50" height="60"/>
                                    </customView>
                                </beginningViews>
                                <endViews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                        <rect key="frame" x="210" y="0.0" width="50" height="60"/>
                                    </customView>
                                </endViews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="width" constant="50" id="aw"/>
                                    <constraint firstItem="b" firstAttribute="width" constant="50" id="bw"/>
                                    <constraint firstItem="c" firstAttribute="width" constant="50" id="cw"/>
                                </constraints>
                            </stackView>
    """, constraints: stackPinnedInsideContent)
        let document = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Window.xib", text: text)).document)
        let along = document.constraints.filter { $0.id.hasPrefix("NSStackView") }.map { "\($0.id): \($0.displayText)" }
        XCTAssertEqual(along, [
            // Inside an area, as AppKit documents `spacing`: at least it, required; exactly it at 750.
            "NSStackView-spacing: Custom View (b).leading >= Custom View (a).trailing + 8",
            "NSStackView-spacing 2: Custom View (b).leading == Custom View (a).trailing + 8 @750",
            "NSStackView-edge: Custom View (a).leading == Stack View.leading",
            "NSStackView-edge 2: Stack View.trailing == Custom View (c).trailing",
            "NSStackView-hugging: Custom View (c).leading >= Custom View (b).trailing + 8",
            "NSStackView-hugging 2: Custom View (c).leading == Custom View (b).trailing + 8 @249.99998474121094",
        ])
        // The end area stays at the trailing edge, the space between the areas free: every
        // drawn frame holds, and the fixed-frame view is the stack's to place.
        XCTAssertEqual(lint(text, path: "Window.xib"), [])
        // A constraint on a view of a gravity area is read, not refused.
        let pinned = text.replacingOccurrences(of: "<constraint firstItem=\"c\" firstAttribute=\"width\" constant=\"50\" id=\"cw\"/>",
                                               with: "<constraint firstItem=\"c\" firstAttribute=\"width\" constant=\"60\" id=\"cw\"/>")
        XCTAssertEqual(lint(pinned, path: "Window.xib").first,
                       "21:37: warning: 'Custom View (c)' is drawn at [210, 0, 50, 60] but its constraints place it at [200, 0, 60, 60] [misplaced-frame]")
    }

    func testAnAppKitTableCellViewIsNotFlippedAndItsRowHoldsItsSizeAsAWindowDoes() {
        // A prototype cell view of a view-based NSTableView, drawn 48 high: the table sizes it
        // to the row and the column when it runs, so where its views sit vertically (measured
        // from its bottom) follows from a size the file does not hold. A view pinned 4 below
        // its top is not reported; one 20 points off its leading constraint is, at any size.
        let text = appKitWindow(toolsVersion: "22505", height: 200, subviews: """
                            <scrollView autohidesScrollers="YES" horizontalLineScroll="48" horizontalPageScroll="10" verticalLineScroll="48" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="scr">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <clipView key="contentView" id="clp">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <tableView columnAutoresizingStyle="lastColumnOnly" rowHeight="48" rowSizeStyle="automatic" viewBased="YES" id="tbl">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableColumns>
                                                <tableColumn width="298" minWidth="40" maxWidth="1000" id="col">
                                                    <prototypeCellViews>
                                                        <tableCellView id="cel">
                                                            <rect key="frame" x="1" y="1" width="298" height="48"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                            <subviews>
                                                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                                                    <rect key="frame" x="8" y="24" width="282" height="20"/>
                                                                </customView>
                                                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="side">
                                                                    <rect key="frame" x="30" y="4" width="100" height="10"/>
                                                                </customView>
                                                            </subviews>
                                                            <constraints>
                                                                <constraint firstItem="top" firstAttribute="leading" secondItem="cel" secondAttribute="leading" constant="8" id="t1"/>
                                                                <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="8" id="t2"/>
                                                                <constraint firstItem="top" firstAttribute="top" secondItem="cel" secondAttribute="top" constant="4" id="t3"/>
                                                                <constraint firstItem="top" firstAttribute="height" constant="20" id="t4"/>
                                                                <constraint firstItem="side" firstAttribute="leading" secondItem="cel" secondAttribute="leading" constant="10" id="s1"/>
                                                                <constraint firstAttribute="bottom" secondItem="side" secondAttribute="bottom" constant="4" id="s2"/>
                                                                <constraint firstItem="side" firstAttribute="width" constant="100" id="s3"/>
                                                                <constraint firstItem="side" firstAttribute="height" constant="10" id="s4"/>
                                                            </constraints>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                            </tableColumns>
                                        </tableView>
                                    </subviews>
                                </clipView>
                            </scrollView>
    """, constraints: "")
        XCTAssertEqual(lint(text, path: "Cells.xib"), [
            "30:65: warning: 'Custom View (side)' is drawn at [30, 34, 100, 10] but its constraints place it at [10, 34, 100, 10] [misplaced-frame]",
        ])
        // Its constraints fix its height at 4 + 20 + 14 + 10 + 4 = 52 (the side view hung 14
        // below the top one): the row holds the cell view only as a window holds its content,
        // so the 48 drawn is off, as Xcode marks such a cell view. Its views are saved from
        // its bottom: in the 52 points the top one is 4 higher than drawn, the side one only
        // off its leading constraint as before.
        let tall = text.replacingOccurrences(of: "<constraint firstItem=\"top\" firstAttribute=\"height\" constant=\"20\" id=\"t4\"/>",
                                  with: "<constraint firstItem=\"top\" firstAttribute=\"height\" constant=\"20\" id=\"t4\"/><constraint firstItem=\"side\" firstAttribute=\"top\" secondItem=\"top\" secondAttribute=\"bottom\" constant=\"14\" id=\"t5\"/>")
        XCTAssertEqual(lint(tall, path: "Cells.xib"), [
            "23:57: warning: 'Table Cell View' is drawn at [0, 4, 298, 48] but its constraints place it at [0, 0, 298, 52] [misplaced-frame]",
            "27:65: warning: 'Custom View (top)' is drawn at [8, 8, 282, 20] but its constraints place it at [8, 4, 282, 20] [misplaced-frame]",
            "30:65: warning: 'Custom View (side)' is drawn at [30, 38, 100, 10] but its constraints place it at [10, 38, 100, 10] [misplaced-frame]",
        ])
    }

    func testAnNSSplitViewsPaneHoldsItsSizeAsAWindowsContentViewDoes() {
        // A split view of two panes, each holding a 20-point view pinned 10 from its top and
        // bottom: the pane's constraints give 40. The split view sets a pane's frame, holding
        // its size below the required priority, so the first pane drawn 40 high is where its
        // constraints put it, and the second, drawn 60 high, is off, and so is its view, saved
        // 30 above the pane's bottom where the 40 points put it 10 above.
        let text = appKitWindow(toolsVersion: "22505", height: 101, subviews: """
                            <splitView dividerStyle="thin" id="spl">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="101"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView id="p1">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                                <rect key="frame" x="10" y="10" width="280" height="20"/>
                                            </customView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="v1" firstAttribute="top" secondItem="p1" secondAttribute="top" constant="10" id="a1"/>
                                            <constraint firstAttribute="bottom" secondItem="v1" secondAttribute="bottom" constant="10" id="a2"/>
                                            <constraint firstItem="v1" firstAttribute="leading" secondItem="p1" secondAttribute="leading" constant="10" id="a3"/>
                                            <constraint firstAttribute="trailing" secondItem="v1" secondAttribute="trailing" constant="10" id="a4"/>
                                            <constraint firstItem="v1" firstAttribute="height" constant="20" id="a5"/>
                                        </constraints>
                                    </customView>
                                    <customView id="p2">
                                        <rect key="frame" x="0.0" y="41" width="300" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                                <rect key="frame" x="10" y="30" width="280" height="20"/>
                                            </customView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="v2" firstAttribute="top" secondItem="p2" secondAttribute="top" constant="10" id="b1"/>
                                            <constraint firstAttribute="bottom" secondItem="v2" secondAttribute="bottom" constant="10" id="b2"/>
                                            <constraint firstItem="v2" firstAttribute="leading" secondItem="p2" secondAttribute="leading" constant="10" id="b3"/>
                                            <constraint firstAttribute="trailing" secondItem="v2" secondAttribute="trailing" constant="10" id="b4"/>
                                            <constraint firstItem="v2" firstAttribute="height" constant="20" id="b5"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                            </splitView>
    """, constraints: "")
        XCTAssertEqual(lint(text, path: "Split.xib"), [
            "30:37: warning: 'Custom View (p2)' is drawn at [0, -20, 300, 60] but its constraints place it at [0, 0, 300, 40] [misplaced-frame]",
            "34:45: warning: 'Custom View (v2)' is drawn at [10, -10, 280, 20] but its constraints place it at [10, 10, 280, 20] [misplaced-frame]",
        ])
    }

    func testAWindowHoldsItsContentViewAtTheSizeItsSubviewsWereLaidOutIn() {
        // A content view drawn 300 × 100 whose one subview, pinned 20 from each of its edges
        // and free in height, is saved 20 high 20 above the bottom: laid out so, the content
        // view was 60 high. The window holds it there, so the content view is off and the
        // subview is where it is saved. A second window, its subview saved where the drawn size
        // puts it (60 high), is where it is drawn.
        func document(subviewHeight: Int) -> String {
            appKitWindow(toolsVersion: "22505", height: 100, subviews: """
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                <rect key="frame" x="20" y="20" width="260" height="\(subviewHeight)"/>
                            </customView>
    """, constraints: """
                        <constraint firstItem="v" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" constant="20" id="c2"/>
                        <constraint firstItem="v" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="20" id="c4"/>
    """)
        }
        XCTAssertEqual(lint(document(subviewHeight: 20), path: "Window.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 100] but its constraints place it at [0, 0, 300, 60] [misplaced-frame]",
        ])
        XCTAssertEqual(lint(document(subviewHeight: 60), path: "Window.xib"), [])
    }

    func testASymbolImageViewWithAFixedFrameIsPlacedByItsAutoresizingMask() {
        // A symbol image view that does not translate its mask but has a fixed frame, as
        // Xcode 26 saves a view placed by its frame: its autoresizing constraints come from the
        // saved frame, so it has a position and a size (the symbol's own alignment rectangle,
        // which the file does not hold, only keeps the frame from being compared).
        let text = appKitWindow(toolsVersion: "24412", height: 100, subviews: """
                            <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                <rect key="frame" x="120" y="20" width="60" height="66"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" image="plus" catalog="system" id="cel"/>
                            </imageView>
    """, constraints: "")
        XCTAssertEqual(lint(text, path: "Symbol.xib"), [])
    }

    func testATouchBarItemsViewFillsTheItemAtItsDesignTimeSize() {
        // A text view with a touch bar of two items, each a button without constraints: the
        // touch bar lays out its items, and the file gives each item's size. The first button
        // is drawn at (0, 0) at its item's 40 × 30 and is where the item puts it; the second,
        // drawn 72 × 30 at (6, -4) in a 60 × 19 item (AppKit's y from the bottom: 7 above the
        // top), is off. Neither is measured with a push button's bezel: a touch bar draws its own.
        let text = appKitWindow(toolsVersion: "14109", height: 100, subviews: """
                            <textView id="txt">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <touchBar key="touchBar" id="bar">
                                    <touchBarItems>
                                        <touchBarItem id="it1">
                                            <viewController key="viewController" id="vc1">
                                                <button key="view" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                                    <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c1"/>
                                                </button>
                                            </viewController>
                                            <size key="designTimeSize" width="40" height="30"/>
                                        </touchBarItem>
                                        <touchBarPopoverItem id="pop">
                                            <touchBar key="popoverTouchBar" id="bar2">
                                                <touchBarItems>
                                                    <touchBarItem id="it2">
                                                        <viewController key="viewController" id="vc2">
                                                            <button key="view" verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                                                                <rect key="frame" x="6" y="-4" width="72" height="30"/>
                                                                <buttonCell key="cell" type="push" title="H1" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c2"/>
                                                            </button>
                                                        </viewController>
                                                        <size key="designTimeSize" width="60" height="19"/>
                                                    </touchBarItem>
                                                </touchBarItems>
                                            </touchBar>
                                        </touchBarPopoverItem>
                                    </touchBarItems>
                                </touchBar>
                            </textView>
    """, constraints: "")
        XCTAssertEqual(lint(text, path: "TouchBar.xib"), [
            "29:61: warning: 'Button (b2)' is drawn at [6, -7, 72, 30] but its constraints place it at [0, 0, 60, 19] [misplaced-frame]",
        ])
    }

    func testAnNSStackViewsAlignmentGivesWayToAConstraintOfTheDocument() {
        // A leading-aligned vertical NSStackView whose second view is indented by 20 points:
        // AppKit's alignment constraints are at 250, so the indent holds (UIKit's are required).
        // An NSStackView is not flipped: the first view is saved on top, at the larger y.
        func document() -> String {
            appKitWindow(toolsVersion: "22505", height: 100, subviews: """
                            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="20" y="20" width="260" height="60"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="34" width="100" height="26"/>
                                    </customView>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="20" y="0.0" width="100" height="26"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="width" constant="100" id="aw"/>
                                    <constraint firstItem="b" firstAttribute="width" constant="100" id="bw"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="26" id="ah"/>
                                    <constraint firstItem="b" firstAttribute="height" constant="26" id="bh"/>
                                    <constraint firstItem="b" firstAttribute="leading" secondItem="stk" secondAttribute="leading" constant="20" id="indent"/>
                                </constraints>
                            </stackView>
    """, constraints: stackPinnedInsideContent)
        }
        XCTAssertEqual(lint(document(), path: "Window.xib"), [])
    }

    func testACompressionTieWithinTheBezelsRangesIsNotReported() {
        // Two label-style text fields in a window held 300 wide, 20 from its edges and 8 apart:
        // 252 points for both rectangles (frames less 2 on each side). Each content width is
        // its frame's less a bezel the file does not describe (±3).
        func window(frameWidth: Int) -> String {
            func field(_ id: String, x: Int) -> String {
                """
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(x)" y="20" width="\(frameWidth)" height="17"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="\(id)c">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                """
            }
            return appKitWindow(toolsVersion: "22505", height: 57, subviews: field("a", x: 18) + "\n" + field("b", x: 18 + frameWidth + 4), constraints: """
                        <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="20" id="c2"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="c3"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c4"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="c6"/>
                        <constraint firstAttribute="width" constant="300" id="c7"/>
    """)
        }
        // Measured 128 each, 4 points too many: the two ranges (6) could take them up.
        XCTAssertEqual(lint(window(frameWidth: 132), path: "Row.xib"), [])
        // Measured 131 each, 10 too many: squeezed whatever the bezels, a tie.
        XCTAssertEqual(lint(window(frameWidth: 135), path: "Row.xib"), [
            "9:17: warning: 'Text Field (a)' and 'Text Field (b)' have equal horizontal compression resistance priority (750) and share 10 points of space to give up, so UIKit may resize either [compression-tie]",
        ])
    }

    func testAnNSStackViewsEdgeInsetsPadItsViews() {
        // A horizontal NSStackView with a 10-point inset on each side around one view.
        func document(viewX: Int, viewWidth: Int) -> String {
            appKitWindow(toolsVersion: "22505", height: 65, subviews: """
                            <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="20" y="20" width="260" height="25"/>
                                <edgeInsets key="edgeInsets" left="10" right="10" top="0.0" bottom="0.0"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="\(viewX)" y="0.0" width="\(viewWidth)" height="25"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="height" constant="25" id="ah"/>
                                </constraints>
                            </stackView>
    """, constraints: stackPinnedInsideContent)
        }
        XCTAssertEqual(lint(document(viewX: 10, viewWidth: 240), path: "Window.xib"), [])
        XCTAssertEqual(lint(document(viewX: 0, viewWidth: 260), path: "Window.xib"), [
            "14:37: warning: 'Custom View' is drawn at [0, 0, 260, 25] but its constraints place it at [10, 0, 240, 25] [misplaced-frame]",
        ])
    }

    func testALoneViewOfAnEqualCenteringNSStackViewIsCentredAtItsWidth() {
        // NSStackView's equal distributions hug their views at the stack's hugging priority,
        // not the required one of its fill distributions (AppKit's documentation of
        // `fill`): a 100-point view keeps its width in a 260-point stack and, alone, is centred.
        func document(viewX: Int) -> String {
            appKitWindow(toolsVersion: "22505", height: 65, subviews: """
                            <stackView distribution="equalCentering" orientation="horizontal" alignment="centerY" spacing="8" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="20" y="20" width="260" height="25"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="\(viewX)" y="0.0" width="100" height="25"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="width" constant="100" id="aw"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="25" id="ah"/>
                                </constraints>
                            </stackView>
    """, constraints: stackPinnedInsideContent)
        }
        XCTAssertEqual(lint(document(viewX: 80), path: "Window.xib"), [])
        XCTAssertEqual(lint(document(viewX: 0), path: "Window.xib"), [
            "13:37: warning: 'Custom View' is drawn at [0, 0, 100, 25] but its constraints place it at [80, 0, 100, 25] [misplaced-frame]",
        ])
    }

    func testAFillEquallyNSStackViewsViewKeepsAWidthItMustHave() {
        // NSStackView keeps `fillEqually` sizes equal "as much as possible" (AppKit's
        // documentation), UIStackView always: a view of required width 100 beside one without
        // an intrinsic width in a 260-point stack, 8 apart, leaves the other 152.
        func document(firstWidth: Int) -> String {
            appKitWindow(toolsVersion: "22505", height: 65, subviews: """
                            <stackView distribution="fillEqually" orientation="horizontal" alignment="centerY" spacing="8" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="20" y="20" width="260" height="25"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="0.0" width="\(firstWidth)" height="25"/>
                                    </customView>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="\(firstWidth + 8)" y="0.0" width="\(252 - firstWidth)" height="25"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="width" constant="100" id="aw"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="25" id="ah"/>
                                    <constraint firstItem="b" firstAttribute="height" constant="25" id="bh"/>
                                </constraints>
                            </stackView>
    """, constraints: """
                        <constraint firstItem="stk" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="stk" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="stk" secondAttribute="bottom" constant="20" id="c4"/>
                        <constraint firstAttribute="width" constant="300" id="c5"/>
    """)
        }
        XCTAssertEqual(lint(document(firstWidth: 100), path: "Window.xib"), [])
        XCTAssertEqual(lint(document(firstWidth: 126), path: "Window.xib"), [
            "13:37: warning: 'Custom View (a)' is drawn at [0, 0, 126, 25] but its constraints place it at [0, 0, 100, 25] [misplaced-frame]",
            "16:37: warning: 'Custom View (b)' is drawn at [134, 0, 126, 25] but its constraints place it at [108, 0, 152, 25] [misplaced-frame]",
        ])
    }

    func testAStackViewWithSavedMarginsArrangesItsViewsInsideThem() {
        // Margins of 16 on the sides and no layoutMarginsRelativeArrangement, as Xcode saves
        // them: the arranged view is drawn 16 inside the stack.
        let text = storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="335" height="30"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                            <rect key="frame" x="16" y="0.0" width="303" height="30"/>
                                        </view>
                                    </subviews>
                                    <edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="stk" firstAttribute="height" constant="30" id="c4"/>
    """)
        XCTAssertEqual(lint(text), [])
    }

    func testOneLineSystemLabelsAreMeasuredAndTheSlackTheyLeaveIsATie() throws {
        // A vertical stack of two 16-point labels around a 40-point view: the labels measure
        // 19.5 each (San Francisco's 19.09 in 2x pixels) whatever height they are drawn at.
        // Drawn 22 high, the stack is 5 points longer than its content, and both labels hug
        // at 251: a tie. A wrapped label (two lines, 38 high) keeps its drawn height.
        func document(labelHeight: Double, device: String = "retina4_7") -> String {
            let second = labelHeight + 4 + 40 + 4
            let wrappedY = second + labelHeight + 4
            let stack = wrappedY + 38
            return storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="335" height="\(stack)"/>
                                    <subviews>
                                        <label opaque="NO" verticalHuggingPriority="251" text="One" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                            <rect key="frame" x="0.0" y="0.0" width="335" height="\(labelHeight)"/>
                                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>
                                        </label>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="\(labelHeight + 4)" width="335" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="bh"/>
                                            </constraints>
                                        </view>
                                        <label opaque="NO" verticalHuggingPriority="251" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                            <rect key="frame" x="0.0" y="\(second)" width="335" height="\(labelHeight)"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                        </label>
                                        <label opaque="NO" verticalHuggingPriority="252" text="Two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped">
                                            <rect key="frame" x="0.0" y="\(wrappedY)" width="335" height="38"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                        </label>
                                    </subviews>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="stk" firstAttribute="height" constant="\(stack)" id="c4"/>
    """).replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(device)""#)
        }
        let stretched = document(labelHeight: 22)
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: stretched)).document)
        XCTAssertEqual(loaded.views.filter { $0.kind == .label }.map(\.intrinsic.height), [19.5, 19.5, 38])
        XCTAssertEqual(lint(stretched).filter { $0.hasSuffix("[hugging-tie]") }, [
            "15:37: warning: 'One Label' and 'Two Label' have equal vertical content hugging priority (251) and share 5 points of extra space to take up, so UIKit may resize either [hugging-tie]",
        ])
        // Drawn as measured, the stack has no slack and nothing is reported.
        XCTAssertEqual(lint(document(labelHeight: 19.5)), [])
        // A 3x canvas rounds to thirds of a point.
        let threeX = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: document(labelHeight: 22, device: "retina6_12"))).document)
        XCTAssertEqual(threeX.views.first { $0.interfaceBuilderID == "two" }?.intrinsic.height, (16 * 2444 / 2048 * 3).rounded(.up) / 3)
    }

    func testAttributedTextInTheSystemFontIsMeasuredAsPlainText() throws {
        // Two labels share a 41-point box, chained top to bottom. The first is attributed text
        // in the 20-point system font, drawn 23 high: its line is 23.87, 24 in the 2x canvas's
        // pixels, so it is drawn squeezed and 24 is its measure. The second sets a line
        // spacing, which the reader does not measure: its drawn 18 is its measure. 24 + 18 is
        // a point more than the box holds and both resist at 750: a compression tie.
        func label(_ id: String, y: Double, height: Double, size: Int, paragraph: String) -> String {
            """
                                        <label opaque="NO" verticalHuggingPriority="251" usesAttributedText="YES" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                            <rect key="frame" x="0.0" y="\(y)" width="335" height="\(height)"/>
                                            <attributedString key="attributedText">
                                                <fragment content="Text \(id)">
                                                    <attributes>
                                                        <font key="NSFont" metaFont="system" size="\(size)"/>
                                                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" \(paragraph)baseWritingDirection="natural"/>
                                                    </attributes>
                                                </fragment>
                                            </attributedString>
                                        </label>
            """
        }
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="40" width="335" height="41"/>
                                    <subviews>
        \(label("one", y: 0, height: 23, size: 20, paragraph: ""))
        \(label("two", y: 23, height: 18, size: 15, paragraph: #"lineSpacing="3" "#))
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="one" firstAttribute="top" secondItem="box" secondAttribute="top" id="b1"/>
                                        <constraint firstItem="two" firstAttribute="top" secondItem="one" secondAttribute="bottom" id="b2"/>
                                        <constraint firstAttribute="bottom" secondItem="two" secondAttribute="bottom" id="b3"/>
                                        <constraint firstItem="one" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b4"/>
                                        <constraint firstAttribute="trailing" secondItem="one" secondAttribute="trailing" id="b5"/>
                                        <constraint firstItem="two" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b6"/>
                                        <constraint firstAttribute="trailing" secondItem="two" secondAttribute="trailing" id="b7"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="41" id="c4"/>
    """)
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: text)).document)
        XCTAssertEqual(loaded.views.filter { $0.kind == .label }.map(\.intrinsic.height), [24, 18])
        XCTAssertEqual(lint(text).filter { $0.hasSuffix("tie]") }, [
            "15:33: warning: 'Label (one)' and 'Label (two)' have equal vertical compression resistance priority (750) and share 1 point of space to give up, so UIKit may resize either [compression-tie]",
        ])
    }

    func testAWindowContentViewThatDoesNotTranslateItsMaskHasNoPosition() {
        // A 260 × 20 view pinned 20 from every side of the content view sizes it 300 × 60, the
        // window's size. With translatesAutoresizingMaskIntoConstraints off, no constraint
        // places the content view in its window: its position is open (its subviews, placed
        // in it, are not). With the mask translated, the window places it.
        func window(translates: Bool) -> String {
            appKitWindow(toolsVersion: "22505", height: 60, subviews: """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="20" width="260" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="h"/>
                                    </constraints>
                                </customView>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
    """).replacingOccurrences(of: #"<view key="contentView" id="content">"#,
                                  with: translates ? #"<view key="contentView" id="content">"#
                                      : #"<view key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="content">"#)
        }
        XCTAssertEqual(lint(window(translates: true), path: "W.xib"), [])
        XCTAssertEqual(lint(window(translates: false), path: "W.xib"), [
            "6:13: error: 'View' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]",
            "6:13: error: 'View' has no vertical position: add a top, bottom, centerY or baseline constraint [underconstrained-axis]",
        ])
    }

    func testAppKitSubviewsKeepTheirDistanceFromTheBottomOfAWindowTheConstraintsResize() {
        // The window is drawn 200 high; its constraints make the content view 20 + 30 + 20 + 20
        // + 20 = 110. The top view is saved 150 above the bottom (top-down: 20 in the drawn
        // window), the bottom one 20. In the 110-point window Xcode measures them from the new
        // bottom edge: the bottom view is where its constraints put it, the top one is not.
        func window(topViewBottomDistance: Int) -> String {
            appKitWindow(toolsVersion: "22505", height: 200, subviews: """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                    <rect key="frame" x="20" y="\(topViewBottomDistance)" width="260" height="30"/>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                    <rect key="frame" x="20" y="20" width="260" height="20"/>
                                </customView>
            """, constraints: """
                                <constraint firstItem="top" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="top" firstAttribute="height" constant="30" id="c2"/>
                                <constraint firstItem="bottom" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c3"/>
                                <constraint firstItem="bottom" firstAttribute="height" constant="20" id="c4"/>
                                <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="20" id="c5"/>
                                <constraint firstItem="top" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c6"/>
                                <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="20" id="c7"/>
                                <constraint firstItem="bottom" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c8"/>
                                <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="20" id="c9"/>
            """)
        }
        // The content view is drawn 200 high where its constraints make it 110: Xcode marks it.
        XCTAssertEqual(lint(window(topViewBottomDistance: 150), path: "Sheet.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 200] but its constraints place it at [0, 0, 300, 110] [misplaced-frame]",
            "10:25: warning: 'Custom View (top)' is drawn at [20, -70, 260, 30] but its constraints place it at [20, 20, 260, 30] [misplaced-frame]",
        ])
        // Saved 60 above the bottom, as the constraints have it in the 110-point window.
        XCTAssertEqual(lint(window(topViewBottomDistance: 60), path: "Sheet.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 200] but its constraints place it at [0, 0, 300, 110] [misplaced-frame]",
        ])
    }

    func testAWindowsContentViewIsDrawnAtTheSizeItsConstraintsAndTheWindowsContentRectangleGive() {
        func window(contentRectHeight: Int, drawnHeight: Int, pinnedBottom: Bool, marked: Bool = false) -> String {
            // The box is saved where its constraints put it in the window they give.
            appKitWindowWithBox(contentRectHeight: contentRectHeight, drawnHeight: drawnHeight,
                                boxBottomDistance: pinnedBottom ? 20 : drawnHeight - 40, pinnedBottom: pinnedBottom, marked: marked)
        }
        // Nothing sets the height: the window keeps its content rectangle, as drawn.
        XCTAssertEqual(lint(window(contentRectHeight: 100, drawnHeight: 100, pinnedBottom: false), path: "Window.xib"), [])
        // The constraints make the content view 60 high, whatever the window holds on to.
        XCTAssertEqual(lint(window(contentRectHeight: 100, drawnHeight: 100, pinnedBottom: true), path: "Window.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 100] but its constraints place it at [0, 0, 300, 60] [misplaced-frame]",
        ])
        XCTAssertEqual(lint(window(contentRectHeight: 60, drawnHeight: 60, pinnedBottom: true), path: "Window.xib"), [])
        // Marked misplaced, the content view has a size the file does not hold for its contents
        // (compared only where they hold at every window size), but its own frame is off at
        // every size its constraints allow: the mark does not hide it.
        XCTAssertEqual(lint(window(contentRectHeight: 100, drawnHeight: 100, pinnedBottom: true, marked: true), path: "Window.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 100] but its constraints place it at [0, 0, 300, 60] [misplaced-frame]",
        ])
        // A content view drawn at another size than its window's content rectangle, which
        // nothing else sets, has the window's; the box, saved 60 above its bottom, is 20 below
        // the top of the 100-point window.
        XCTAssertEqual(lint(appKitWindowWithBox(contentRectHeight: 100, drawnHeight: 80, boxBottomDistance: 60, pinnedBottom: false),
                            path: "Window.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 80] but its constraints place it at [0, 0, 300, 100] [misplaced-frame]",
        ])
    }

    func testASubviewsFrameIsInItsSuperviewsFrameNotItsAlignmentRectangle() {
        // An untitled box 20 inside a 300 × 100 window: its frame [17, 17, 266, 66] reaches 3
        // points past the rectangle constraints act on, [20, 20, 260, 60]. Its content view
        // is saved 1 inside the box's frame, and the view inside that 12 right of the box's
        // rectangle and 8 above its bottom: where it is drawn.
        func window(innerX: Int) -> String {
            appKitWindow(toolsVersion: "22505", height: 100, subviews: """
                                <box title="Group" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="17" y="17" width="266" height="66"/>
                                    <view key="contentView" id="boxContent">
                                        <rect key="frame" x="1" y="1" width="264" height="50"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                                <rect key="frame" x="\(innerX)" y="10" width="100" height="20"/>
                                            </customView>
                                        </subviews>
                                    </view>
                                    <constraints>
                                        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="12" id="b1"/>
                                        <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="b2"/>
                                        <constraint firstItem="inner" firstAttribute="width" constant="100" id="b3"/>
                                        <constraint firstItem="inner" firstAttribute="height" constant="20" id="b4"/>
                                    </constraints>
                                </box>
            """, constraints: """
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
            """)
        }
        XCTAssertEqual(lint(window(innerX: 14), path: "Group.xib"), [])
        XCTAssertEqual(lint(window(innerX: 17), path: "Group.xib"), [
            "16:37: warning: 'Custom View' is drawn at [17, 20, 100, 20] but its constraints place it at [14, 20, 100, 20] [misplaced-frame]",
        ])
    }

    func testAWindowsSubviewsAreReadInTheirContentViewsDrawnFrame() {
        // A content view drawn 60 high, the height its constraints give, in a window whose
        // content rectangle still says 100: the box saved 20 above the content view's bottom
        // is where its constraints put it.
        XCTAssertEqual(lint(appKitWindowWithBox(contentRectHeight: 100, drawnHeight: 60, boxBottomDistance: 20, pinnedBottom: true),
                            path: "Window.xib"), [])
        // Drawn 80 high in a window that keeps its 100-point content rectangle: a subview keeps
        // its distance from the bottom, so 60 above it is 20 below the top in the window.
        // (The content view itself is reported: see the test after this one.)
        XCTAssertEqual(lint(appKitWindowWithBox(contentRectHeight: 100, drawnHeight: 80, boxBottomDistance: 60, pinnedBottom: false),
                            path: "Window.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 80] but its constraints place it at [0, 0, 300, 100] [misplaced-frame]",
        ])
        XCTAssertEqual(lint(appKitWindowWithBox(contentRectHeight: 100, drawnHeight: 80, boxBottomDistance: 40, pinnedBottom: false),
                            path: "Window.xib"), [
            "7:17: warning: 'View' is drawn at [0, 0, 300, 80] but its constraints place it at [0, 0, 300, 100] [misplaced-frame]",
            "10:25: warning: 'Custom View' is drawn at [20, 40, 260, 20] but its constraints place it at [20, 20, 260, 20] [misplaced-frame]",
        ])
    }

    func testTwoViewsOfEqualWidthDrawnAPointApartShareTheMeanOfTheirMeasures() {
        // Two Xcode 26 push buttons made equal in width, 20 from the window's right edge and 12
        // apart, drawn 96 and 95 wide with edges on whole points: one solved width, 95.5, that
        // Xcode rounded. Drawn two points apart, the drawing is no rounding of one width.
        func window(secondWidth: Int) -> String {
            appKitWindow(toolsVersion: "24765", height: 64, subviews: """
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                    <rect key="frame" x="\(268 - 96 - secondWidth)" y="20" width="96" height="24"/>
                                    <buttonCell key="cell" type="push" title="Activity Log" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="cell1">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                    <rect key="frame" x="\(280 - secondWidth)" y="20" width="\(secondWidth)" height="24"/>
                                    <buttonCell key="cell" type="push" title="Error Log" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="cell2">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
            """, constraints: """
                                <constraint firstItem="one" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstAttribute="bottom" secondItem="one" secondAttribute="bottom" constant="20" id="c2"/>
                                <constraint firstItem="two" firstAttribute="top" secondItem="one" secondAttribute="top" id="c3"/>
                                <constraint firstItem="two" firstAttribute="leading" secondItem="one" secondAttribute="trailing" constant="12" id="c4"/>
                                <constraint firstAttribute="trailing" secondItem="two" secondAttribute="trailing" constant="20" id="c5"/>
                                <constraint firstItem="two" firstAttribute="width" secondItem="one" secondAttribute="width" id="c6"/>
            """)
        }
        XCTAssertEqual(lint(window(secondWidth: 95), path: "Log.xib"), [])
        // Two points apart: no one width, but within the range of the bezels the file does not
        // describe (each edge ±3), so no frame is reported; 12 apart is past it.
        XCTAssertEqual(lint(window(secondWidth: 94), path: "Log.xib"), [
            "15:21: note: 'Button (two)' is stretched to a width of 96, beyond its intrinsic 94, forced by 3 constraints of higher priority than its hugging [content-size-violated]",
        ])
        XCTAssertEqual(lint(window(secondWidth: 84), path: "Log.xib"), [
            "10:25: warning: 'Button (one)' is drawn at [88, 20, 96, 24] but its constraints place it at [76, 20, 96, 24] [misplaced-frame]",
            "15:21: note: 'Button (two)' is stretched to a width of 96, beyond its intrinsic 84, forced by 3 constraints of higher priority than its hugging [content-size-violated]",
            "16:25: warning: 'Button (two)' is drawn at [196, 20, 84, 24] but its constraints place it at [184, 20, 96, 24] [misplaced-frame]",
        ])
    }

    /// A navigation controller's scene whose root is `vc1`, its bar (with `bar`'s attributes)
    /// saved at `barY`, `barHeight` high, 375 wide.
    func navigationScene(bar: String, barY: Int, barHeight: Int, barWidth: Int = 375) -> String {
        """
                <scene sceneID="n1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="\(barWidth)" height="\(barHeight)"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    func testAViewUnderAnOpaqueNavigationBarStartsBelowIt() {
        // A view pinned to the safe area, 20 above its bottom, drawn at y = 0 and 583 high: an
        // opaque bar's scene starts below it and is 603 high (667 less the 20-point status bar
        // and the 44-point navigation bar), with no inset at the top.
        func storyboard(translucent: String) -> String {
            let navigation = navigationScene(bar: #"translucent="\#(translucent)""#, barY: 20, barHeight: 44)
            return LayoutInterfaceBuilderTests.storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="583"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="body" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="body" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="20" id="c4"/>
    """).replacingOccurrences(of: "<scenes>", with: "<scenes>\n" + navigation)
        }
        XCTAssertEqual(lint(storyboard(translucent: "NO")), [])
        // On an iPhone 11 (a 44-point status bar, a 34-point home indicator) the scene starts
        // 88 below the top, is 808 high and still ends at the screen's bottom: its safe area
        // ends 34 above it, and the view pinned 20 above that is 754 high.
        let iPhone11 = storyboard(translucent: "NO")
            .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="44" width="414" height="44"/>"#)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="808""#)
            .replacingOccurrences(of: #"width="375" height="583""#, with: #"width="414" height="754""#)
        XCTAssertEqual(lint(iPhone11), [])
        // Under a translucent bar the scene extends beneath it and the safe area starts at 64.
        XCTAssertEqual(lint(storyboard(translucent: "YES")), [
            "25:33: warning: 'View (body)' is drawn at [0, 0, 375, 583] but its constraints place it at [0, 64, 375, 583] [misplaced-frame]",
        ])
    }

    func testAScenesNavigationBarIsWhereItsNavigationControllerSavesIt() {
        // An Xcode 26 bar, saved 20 below the top and 54 high on an iPhone 8: the safe area of
        // its root scene starts at 74, not at the status bar and 44 below it.
        func storyboard(barY: Int, barHeight: Int, bodyY: Int, barWidth: Int = 375, toolsVersion: String = "24506") -> String {
            let navigation = navigationScene(bar: "", barY: barY, barHeight: barHeight, barWidth: barWidth)
            return LayoutInterfaceBuilderTests.storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                    <rect key="frame" x="0.0" y="\(bodyY)" width="375" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="body" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="body" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="c3"/>
    """).replacingOccurrences(of: "<scenes>", with: "<scenes>\n" + navigation)
                .replacingOccurrences(of: #"toolsVersion="32700.99.1234""#, with: #"toolsVersion="\#(toolsVersion)""#)
        }
        XCTAssertEqual(lint(storyboard(barY: 20, barHeight: 54, bodyY: 74)), [])
        // A bar an Xcode 9 document keeps from an older one, at the top of a 320-point frame
        // on a 375-point canvas, says nothing: the canvas's status bar and 44 points hold.
        XCTAssertEqual(lint(storyboard(barY: 0, barHeight: 44, bodyY: 64, barWidth: 320, toolsVersion: "13122")), [])
        // A large title's bar, 96 high.
        XCTAssertEqual(lint(storyboard(barY: 20, barHeight: 96, bodyY: 116)), [])
        // Read as the status bar and 44 points, the view would be 10 points higher.
        XCTAssertEqual(lint(storyboard(barY: 20, barHeight: 54, bodyY: 64)), [
            "25:33: warning: 'View (body)' is drawn at [0, 64, 375, 100] but its constraints place it at [0, 74, 375, 100] [misplaced-frame]",
        ])
    }

    func testAStackFitsAroundTheDrawnSizeOfAViewWithoutAnIntrinsicOne() {
        // A top-aligned stack whose height nothing sets: a 55-point view and a plain view drawn
        // 60 high. Interface Builder keeps the plain view at its drawn height and the stack
        // as thick as it.
        func document(stackHeight: Int) -> String {
            storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="335" height="\(stackHeight)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="55"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="fw"/>
                                                <constraint firstAttribute="height" constant="55" id="fh"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                            <rect key="frame" x="100" y="0.0" width="235" height="60"/>
                                        </view>
                                    </subviews>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
    """)
        }
        XCTAssertEqual(lint(document(stackHeight: 60)), [])
        XCTAssertEqual(lint(document(stackHeight: 55)), [
            "13:33: warning: 'Stack View' is drawn at [20, 40, 335, 55] but its constraints place it at [20, 40, 335, 60] [misplaced-frame]",
        ])
    }

    func testAStoppedIndicatorThatHidesWhenStoppedKeepsItsPlaceInAStack() {
        // A stack of an indicator (20 points) and a 16-point dot drawn 5 points after it. Xcode
        // saves a stopped indicator that hides when stopped as hidden="YES" (UIKit hid it)
        // and lays it out as shown; a view the designer hid leaves the arrangement.
        func document(first: String) -> String {
            storyboard(subviews: """
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="20" y="40" width="41" height="20"/>
                                    <subviews>
    \(first)
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                            <rect key="frame" x="25" y="2" width="16" height="16"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="16" id="dw"/>
                                                <constraint firstAttribute="height" constant="16" id="dh"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
    """)
        }
        let indicator = """
                                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                                            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                                        </activityIndicatorView>
    """
        XCTAssertEqual(lint(document(first: indicator)), [])
        let hiddenView = indicator.replacingOccurrences(of: "activityIndicatorView", with: "view")
        XCTAssertEqual(lint(document(first: hiddenView)), [
            "13:33: warning: 'Stack View' is drawn at [20, 40, 41, 20] but its constraints place it at [20, 40, 16, 16] [misplaced-frame]",
            "19:41: warning: 'View (dot)' is drawn at [25, 2, 16, 16] but its constraints place it at [0, 0, 16, 16] [misplaced-frame]",
        ])
    }

    func testAutoresizingViewsAreNeverAmbiguousAndScrollContentIsItsOwnGuide() {
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" id="auto">
                                    <rect key="frame" x="10" y="10" width="50" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES"/>
                                </view>
                                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="0.0" y="100" width="375" height="567"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="567"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                                    </constraints>
                                </scrollView>
    """, constraints: """
                                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
    """)
        // The content's height is open, and the scroll view's content size with it (Xcode's
        // "scrollable content size is ambiguous"): a note at the scroll view says so.
        XCTAssertEqual(lint(text), [
            "19:37: error: 'View (content)' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
        ])
        let notes = Linter.lint(SourceFile(path: "Main.storyboard", text: text)).flatMap(\.notes)
            .map { "\($0.location.range.start.line):\($0.location.range.start.column): \($0.message)" }
        XCTAssertEqual(notes, ["16:29: 'Content Layout Guide' is placed relative to it and moves with it"])
    }

    func testAFixedFrameViewSavedWithoutAFrameIsTheZeroRectangle() {
        // Xcode leaves a zero frame out, as other defaults; IB holds the view at it.
        func text(fixed: Bool) -> String {
            let attribute = fixed ? #"fixedFrame="YES" "# : ""
            return storyboard(subviews: """
                                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" \(attribute)translatesAutoresizingMaskIntoConstraints="NO" id="img"/>
    """, constraints: "")
        }
        XCTAssertEqual(lint(text(fixed: true)), [])
        // Without `fixedFrame` nothing places it.
        XCTAssertEqual(lint(text(fixed: false)), [
            "12:29: error: 'Image View' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]",
            "12:29: error: 'Image View' has no vertical position or height: add a top, bottom, centerY or baseline constraint, and a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
        ])
    }

    func testAViewLaidOutByAutoresizingFollowsItsMisplacedSuperviewUnreported() {
        // A panel its constraints make 100 high, drawn 200 high, with a child that fills it by
        // its autoresizing mask: the panel is misplaced; the child, whose frame comes from the
        // panel's by its mask, is not compared (Xcode never marks such a view misplaced).
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                    <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="fill">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="h"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="c3"/>
    """)
        XCTAssertEqual(lint(text), [
            "13:33: warning: 'View (panel)' is drawn at [0, 100, 375, 200] but its constraints place it at [0, 100, 375, 100] [misplaced-frame]",
        ])
    }

    func testHostileDocumentsEndInOneLocatedProblem() {
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n<document type=\"&lol2;\"/>\n"
        XCTAssertEqual(lint(bomb, path: "Bomb.xib"), [
            "2:1: error: the document has a DOCTYPE; Interface Builder never writes one, and layoutlint reads no DTD and expands no entities [ib-document]",
        ])
        let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>\n"
        XCTAssertEqual(lint(external, path: "External.xib").count, 1)
        let deep = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" useAutolayout=\"YES\">"
            + String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000) + "</document>\n"
        let deepResult = lint(deep, path: "Deep.xib")
        XCTAssertEqual(deepResult.count, 1)
        XCTAssertTrue(deepResult[0].hasSuffix("[xml-syntax]"), deepResult[0])
        XCTAssertTrue(deepResult[0].contains("depth"), deepResult[0])
    }

    // 50 MB in one text node, past libxml2's 10 MB limit (XML_PARSE_HUGE stays off), ends in
    // one located problem: checked against the release build by `Tests/CI/limits.sh`.

    func testInvalidUTF8IsAnXMLProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-utf8-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Bad.storyboard").path
        try Data([0x3C, 0x64, 0xFF, 0x3E]).write(to: URL(fileURLWithPath: path))
        let outcome = try LintRunner(paths: [path], concurrency: 1).run()
        XCTAssertEqual(outcome.diagnostics.map(\.ruleID), ["xml-syntax"])
        XCTAssertEqual(outcome.diagnostics.first?.location.range.start, SourcePosition(line: 1, column: 3))
    }
}

final class SizeClassTests: XCTestCase {
    func testEachSizeClassIsLintedAsAState() throws {
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w1">
                                            <variation key="widthClass=compact" constant="400"/>
                                        </constraint>
                                        <constraint firstAttribute="height" constant="50" id="h1"/>
                                    </constraints>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="box" secondAttribute="trailing" constant="20" id="c3"/>
    """).replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="ipad9_7""#)
        // On an iPad canvas (regular width) the declared layout keeps the Any/Any width.
        let document = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: text)).document)
        XCTAssertEqual(document.states.map(\.name), ["size class compact width"])
        XCTAssertEqual(document.states.first?.changes.map(\.kind), [.constant(constraint: "w1", 400, metric: nil)])
        let diagnostics = Linter.lint(SourceFile(path: "Main.storyboard", text: text))
        XCTAssertEqual(diagnostics.map(\.ruleID), ["unsatisfiable-required"])
        XCTAssertEqual(diagnostics.first?.configurations, ["state 'size class compact width'"])
        XCTAssertEqual(diagnostics.first?.location.range.start, SourcePosition(line: 15, column: 37))
    }
}

/// Xcode draws the canvas at its device's size classes: the declared layout applies the
/// variations they select, and each size-class state is its key alone over Any/Any.
final class CanvasSizeClassTests: XCTestCase {
    /// A box whose width is 100 in Any/Any and 300 in regular width, drawn `drawnWidth` wide
    /// 20 below the top on `device`, and a label that compact width leaves out, drawn at
    /// x = 500, where only a regular width puts it (600 in Any/Any).
    func document(device: String, drawnWidth: Int) -> String {
        storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="20" width="\(drawnWidth)" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w1">
                                            <variation key="widthClass=regular" constant="300"/>
                                        </constraint>
                                        <constraint firstAttribute="height" constant="50" id="h1"/>
                                    </constraints>
                                </view>
                                <label opaque="NO" text="Wide" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                    <rect key="frame" x="500" y="200" width="40" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
                                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="600" id="c4">
                                    <variation key="widthClass=regular" constant="500"/>
                                </constraint>
    """, extra: "").replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait""#, with: device)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#, with: """
    <viewLayoutGuide key="safeArea" id="safe"/>
                                <variation key="widthClass=compact">
                                    <mask key="subviews">
                                        <exclude reference="wide"/>
                                    </mask>
                                </variation>
    """)
    }

    func testTheDeclaredLayoutIsTheCanvasDevicesSizeClasses() {
        // An iPhone 8 Plus in landscape (no status bar) is regular in width: the box is drawn
        // 300 wide, 20 below the top, and
        // the label compact width leaves out is drawn as regular width places it.
        let plusLandscape = #"<device id="retina5_5" orientation="landscape""#
        XCTAssertEqual(lint(document(device: plusLandscape, drawnWidth: 300)), [])
        XCTAssertEqual(lint(document(device: plusLandscape, drawnWidth: 100)), [
            "13:33: warning: 'View (box)' is drawn at [20, 20, 100, 50] but its constraints place it at [20, 20, 300, 50] [misplaced-frame]",
        ])
        // An iPhone 8 in landscape is compact in width: the box is 100 wide, and the label
        // that width leaves out was not drawn, so its saved frame says nothing.
        let phoneLandscape = #"<device id="retina4_7" orientation="landscape""#
        XCTAssertEqual(lint(document(device: phoneLandscape, drawnWidth: 100)), [])
    }

    func testEachSizeClassStateStartsFromAnyAny() throws {
        // On the Plus in landscape the declared layout has the regular width's 300; the state
        // of compact width (which sets nothing of the box or the label's leading) has
        // Any/Any's 100 and 600 again.
        let text = document(device: #"<device id="retina5_5" orientation="landscape""#, drawnWidth: 300)
        let document = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: text)).document)
        XCTAssertEqual(document.constraints.first { $0.id == "w1" }?.constant, 300)
        XCTAssertEqual(document.states.map(\.name), ["size class regular width", "size class compact width"])
        XCTAssertEqual(document.states.map { $0.changes.map(\.kind) }, [
            [.constant(constraint: "w1", 300, metric: nil), .constant(constraint: "c4", 500, metric: nil)],
            [.remove(view: "Wide Label"), .constant(constraint: "c4", 600, metric: nil), .constant(constraint: "w1", 100, metric: nil)],
        ])
    }
}

final class ForeignReferenceTests: XCTestCase {
    /// A constraint between two scenes names real views in different hierarchies: UIKit
    /// refuses it, and the rule says so at the constraint.
    func testAConstraintBetweenScenesIsInvalid() {
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="top" secondItem="other" secondAttribute="top" id="c1"/>
    """, extra: """

        <objects>
            <view contentMode="scaleToFill" id="other">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </view>
        </objects>
    """)
        let diagnostics = lint(text).filter { $0.contains("[invalid-constraint]") }
        XCTAssertEqual(diagnostics, [
            "18:29: error: UIKit refuses to create 'View (box).top == View (other).top': 'View (box)' and 'View (other)' have no common ancestor: they are in different hierarchies; it is left out of solving [invalid-constraint]",
        ])
    }
}

final class PlaceholderConstraintTests: XCTestCase {
    /// A page in a scroll view, placed only by placeholder constraints on the content layout
    /// guide, whose band takes the page's width: nothing sets that width.
    let document = storyboard(subviews: """
                                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                                            <rect key="frame" x="0.0" y="0.0" width="420" height="300"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                                    <rect key="frame" x="0.0" y="0.0" width="420" height="300"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="300" id="h"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="band" firstAttribute="top" secondItem="page" secondAttribute="top" id="b1"/>
                                                <constraint firstItem="band" firstAttribute="leading" secondItem="page" secondAttribute="leading" id="b2"/>
                                                <constraint firstItem="band" firstAttribute="width" secondItem="page" secondAttribute="width" id="b3"/>
                                                <constraint firstAttribute="bottom" secondItem="band" secondAttribute="bottom" id="b4"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="page" firstAttribute="top" secondItem="content" secondAttribute="top" placeholder="YES" id="p1"/>
                                        <constraint firstItem="page" firstAttribute="leading" secondItem="content" secondAttribute="leading" placeholder="YES" id="p2"/>
                                        <constraint firstItem="page" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" placeholder="YES" id="p3"/>
                                        <constraint firstItem="page" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" placeholder="YES" id="p4"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                                </scrollView>
    """, constraints: """
                                <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="o1"/>
                                <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="o2"/>
                                <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="o3"/>
                                <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="o4"/>
    """)

    func testAPlaceholderPlacesItsViewAndNothingMore() {
        // The placeholders hold the page to the content (at priority 1, so code's constraints
        // win at run time), but its drawn size, 420 wide, is not a constraint: the band's
        // width, the page's and the scrollable content width are open, as Xcode marks them. The
        // page, first in the document of the views that share this freedom, is the cause.
        XCTAssertEqual(lint(document), [
            "15:37: error: 'View (page)' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]",
        ])
    }
}

/// Older storyboards may save a prototype cell, and its content view, without a frame.
final class FramelessCellTests: XCTestCase {
    /// A 320-point table of 100-point rows whose one prototype cell has no frame, with a view
    /// pinned 10 inside the top and bottom of the content view.
    /// `cellFrame` gives the cell a frame (its content view keeps none).
    func table(separatorStyle: String, viewHeight: Double, toolsVersion: String = "6254", cellFrame: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="\(separatorStyle)" rowHeight="100" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" rowHeight="100" id="cell">\(cellFrame)
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                    <rect key="frame" x="10" y="10" width="300" height="\(viewHeight)"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
                                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c2"/>
                                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c3"/>
                                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testAFramelessCellIsTheTablesWidthAndItsRowHeightAboveTheSeparator() {
        // The content view ends a point above the cell's bottom, at the separator.
        XCTAssertEqual(lint(table(separatorStyle: "default", viewHeight: 79)), [])
        XCTAssertEqual(lint(table(separatorStyle: "default", viewHeight: 80)), [
            "17:45: warning: 'View' is drawn at [10, 10, 300, 80] but its constraints place it at [10, 10, 300, 79] [misplaced-frame]",
        ])
        // Without separators it fills the row.
        XCTAssertEqual(lint(table(separatorStyle: "none", viewHeight: 80)), [])
    }

    func testAXibsTopLevelCellWithAFramelessContentViewFillsItAboveTheSeparator() {
        // Xcode 6.2 saved the cell's frame and not its content view's: the content view fills
        // the cell above a half-point separator, as a prototype cell's does.
        func xib(viewHeight: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="10" y="10" width="300" height="\(viewHeight)"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="v" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
                                <constraint firstItem="v" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="10" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" constant="10" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        XCTAssertEqual(lint(xib(viewHeight: "79.5"), path: "Cell.xib"), [])
        XCTAssertEqual(lint(xib(viewHeight: "78.5"), path: "Cell.xib"), [
            "10:25: warning: 'View' is drawn at [10, 10, 300, 78.5] but its constraints place it at [10, 10, 300, 79.5] [misplaced-frame]",
        ])
    }

    func testAFramedCellWithAFramelessContentViewIsItsRowHeightAboveAHalfPointSeparatorFromXcode63() {
        // Xcode 6.4 saved a stale 44-point frame on the cell; the row height holds, and the
        // separator is half a point.
        let stale = #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#
        XCTAssertEqual(lint(table(separatorStyle: "default", viewHeight: 79.5, toolsVersion: "7706", cellFrame: stale)), [])
        // A drawn frame is compared to the half point, so a view a whole point short is off
        // (with Xcode 6.1's 1-point separator it would not be).
        XCTAssertEqual(lint(table(separatorStyle: "default", viewHeight: 78.5, toolsVersion: "7706", cellFrame: stale)), [
            "17:45: warning: 'View' is drawn at [10, 10, 300, 78.5] but its constraints place it at [10, 10, 300, 79.5] [misplaced-frame]",
        ])
    }
}

/// A stack view's baselines are its arranged views' (UIStackView's and NSStackView's
/// `viewForFirstBaselineLayout`), followed through nested stacks.
final class StackBaselineTests: XCTestCase {

    /// A first-baseline row of a label and a vertical stack of two fields, the label drawn on
    /// the first field's line (as HandBrake's preference panes draw theirs).
    let document = macStoryboard(subviews: """
                                <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                    <rect key="frame" x="20" y="42" width="160" height="38"/>
                                    <subviews>
                                        \(macTextField("lbl", y: 22, width: 60, title: "Options:"))
                                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                                            <rect key="frame" x="64" y="0.0" width="96" height="38"/>
                                            <subviews>
                                                \(macTextField("one", y: 22, width: 100, title: "Keep a log"))
                                                \(macTextField("two", y: 0, width: 100, title: "Clear it daily"))
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                </stackView>
    """, constraints: """
                                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
    """)

    func testAVerticalStacksFirstBaselineIsItsFirstArrangedViews() throws {
        // On the stack's bottom edge, the label would sit 22 points lower than drawn.
        XCTAssertEqual(lint(document, path: "P.storyboard"), [])
        let loaded = try XCTUnwrap(InterfaceBuilderLoader.load(SourceFile(path: "P.storyboard", text: document)).document)
        let name = { (id: String) in loaded.views.first { $0.id == id }?.interfaceBuilderID ?? id }
        let baselines = loaded.constraints.filter { $0.first.attribute == .firstBaseline }
            .map { "\(name($0.first.item)).\($0.first.attribute.rawValue) == \(name($0.second?.item ?? "")).\($0.second?.attribute.rawValue ?? "")" }
        // The row aligns its second view's first baseline, the column's, with the label's.
        XCTAssertEqual(baselines, ["one.firstBaseline == lbl.firstBaseline"])
    }
}

/// Stacks arranged in a fill stack that is longer than they need: which one takes the extra
/// length is the arrangement's to settle at run time (docs/interface-builder.md, round 23).
final class StackFitTieTests: XCTestCase {

    func testTheRowsFitsDoNotTieAndTheirHeightsAreNotCompared() {
        // The first row stretched, the last, or the two halves: the file does not say which,
        // and the rows' fields are drawn at their rows' tops, as the constraints place them.
        for (first, second) in [(36, 16), (16, 36), (26, 26)] {
            XCTAssertEqual(lint(macPreferencePane(first: first, second: second), path: "P.storyboard"), [], "rows drawn \(first) and \(second) high")
        }
    }

    func testARowDrawnAsideIsReportedWithItsHeightLeftOpen() {
        XCTAssertEqual(lint(macPreferencePane(first: 16, second: 36, bottomX: "10"), path: "P.storyboard"), [
            "24:41: warning: 'Stack View (bottom)' is drawn at [10, 24, 96, 36] but its constraints place it at [0, ?, 96, ?] [misplaced-frame]",
        ])
    }
}

import LayoutFix
import XCTest

/// `misplaced-frame` fixes in AppKit documents written here: the solved frame is written
/// back in the document's own coordinates, as the reader reads them (docs/fix.md): a y
/// measured from a superview's bottom edge unless that superview is flipped, and a frame
/// that includes the control's alignment insets.
final class AppKitFrameFixTests: XCTestCase {
    /// A 400 × 200 root (not flipped) holding a box pinned 20 from its left and 30 from its
    /// top at 120 × 60, and a flipped 200 × 100 panel holding a rounded push button (an
    /// alignment rectangle inset by 6, 4, 6, 7 from its frame) pinned 10 from its left and top.
    private func document(boxAttributes: String, boxFrame: String, buttonFrame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <customView\(boxAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                            <rect key="frame" \(boxFrame)/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="w-1"/>
                                <constraint firstAttribute="height" constant="60" id="h-1"/>
                            </constraints>
                        </customView>
                        <customView flipped="YES" translatesAutoresizingMaskIntoConstraints="NO" id="panel-1">
                            <rect key="frame" x="200" y="0.0" width="200" height="100"/>
                            <subviews>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok-1">
                                    <rect key="frame" \(buttonFrame) width="92" height="32"/>
                                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="okc-1">
                                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="80" id="w-2"/>
                                        <constraint firstAttribute="height" constant="21" id="h-2"/>
                                    </constraints>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ok-1" firstAttribute="leading" secondItem="panel-1" secondAttribute="leading" constant="10" id="c-5"/>
                                <constraint firstItem="ok-1" firstAttribute="top" secondItem="panel-1" secondAttribute="top" constant="10" id="c-6"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="panel-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="200" id="c-3"/>
                        <constraint firstItem="panel-1" firstAttribute="bottom" secondItem="root-1" secondAttribute="bottom" id="c-4"/>
                        <constraint firstAttribute="trailing" secondItem="panel-1" secondAttribute="trailing" id="c-7"/>
                        <constraint firstItem="panel-1" firstAttribute="height" constant="100" id="c-8"/>
                        <constraint firstItem="box-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="c-1"/>
                        <constraint firstItem="box-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="30" id="c-2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    private func fix(_ text: String) throws -> (text: String?, lines: [String]) {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("Panel.xib", text)
        let outcome = try FixRun(paths: [scratch.path("Panel.xib")], selection: FixSelection()).run()
        let lines = (outcome.lines(verb: "fixed") + [outcome.summary(verb: "fixed")])
            .map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }
        let fixed = outcome.files.first?.fixedText
        if let fixed {
            try scratch.write("Panel.xib", fixed)
            XCTAssertNil(try FixRun(paths: [scratch.path("Panel.xib")], selection: FixSelection()).run().files.first?.fixedText,
                         "a second run changed the file again")
        }
        return (fixed, lines)
    }

    func testFramesAreWrittenFromTheBottomUnlessTheSuperviewIsFlippedAndWithTheirAlignmentInsets() throws {
        // The box is drawn at [10, 50, 100, 50] top-down (saved y 100 from the bottom of 200):
        // solved at [20, 30, 120, 60], it is saved 200 - 30 - 60 = 110 from the bottom. The
        // button's alignment rectangle is drawn at [6, 4] in its flipped panel and solved at
        // [10, 10]: its frame, 6 and 4 points out, goes to [4, 6], its size unchanged.
        let result = try fix(document(boxAttributes: " misplaced=\"YES\"", boxFrame: "x=\"10\" y=\"100\" width=\"100\" height=\"50\"",
                                      buttonFrame: "x=\"0.0\" y=\"0.0\""))
        XCTAssertEqual(result.text, document(boxAttributes: "", boxFrame: "x=\"20\" y=\"110\" width=\"120\" height=\"60\"",
                                             buttonFrame: "x=\"4\" y=\"6\""))
        XCTAssertEqual(result.lines, [
            "Panel.xib:13:21: fixed [misplaced-frame] update the frame to the solved one",
            "Panel.xib:23:29: fixed [misplaced-frame] update the frame to the solved one",
            "fixed 2 findings in 1 file",
        ])
    }

    func testAWindowsContentViewTakesTheSizeItsConstraintsGiveAndStaysAtTheWindowsOrigin() throws {
        // A box 20 from each edge of its window's content view, 260 × 60: the content view is
        // 300 × 100, drawn 280 × 100 (marked). Its frame gets the solved width; its y, the
        // window's origin, stays 0.
        func window(_ contentView: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
                <objects>
                    <window title="Window" animationBehavior="default" id="win-1">
                        <rect key="contentRect" x="100" y="100" width="280" height="100"/>
                        \(contentView)
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                                    <rect key="frame" x="20" y="20" width="260" height="60"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="260" id="w-1"/>
                                        <constraint firstAttribute="height" constant="60" id="h-1"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-1" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="20" id="c-1"/>
                                <constraint firstAttribute="trailing" secondItem="box-1" secondAttribute="trailing" constant="20" id="c-2"/>
                                <constraint firstItem="box-1" firstAttribute="top" secondItem="content-1" secondAttribute="top" constant="20" id="c-3"/>
                                <constraint firstAttribute="bottom" secondItem="box-1" secondAttribute="bottom" constant="20" id="c-4"/>
                            </constraints>
                        </view>
                    </window>
                </objects>
            </document>
            """
        }
        let result = try fix(window("""
            <view key="contentView" misplaced="YES" id="content-1">
                                <rect key="frame" x="0.0" y="0.0" width="280" height="100"/>
            """))
        XCTAssertEqual(result.text, window("""
            <view key="contentView" id="content-1">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            """))
        XCTAssertEqual(result.lines, [
            "Panel.xib:7:21: fixed [misplaced-frame] update the frame to the solved one",
            "fixed 1 finding in 1 file",
        ])
    }

    func testNoFixWhereTheSuperviewsHeightDependsOnMeasuredText() throws {
        // The box's own frame is pinned ([5, 5, 40, 10] top-down), but it is saved as its
        // distance from the bottom of a panel as tall as a label's text, which Xcode measured
        // and the file does not hold: the number to write is a guess, so none is written.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                </dependencies>
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customView id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel-1">
                                <rect key="frame" x="0.0" y="164" width="400" height="36"/>
                                <subviews>
                                    <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title-1">
                                        <rect key="frame" x="100" y="10" width="37" height="16"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="titlec-1">
                                            <font key="font" metaFont="system"/>
                                            <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                            <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                        </textFieldCell>
                                    </textField>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="w-1"/>
                                            <constraint firstAttribute="height" constant="10" id="h-1"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title-1" firstAttribute="leading" secondItem="panel-1" secondAttribute="leading" constant="100" id="c-1"/>
                                    <constraint firstItem="title-1" firstAttribute="top" secondItem="panel-1" secondAttribute="top" constant="10" id="c-2"/>
                                    <constraint firstAttribute="bottom" secondItem="title-1" secondAttribute="bottom" constant="10" id="c-3"/>
                                    <constraint firstItem="box-1" firstAttribute="leading" secondItem="panel-1" secondAttribute="leading" constant="5" id="c-4"/>
                                    <constraint firstItem="box-1" firstAttribute="top" secondItem="panel-1" secondAttribute="top" constant="5" id="c-5"/>
                                </constraints>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="panel-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="c-6"/>
                            <constraint firstAttribute="trailing" secondItem="panel-1" secondAttribute="trailing" id="c-7"/>
                            <constraint firstItem="panel-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" id="c-8"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        let result = try fix(text)
        XCTAssertNil(result.text)
        XCTAssertEqual(result.lines, ["fixed 0 findings in 0 files"])
    }
}

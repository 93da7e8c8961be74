import LayoutDiagnostics
import LayoutFix
@testable import LayoutRules
import XCTest

/// `underconstrained-axis` in Interface Builder documents written here (`fix --unsafe`):
/// Xcode's "Add Missing Constraints", as `<constraint>` elements with Xcode-style ids, in id
/// order in the `<constraints>` of the items' common ancestor (created where Xcode places
/// it), pinned to the nearest neighbour or the superview's edge, keeping the drawn frame.
final class InterfaceBuilderMissingConstraintsTests: XCTestCase {
    /// A 393 × 100 root with Box (20, 20, 100 × 40) and Tag (drawn 8 points after Box, 50 ×
    /// 40, its size and top pinned); `box` and `root` go inside Box's and the root's
    /// elements, after their frames.
    private func document(box: String = "", rootConstraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Rt0-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-001" userLabel="Box">
                            <rect key="frame" x="20" y="20" width="100" height="40"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>\(box)
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                    <integer key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tag-aa-001" userLabel="Tag">
                            <rect key="frame" x="128" y="20" width="50" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Th0-aa-001"/>
                                <constraint firstAttribute="width" constant="50" id="Tw0-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
        \(rootConstraints)
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    private let boxEdges = """
                        <constraint firstItem="Box-aa-001" firstAttribute="leading" secondItem="Rt0-aa-001" secondAttribute="leading" constant="20" id="Bl0-aa-001"/>
                        <constraint firstItem="Box-aa-001" firstAttribute="top" secondItem="Rt0-aa-001" secondAttribute="top" constant="20" id="Bt0-aa-001"/>
                        <constraint firstItem="Tag-aa-001" firstAttribute="top" secondItem="Rt0-aa-001" secondAttribute="top" constant="20" id="Tt0-aa-001"/>
        """

    private let boxSize = """

                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Bh0-aa-001"/>
                                <constraint firstAttribute="width" constant="100" id="Bw0-aa-001"/>
                            </constraints>
        """

    /// Fixes `text` with `--unsafe`; the fixed text and the printed lines, after checking
    /// that a second run changes nothing.
    private func fixUnsafe(_ text: String) throws -> (text: String?, lines: [String]) {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("Row.xib", text)
        let selection = FixSelection(includesUnsafe: true)
        let outcome = try FixRun(paths: [scratch.path("Row.xib")], selection: selection).run()
        let lines = (outcome.lines(verb: "fixed") + [outcome.summary(verb: "fixed")])
            .map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }
        let fixed = outcome.files.first?.fixedText
        if let fixed {
            try scratch.write("Row.xib", fixed)
            let again = try FixRun(paths: [scratch.path("Row.xib")], selection: selection).run()
            XCTAssertNil(again.files.first?.fixedText, "a second run changed the file again")
        }
        return (fixed, lines)
    }

    func testAFreeSizeGetsAConstraintsElementWhereXcodeWritesItAndAFreePositionTheNearestNeighbour() throws {
        // Box has no size: its width and height go in a new <constraints> after its
        // background colour and before its runtime attributes, in id order. Tag has no
        // horizontal position: it is pinned to the superview, Box being free in the file
        // as it is (a neighbour must be determined where it is drawn), in id order among
        // the root's constraints.
        let result = try fixUnsafe(document(rootConstraints: boxEdges))
        XCTAssertEqual(result.text, document(box: """

                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="JNs-rm-y2f"/>
                                <constraint firstAttribute="height" constant="40" id="xqY-Jg-Zh5"/>
                            </constraints>
        """, rootConstraints: """
                        <constraint firstItem="Box-aa-001" firstAttribute="leading" secondItem="Rt0-aa-001" secondAttribute="leading" constant="20" id="Bl0-aa-001"/>
                        <constraint firstItem="Box-aa-001" firstAttribute="top" secondItem="Rt0-aa-001" secondAttribute="top" constant="20" id="Bt0-aa-001"/>
                        <constraint firstItem="Tag-aa-001" firstAttribute="leading" secondItem="Rt0-aa-001" secondAttribute="leading" constant="128" id="KD7-c7-bJG"/>
                        <constraint firstItem="Tag-aa-001" firstAttribute="top" secondItem="Rt0-aa-001" secondAttribute="top" constant="20" id="Tt0-aa-001"/>
        """))
        XCTAssertEqual(result.lines, [
            "Row.xib:10:17: fixed [underconstrained-axis] add 'Box.height == 40', which keeps the drawn frame",
            "Row.xib:10:17: fixed [underconstrained-axis] add 'Box.width == 100', which keeps the drawn frame",
            "Row.xib:19:17: fixed [underconstrained-axis] add 'Tag.leading == superview.leading + 128', which keeps the drawn frame",
            "fixed 3 findings in 1 file",
        ])
    }

    func testAFreePositionIsPinnedToTheNearestDeterminedSiblingOnItsLeadingSide() throws {
        let result = try fixUnsafe(document(box: boxSize, rootConstraints: boxEdges))
        XCTAssertEqual(result.text, document(box: boxSize, rootConstraints: boxEdges + """

                        <constraint firstItem="Tag-aa-001" firstAttribute="leading" secondItem="Box-aa-001" secondAttribute="trailing" constant="8" id="sSK-yS-9LX"/>
        """))
        XCTAssertEqual(result.lines, [
            "Row.xib:23:17: fixed [underconstrained-axis] add 'Tag.leading == Box.trailing + 8', which keeps the drawn frame",
            "fixed 1 finding in 1 file",
        ])
    }

    func testConstraintsThatWouldLeaveTheDrawnFrameAreRefused() throws {
        // Tag's trailing edge is pinned 200 from the root's, so its top alone is free and
        // pinning its leading edge where it is drawn (128) would need it 15 points wide.
        let text = document(box: boxSize, rootConstraints: boxEdges + """

                        <constraint firstAttribute="trailing" secondItem="Tag-aa-001" secondAttribute="trailing" constant="200" id="Ttr-aa-001"/>
        """).replacingOccurrences(of: "<constraint firstAttribute=\"width\" constant=\"50\" id=\"Tw0-aa-001\"/>",
                                  with: "<constraint firstAttribute=\"width\" relation=\"greaterThanOrEqual\" constant=\"10\" id=\"Tw0-aa-001\"/>")
        let result = try fixUnsafe(text)
        XCTAssertNil(result.text)
        XCTAssertEqual(result.lines, [
            "Row.xib:23:17: not fixed [underconstrained-axis] add 'Tag.leading == Box.trailing + 8', which keeps the drawn frame: "
                + "the fixed file has a new finding: [misplaced-frame] 'Tag' is drawn at [128, 20, 50, 40] but its constraints place it at [128, 20, 65, 40]",
            "fixed 0 findings in 0 files; 1 fix refused",
        ])
    }

    func testNewIDsHaveXcodesFormAreDeterministicAndAvoidTakenOnes() {
        let first = FixEditor.newXcodeID(seed: "firstAttribute=width constant=100", taken: [])
        XCTAssertEqual(first, "JNs-rm-y2f")
        XCTAssertEqual(FixEditor.newXcodeID(seed: "firstAttribute=width constant=100", taken: []), first)
        let second = FixEditor.newXcodeID(seed: "firstAttribute=width constant=100", taken: [first])
        XCTAssertNotEqual(second, first)
        XCTAssertNotNil(second.wholeMatch(of: /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/))
        let editor = FixEditor(file: SourceFile(path: "a.xib", text: "<a id=\"abc-12-XYZ\" b=\"abc-12-XY\" c=\"ab_-12-XYZ\" destination=\"Q1w-e2-R3t\"/>"))
        XCTAssertEqual(editor.xcodeStyleIDs(), ["abc-12-XYZ", "Q1w-e2-R3t"])
    }

    func testANewConstraintsElementGoesAfterWhatXcodeWritesBeforeItAndNowhereElse() {
        let place = FixEditor.constraintsInsertionIndex
        XCTAssertEqual(place(["rect@frame", "autoresizingMask", "subviews", "color@backgroundColor", "connections"]), 4)
        XCTAssertEqual(place(["rect@frame", "fontDescription", "nil"]), 1)
        XCTAssertEqual(place(["rect@frame"]), 1)
        // Xcode writes a safe area on either side of the constraints: the place is open,
        // unless a child Xcode writes before them follows it.
        XCTAssertNil(place(["rect@frame", "subviews", "viewLayoutGuide@safeArea"]))
        XCTAssertEqual(place(["rect@frame", "subviews", "viewLayoutGuide@safeArea", "color@backgroundColor"]), 4)
        // Children in no order Xcode uses.
        XCTAssertNil(place(["rect@frame", "connections", "subviews"]))
    }
}

import LayoutFix
@testable import LayoutRules
import XCTest

/// Unsafe fixes in Interface Builder documents written here (`fix --unsafe`): a tie broken
/// by a content priority written as Xcode writes it, a conflict's broken member given
/// `priority="999"`, and the frames such a fix moves updated in the next round; only the
/// attributes and frames the fixes change move.
final class InterfaceBuilderUnsafeFixTests: XCTestCase {
    /// Two custom views side by side in a 393-point row, 20 from each edge and 8 apart, with
    /// intrinsic sizes the document states (so their solved frames do not depend on text
    /// measured by Xcode). `first` and `second` are the attributes written before
    /// `placeholderIntrinsicWidth`; `constraints` go inside each view's element.
    private func row(first: String, firstFrame: String, firstConstraints: String = "",
                     second: String, secondFrame: String, secondConstraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill"\(first) placeholderIntrinsicHeight="21" translatesAutoresizingMaskIntoConstraints="NO" id="name-1" userLabel="Name">
                            <rect key="frame" \(firstFrame) height="21"/>\(firstConstraints)
                        </view>
                        <view contentMode="scaleToFill"\(second) placeholderIntrinsicHeight="21" translatesAutoresizingMaskIntoConstraints="NO" id="value-1" userLabel="Value">
                            <rect key="frame" \(secondFrame) height="21"/>\(secondConstraints)
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="c-1"/>
                        <constraint firstItem="value-1" firstAttribute="leading" secondItem="name-1" secondAttribute="trailing" constant="8" id="c-2"/>
                        <constraint firstAttribute="trailing" secondItem="value-1" secondAttribute="trailing" constant="20" id="c-3"/>
                        <constraint firstItem="name-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c-4"/>
                        <constraint firstItem="value-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c-5"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// Fixes `text` as `name` with `--unsafe`; returns the fixed text and the printed lines
    /// (scratch folder left out), after checking that a second run changes nothing.
    private func fixUnsafe(_ text: String, name: String = "Row.xib") throws -> (text: String?, lines: [String]) {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write(name, text)
        let selection = FixSelection(includesUnsafe: true)
        let outcome = try FixRun(paths: [scratch.path(name)], selection: selection).run()
        let lines = (outcome.lines(verb: "fixed") + [outcome.summary(verb: "fixed")])
            .map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }
        let fixed = outcome.files.first?.fixedText
        if let fixed {
            try scratch.write(name, fixed)
            let again = try FixRun(paths: [scratch.path(name)], selection: selection).run()
            XCTAssertNil(again.files.first?.fixedText, "a second run changed the file again")
        }
        return (fixed, lines)
    }

    func testAHuggingTieIsBrokenByAddingTheAttributeAfterContentModeAndTheFrameItMovesIsUpdated() throws {
        // 260 points to share at hugging 250 (unwritten): Name gets 251, so Value stretches
        // from its drawn 45 to 305 points, and the next round updates Value's frame.
        let result = try fixUnsafe(row(first: " placeholderIntrinsicWidth=\"40\"", firstFrame: "x=\"20\" y=\"20\" width=\"40\"",
                                       second: " placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"68\" y=\"20\" width=\"45\""))
        XCTAssertEqual(result.text, row(first: " horizontalHuggingPriority=\"251\" placeholderIntrinsicWidth=\"40\"", firstFrame: "x=\"20\" y=\"20\" width=\"40\"",
                                        second: " placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"68\" y=\"20\" width=\"305\""))
        XCTAssertEqual(result.lines, [
            "Row.xib:10:17: fixed [hugging-tie] raise the horizontal hugging priority of 'Name' to 251",
            "Row.xib:14:21: fixed [misplaced-frame] update the frame to the solved one",
            "fixed 2 findings in 1 file",
        ])
    }

    func testACompressionTieRaisedToXcodesDefaultLosesTheAttribute() throws {
        // Both at 749 with 55 points to give up: Name is raised to 750, which Xcode never
        // writes, so its attribute goes. Value was drawn squeezed already: no frame moves.
        let squeezed = " horizontalCompressionResistancePriority=\"749\" placeholderIntrinsicWidth=\"200\""
        let result = try fixUnsafe(row(first: squeezed, firstFrame: "x=\"20\" y=\"20\" width=\"200\"",
                                       second: squeezed, secondFrame: "x=\"228\" y=\"20\" width=\"145\""))
        XCTAssertEqual(result.text, row(first: " placeholderIntrinsicWidth=\"200\"", firstFrame: "x=\"20\" y=\"20\" width=\"200\"",
                                        second: squeezed, secondFrame: "x=\"228\" y=\"20\" width=\"145\""))
        XCTAssertEqual(result.lines, [
            "Row.xib:10:17: fixed [compression-tie] raise the horizontal compression resistance priority of 'Name' to 750",
            "fixed 1 finding in 1 file",
        ])
    }

    func testAWrittenContentPriorityIsRaisedInPlace() throws {
        let tied = " horizontalHuggingPriority=\"252\" placeholderIntrinsicWidth=\"40\""
        let result = try fixUnsafe(row(first: tied, firstFrame: "x=\"20\" y=\"20\" width=\"40\"",
                                       second: " horizontalHuggingPriority=\"252\" placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"68\" y=\"20\" width=\"305\""))
        XCTAssertEqual(result.text, row(first: " horizontalHuggingPriority=\"253\" placeholderIntrinsicWidth=\"40\"", firstFrame: "x=\"20\" y=\"20\" width=\"40\"",
                                        second: " horizontalHuggingPriority=\"252\" placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"68\" y=\"20\" width=\"305\""))
        XCTAssertEqual(result.lines, [
            "Row.xib:10:17: fixed [hugging-tie] raise the horizontal hugging priority of 'Name' to 253",
            "fixed 1 finding in 1 file",
        ])
    }

    func testAConflictsBrokenMemberGetsPriority999BeforeItsID() throws {
        // 20 + 100 + 8 + 300 + 20 is more than 393: UIKit breaks Value's width, which
        // becomes optional; the drawn frames are those UIKit makes, so none moves.
        let result = try fixUnsafe(row(first: " placeholderIntrinsicWidth=\"40\"", firstFrame: "x=\"20\" y=\"20\" width=\"100\"",
                                       firstConstraints: constraints("<constraint firstAttribute=\"width\" constant=\"100\" id=\"w-1\"/>"),
                                       second: " placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"128\" y=\"20\" width=\"245\"",
                                       secondConstraints: constraints("<constraint firstAttribute=\"width\" constant=\"300\" id=\"w-2\"/>")))
        XCTAssertEqual(result.text, row(first: " placeholderIntrinsicWidth=\"40\"", firstFrame: "x=\"20\" y=\"20\" width=\"100\"",
                                        firstConstraints: constraints("<constraint firstAttribute=\"width\" constant=\"100\" id=\"w-1\"/>"),
                                        second: " placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"128\" y=\"20\" width=\"245\"",
                                        secondConstraints: constraints("<constraint firstAttribute=\"width\" constant=\"300\" priority=\"999\" id=\"w-2\"/>")))
        XCTAssertEqual(result.lines, [
            "Row.xib:19:25: fixed [unsatisfiable-required] give 'Value.width == 300', the member UIKit breaks, priority 999",
            "fixed 1 finding in 1 file",
        ])
    }

    func testATieWhoseMovedFrameDependsOnMeasuredTextIsRefused() throws {
        // Name's width is its text's, which Xcode measured and the file does not hold, so
        // Value's stretched frame is a guess: the tie fix would leave a misplaced frame.
        let text = row(first: "", firstFrame: "x=\"20\" y=\"20\" width=\"40\"",
                       second: " placeholderIntrinsicWidth=\"45\"", secondFrame: "x=\"68\" y=\"20\" width=\"45\"")
            .replacingOccurrences(of: "<view contentMode=\"scaleToFill\" placeholderIntrinsicHeight=\"21\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"name-1\" userLabel=\"Name\">",
                                  with: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Name\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"name-1\" userLabel=\"Name\">")
            .replacingOccurrences(of: "height=\"21\"/>\n                </view>\n                <view", with: "height=\"21\"/>\n                </label>\n                <view")
        XCTAssertTrue(text.contains("</label>"))
        let result = try fixUnsafe(text)
        XCTAssertNil(result.text)
        XCTAssertEqual(result.lines, [
            "Row.xib:10:17: not fixed [hugging-tie] raise the horizontal hugging priority of 'Name' to 251: the fixed file has a new finding: "
                + "[misplaced-frame] 'Value' is drawn at [68, 20, 45, 21] but its constraints place it at [68, 20, 305, 21]",
            "fixed 0 findings in 0 files; 1 fix refused",
        ])
    }

    func testXcodesPlaceForAMissingContentPriority() {
        let offset = { (attribute: String, tag: String) -> String? in
            let scalars = Array(tag.unicodeScalars)
            return FixEditor.contentPriorityInsertionOffset(attribute, in: scalars).map {
                String(String.UnicodeScalarView(scalars[..<$0])) + " ^" + String(String.UnicodeScalarView(scalars[$0...]))
            }
        }
        // After the content priorities before it in Xcode's order, else before those after it.
        XCTAssertEqual(offset("verticalHuggingPriority", "<label contentMode=\"left\" horizontalHuggingPriority=\"251\" text=\"A\" id=\"a\""),
                       "<label contentMode=\"left\" horizontalHuggingPriority=\"251\" ^ text=\"A\" id=\"a\"")
        XCTAssertEqual(offset("horizontalHuggingPriority", "<textField verticalHuggingPriority=\"750\" id=\"a\""),
                       "<textField ^ verticalHuggingPriority=\"750\" id=\"a\"")
        // Else after the last attribute Xcode writes before them, or after the element's name.
        XCTAssertEqual(offset("verticalCompressionResistancePriority", "<scroller key=\"x\" wantsLayer=\"YES\" id=\"a\""),
                       "<scroller key=\"x\" wantsLayer=\"YES\" ^ id=\"a\"")
        XCTAssertEqual(offset("horizontalHuggingPriority", "<customView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"a\""),
                       "<customView ^ translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"a\"")
        // Xcode writes `tag` on either side, depending on the class: no place is certain.
        XCTAssertNil(offset("horizontalHuggingPriority", "<button contentMode=\"scaleToFill\" tag=\"3\" id=\"a\""))
    }

    private func constraints(_ element: String) -> String {
        "\n                    <constraints>\n                        \(element)\n                    </constraints>"
    }
}

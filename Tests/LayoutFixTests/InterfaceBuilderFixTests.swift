import LayoutFix
import LayoutRules
import XCTest

/// Fixes in an Interface Builder document keep Xcode's formatting: only the attribute or
/// the element line they change moves.
final class InterfaceBuilderFixTests: XCTestCase {
    private func document(hugging: String, duplicate: Bool, box: String = "<view contentMode=\"scaleToFill\"", frame: String = "x=\"20\" y=\"20\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(box) horizontalHuggingPriority="\(hugging)" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                            <rect key="frame" \(frame) width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w-1"/>
                                <constraint firstAttribute="height" constant="50" id="h-1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="c-1"/>
                        <constraint firstItem="box-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c-2"/>\(duplicate ? """

                                    <constraint firstItem="box-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c-7"/>
                        """ : "")
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    func testContentPriorityAndDuplicateEditOnlyTheirAttributeAndLine() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("Box.xib", document(hugging: "1000", duplicate: true))
        let outcome = try FixRun(paths: [scratch.path("Box.xib")], selection: FixSelection()).run()
        XCTAssertEqual(outcome.files.first?.fixedText, document(hugging: "999", duplicate: false))
        XCTAssertEqual(outcome.lines(verb: "fixed").map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }, [
            "Box.xib:10:49: fixed [required-content-priority] set the content hugging priority to 999",
            "Box.xib:21:13: fixed [duplicate-constraint] remove one of the two",
        ])
    }

    func testAMisplacedFrameBecomesTheSolvedOneAsXcodeWritesIt() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("Box.xib", document(hugging: "250", duplicate: false, box: "<view contentMode=\"scaleToFill\" misplaced=\"YES\"",
                                              frame: "x=\"10\" y=\"20.5\""))
        let outcome = try FixRun(paths: [scratch.path("Box.xib")], selection: FixSelection()).run()
        XCTAssertEqual(outcome.files.first?.fixedText, document(hugging: "250", duplicate: false))
        XCTAssertEqual(outcome.lines(verb: "fixed").map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }, [
            "Box.xib:11:21: fixed [misplaced-frame] update the frame to the solved one",
        ])
    }

    func testXcodeNumbers() {
        // What Xcode writes in frames: zero with a point, integers without, thirds in full.
        XCTAssertEqual(FixNumbers.xcode(0), "0.0")
        XCTAssertEqual(FixNumbers.xcode(20), "20")
        XCTAssertEqual(FixNumbers.xcode(20.5), "20.5")
        XCTAssertEqual(FixNumbers.xcode(61.0 / 3), "20.333333333333332")
        XCTAssertEqual(FixNumbers.xcode(131.0 / 3 + 1e-12), "43.666666666666664")
        XCTAssertNil(FixNumbers.xcode(20.25))
        // Past any frame Xcode draws: no fix (an integer of 1e19 overflowed, found by the fuzzer).
        XCTAssertEqual(FixNumbers.xcode(-999_999_999_999), "-999999999999")
        XCTAssertNil(FixNumbers.xcode(1e19))
        XCTAssertNil(FixNumbers.xcode(-1e12))
    }
}

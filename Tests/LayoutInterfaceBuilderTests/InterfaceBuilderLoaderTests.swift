import Foundation
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutLint
import LayoutModel
import XCTest

/// A storyboard in the shape Xcode writes, around the given subviews and constraints of one
/// scene's root view (375 x 667, iPhone 8 canvas, safe area 20 at the top).
func storyboard(subviews: String, constraints: String, extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>\(extra)
    </document>
    """
}


func lint(_ text: String, path: String = "Main.storyboard") -> [String] {
    Linter.lint(SourceFile(path: path, text: text)).map { diagnostic in
        "\(diagnostic.location.range.start.line):\(diagnostic.location.range.start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
    }
}

final class InterfaceBuilderLoaderTests: XCTestCase {
    func testViewsAndConstraintsReadWithDefaultsAndOutlineNames() throws {
        let text = storyboard(subviews: """
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                    <rect key="frame" x="20" y="40" width="42" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
    """, constraints: """
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lbl" secondAttribute="trailing" multiplier="3:4" priority="750" identifier="titleTrailing" id="c3"/>
    """)
        let result = InterfaceBuilderLoader.load(SourceFile(path: "Main.storyboard", text: text))
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.views.map(\.id), ["View", "Safe Area", "Title Label"])
        XCTAssertEqual(document.views.map(\.interfaceBuilderID), ["root", "safe", "lbl"])
        let label = try XCTUnwrap(document.view("Title Label"))
        XCTAssertEqual(label.parent, "View")
        // Drawn 21 high: 17-point San Francisco is 20.287, 20.5 in the 2x canvas's pixels and
        // 21 in 1x pixels, as Xcode draws it on a 1x screen; the drawn height is that measure.
        XCTAssertEqual(label.intrinsic, IntrinsicSize(width: 42, height: 21))
        XCTAssertEqual(label.hugging.horizontal.value, 251)
        XCTAssertEqual(label.compression.vertical.value, 750)
        XCTAssertEqual(label.source.key.range.start, SourcePosition(line: 12, column: 29))
        let constraints = document.constraints.filter { ["c1", "c2", "titleTrailing"].contains($0.id) }
        XCTAssertEqual(constraints.map(\.displayText), [
            "Title Label.top == Safe Area.top + 20",
            "Title Label.leading == Safe Area.leading + 20",
            "View.trailing >= Title Label.trailing * 0.75 @750",
        ])
        XCTAssertEqual(constraints.map(\.quotedName), ["'Title Label.top == Safe Area.top + 20'", "'Title Label.leading == Safe Area.leading + 20'", "'titleTrailing'"])
        XCTAssertEqual(constraints[2].source.location.range.start, SourcePosition(line: 21, column: 29))
        XCTAssertEqual(constraints[2].source.priority?.range.start, SourcePosition(line: 21, column: 158))
    }

    func testAmbiguityAndMisplacementAreLocatedAtTheElements() {
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="30" width="100" height="50"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c3"/>
    """)
        XCTAssertEqual(lint(text), [
            "12:29: error: 'View (box)' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
            "13:33: warning: 'View (box)' is drawn at [20, 30, 100, 50] but its constraints place it at [20, 40, 187.5, ?] [misplaced-frame]",
        ])
    }

    func testMalformedXMLIsOneLocatedProblem() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n"
        XCTAssertEqual(lint(text, path: "Broken.xib"), [
            "5:1: error: malformed XML: premature end of data in tag document line 2 [xml-syntax]",
        ])
    }

    func testOtherXMLIsNotAnInterfaceBuilderDocument() {
        XCTAssertEqual(lint("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n", path: "Info.xib"), [
            "2:1: error: not an Interface Builder document: its root element is <plist>, not <document type=\"com.apple.InterfaceBuilder3…\"> [ib-document]",
        ])
    }

    func testADocumentWithoutAutoLayoutIsReported() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" useAutolayout=\"NO\">\n<objects/>\n</document>\n"
        XCTAssertEqual(lint(text, path: "Old.xib"), [
            "2:61: error: the document does not use Auto Layout (no useAutolayout=\"YES\"): its views are laid out by their autoresizing masks, so there are no constraints to lint [ib-no-auto-layout]",
        ])
    }

    func testABadAttributeValueIsReportedAtTheAttribute() {
        let text = storyboard(subviews: "", constraints: """
                                <constraint firstItem="root" firstAttribute="width" multiplier="two" id="c1"/>
                                <constraint firstItem="nowhere" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
    """)
        XCTAssertEqual(lint(text), [
            "16:81: error: multiplier 'two' is not a number, a ratio 'a:b' or a fraction 'a/b' [ib-document]",
            "17:41: error: firstItem 'nowhere' is not the id of a view or layout guide in this document [ib-document]",
        ])
    }

    func testAConstraintNamingAnElementThatIsNoLaidOutViewIsLeftOutWithAWarning() {
        // `vc1` is the scene's view controller: in the document, but not a view.
        let text = storyboard(subviews: """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="20" width="100" height="50"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="box" firstAttribute="leading" secondItem="vc1" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
    """)
        XCTAssertEqual(lint(text), [
            "12:29: error: 'View (box)' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]",
            "18:82: warning: secondItem 'vc1' names a <viewController>, which layoutlint does not lay out; the constraint is left out [ib-document]",
        ])
    }

    /// Every real document of the corpus reads without an input problem (CI has the corpus
    /// at ../shared beside the repository; `swift test` reads a sample, `.ci/run` every file).
    func testEveryCorpusDocumentLintsWithoutAnInputProblem() throws {
        let files = try InterfaceBuilderCorpus.files()
        let outcome = try LintRunner(paths: files.map { InterfaceBuilderCorpus.folder + "/" + $0 }, concurrency: 2).run()
        XCTAssertEqual(outcome.fileCount, files.count)
        let problems = outcome.diagnostics.filter { RuleCatalog.isInputProblem($0.ruleID) }
        XCTAssertEqual(problems.map { "\($0.location.path): \($0.message)" }, [])
    }
}

import LayoutDiagnostics
import LayoutLint
import XCTest

/// The views an ambiguity finding leaves undetermined, listed whole in JSON and SARIF.
final class UndeterminedViewsTests: XCTestCase {
    /// A title label above a box holding a body label and a bar pinned to the box's bottom;
    /// the two labels, of equal vertical hugging priority, share 386 points of slack.
    let tie = storyboard(subviews: """
                            <label opaque="NO" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                                <rect key="frame" x="0.0" y="100" width="375" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="120.5" width="375" height="446.5"/>
                                <subviews>
                                    <label opaque="NO" verticalHuggingPriority="251" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="bdy">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="416.5" width="375" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20" id="bh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bdy" firstAttribute="top" secondItem="box" secondAttribute="top" id="b1"/>
                                    <constraint firstAttribute="bottom" secondItem="bdy" secondAttribute="bottom" constant="40" id="b2"/>
                                    <constraint firstItem="bdy" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b3"/>
                                    <constraint firstAttribute="trailing" secondItem="bdy" secondAttribute="trailing" id="b4"/>
                                    <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="10" id="b5"/>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b6"/>
                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b7"/>
                                </constraints>
                            </view>
    """, constraints: """
                            <constraint firstItem="ttl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                            <constraint firstItem="ttl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="ttl" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="ttl" secondAttribute="bottom" id="c4"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="100" id="c5"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c7"/>
    """)

    func testATiesFindingListsTheViewsThatFollowTheTiedOnesByTheirIBIDs() throws {
        XCTAssertEqual(lint(tie, path: "Tie.storyboard"), [
            "12:25: warning: 'Title Label' and 'Body Label' have equal vertical content hugging priority (251) and share 386 points of extra space to take up, so UIKit may resize either [hugging-tie]",
        ])
        // The box grows or shrinks with the body and the bar inside it moves: Xcode marks both
        // ambiguous, and the finding lists them with the tied labels, by IB id.
        let diagnostics = Linter.lint(SourceFile(path: "Tie.storyboard", text: tie))
        XCTAssertEqual(diagnostics.first?.properties, [DiagnosticProperty(name: "undeterminedViews", values: ["ttl", "box", "bdy", "bar"])])
    }

    /// A scroll view pinned to its root's edges, with nothing inside.
    let emptyScrollView = storyboard(subviews: """
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                            </scrollView>
    """, constraints: """
                            <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                            <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="scr" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="scr" secondAttribute="bottom" id="c4"/>
    """)

    func testAnEmptyScrollViewHasAnAmbiguousContentSize() {
        // Xcode's "Scrollable Content Size Ambiguity": nothing sets the content's size.
        XCTAssertEqual(lint(emptyScrollView), [
            "12:25: error: 'Content Layout Guide' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]",
            "12:25: error: 'Content Layout Guide' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]",
        ])
        let diagnostics = Linter.lint(SourceFile(path: "Main.storyboard", text: emptyScrollView))
        XCTAssertEqual(diagnostics.map(\.properties), Array(repeating: [DiagnosticProperty(name: "undeterminedViews", values: ["scr"])], count: 2))
    }

    func testAnEmptyScrollViewWithoutContentLayoutGuidesIsNotAmbiguous() {
        // Before Xcode 11's content layout guides Xcode marks no empty scroll view (13 in 5
        // repositories of the corpus): only the guides make its content size a question.
        let withoutGuides = emptyScrollView
            .replacingOccurrences(of: "<viewLayoutGuide key=\"contentLayoutGuide\" id=\"cg\"/>", with: "")
            .replacingOccurrences(of: "<viewLayoutGuide key=\"frameLayoutGuide\" id=\"fg\"/>", with: "")
        XCTAssertNotEqual(withoutGuides, emptyScrollView)
        XCTAssertEqual(lint(withoutGuides), [])
    }

    /// An equal-spacing stack 30 high, pinned below the safe area, holding two one-line labels
    /// of equal vertical compression resistance: 41 points of text in 30.
    let squeezedStack = storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="0.0" y="20" width="375" height="30"/>
                                <subviews>
                                    <label opaque="NO" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="15"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label opaque="NO" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                        <rect key="frame" x="0.0" y="15" width="375" height="15"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="sh"/>
                                </constraints>
                            </stackView>
    """, constraints: """
                            <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                            <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" id="c3"/>
    """)

    func testAStacksSpacingGuideIsNotItsStack() {
        XCTAssertEqual(lint(squeezedStack), [
            "15:33: warning: 'One Label' and 'Two Label' have equal vertical compression resistance priority (750) and share 11 points of space to give up, so UIKit may resize either [compression-tie]",
        ])
        // The gap between the labels moves with them; the stack's frame, which its constraints
        // fix, does not: Xcode does not mark the stack, and the guide is listed by its name.
        let diagnostics = Linter.lint(SourceFile(path: "Main.storyboard", text: squeezedStack))
        XCTAssertEqual(diagnostics.first?.properties, [DiagnosticProperty(name: "undeterminedViews", values: ["one", "two", "UISV-distributing"])])
    }
}

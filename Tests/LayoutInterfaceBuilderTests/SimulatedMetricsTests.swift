import XCTest

/// The bars and insets Xcode's simulated metrics give a scene or a top-level view.
final class SimulatedMetricsTests: XCTestCase {
    /// A freeform scene (375 x 1000) under a simulated navigation bar, in a document without
    /// safe areas, with one view pinned to its root's top margin.
    func freeformScene(viewY: Int, metrics: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                        <rect key="frame" x="0.0" y="\(viewY)" width="375" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                                    <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="c3"/>
                                </constraints>
                            </view>
        \(metrics)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testAFreeformSceneShowsNoStatusBarAndItsSimulatedBarsInsetItsMargins() {
        let navigationBar = """
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="375" height="1000"/>
        """
        // Below the 44-point bar, and no status bar above it.
        XCTAssertEqual(lint(freeformScene(viewY: 44, metrics: navigationBar)), [])
        XCTAssertEqual(lint(freeformScene(viewY: 64, metrics: navigationBar)), [
            "13:33: warning: 'View (body)' is drawn at [0, 64, 375, 100] but its constraints place it at [0, 44, 375, 100] [misplaced-frame]",
        ])
        // Freeform without bars: the root's top margin is 0.
        XCTAssertEqual(lint(freeformScene(viewY: 0, metrics: """
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        """)), [])
        // Bars set to none outright override the navigation bar a navigation item implies.
        XCTAssertEqual(lint(freeformScene(viewY: 20, metrics: """
                                <navigationItem key="navigationItem" id="item"/>
                                <nil key="simulatedTopBarMetrics"/>
        """)), [])
    }

    /// A xib's top-level view of 300 x 400, freeform, with a view pinned to its safe area's
    /// top and bottom.
    func freeformView(device: String, frame: (y: Int, height: Int)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22138.1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="0.0" y="\(frame.y)" width="300" height="\(frame.height)"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="body" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="body" secondAttribute="bottom" id="c2"/>
                        <constraint firstItem="body" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    func testAFreeformTopLevelViewHasTheDevicesSafeAreaLessTheStatusBar() {
        // An iPhone 11 canvas: the sensor housing (44) and the home indicator (34) stay.
        XCTAssertEqual(lint(freeformView(device: "retina6_1", frame: (44, 322)), path: "Panel.xib"), [])
        XCTAssertEqual(lint(freeformView(device: "retina6_1", frame: (0, 400)), path: "Panel.xib"), [
            "10:21: warning: 'View (body)' is drawn at [0, 0, 300, 400] but its constraints place it at [0, 44, 300, 322] [misplaced-frame]",
        ])
        // An iPhone 8 canvas: no status bar, no home indicator, nothing left.
        XCTAssertEqual(lint(freeformView(device: "retina4_7", frame: (0, 400)), path: "Panel.xib"), [])
    }
}

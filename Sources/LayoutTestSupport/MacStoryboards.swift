/// Mac storyboards in the shape Xcode writes them, for the Interface Builder reader's tests
/// and the pictures' tests: a view controller's root around given subviews, a one-line text
/// field, and a preference pane of two stacked rows.

/// A Mac storyboard in the shape Xcode writes, around the given subviews and constraints of one
/// view controller's 300 x 100 root view (with a safe area guide, `safe`).
public func macStoryboard(subviews: String, constraints: String, toolsVersion: String = "24408") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <constraints>
    \(constraints)
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// A text field of one 13-point line.
public func macTextField(_ id: String, y: Int, width: Int, title: String) -> String {
    """
    <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="-2" y="\(y)" width="\(width)" height="16"/>
        <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="\(id)c"><font key="font" metaFont="system"/></textFieldCell>
    </textField>
    """
}

/// A preference pane: a vertical fill stack pinned 20 inside a 300 × 100 view, holding two
/// top-aligned rows of one field each. The rows need 40 of its 60 points; the first row
/// is drawn `first` high, the second `second` high, `bottomX` the second row's x.
public func macPreferencePane(first: Int, second: Int, bottomX: String = "0.0") -> String {
    /// A top-aligned horizontal stack of one field, `height` high, the field on its bottom
    /// line; indented as it stands in the pane (an interpolation indents only its first line),
    /// so that findings' columns are the document's.
    func row(_ id: String, x: String, y: Int, height: Int, field: String, title: String) -> String {
        """
<stackView distribution="fill" orientation="horizontal" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="\(x)" y="\(y)" width="96" height="\(height)"/>
                                        <subviews>
                                            \(macTextField(field, y: height - 16, width: 100, title: title))
                                        </subviews>
                                    </stackView>
"""
    }
    return macStoryboard(subviews: """
                            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                <rect key="frame" x="20" y="20" width="260" height="60"/>
                                <subviews>
                                    \(row("top", x: "0.0", y: second + 8, height: first, field: "one", title: "Keep a log"))
                                    \(row("bottom", x: bottomX, y: 0, height: second, field: "two", title: "Clear it daily"))
                                </subviews>
                            </stackView>
""", constraints: """
                            <constraint firstItem="pane" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="pane" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="root" firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" constant="20" id="c3"/>
                            <constraint firstItem="root" firstAttribute="bottom" secondItem="pane" secondAttribute="bottom" constant="20" id="c4"/>
""")
}

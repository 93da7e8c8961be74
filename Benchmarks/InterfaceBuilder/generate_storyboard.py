#!/usr/bin/env python3
"""Writes a storyboard of N scenes (default 200) with 25 constraints each (5,000 in all).

Each scene is a form as Xcode writes one: a title label, a vertical stack view of two rows
(label + text field), a button and a footer view, pinned to the safe area; every view has a
frame that matches its constraints, so the file lints clean. usage: generate_storyboard.py [SCENES] > Big.storyboard
"""
import sys


def ident(scene, kind, index=0):
    # Xcode ids look like 'aB3-xY-9zQ'; these are unique and of the same shape.
    return f"{kind}{scene:03d}-{index:02d}-ZZ"


def scene_xml(n):
    root, safe = ident(n, "v", 0), ident(n, "s", 0)
    title, stack, button, footer = ident(n, "l", 0), ident(n, "k", 0), ident(n, "b", 0), ident(n, "f", 0)
    rows = []
    constraints = [
        (title, "top", safe, "top", 20), (title, "leading", safe, "leading", 20), (safe, "trailing", title, "trailing", 20),
        (stack, "top", title, "bottom", 16), (stack, "leading", safe, "leading", 20), (safe, "trailing", stack, "trailing", 20),
        (button, "top", stack, "bottom", 24), (button, "centerX", safe, "centerX", 0),
        (footer, "top", button, "bottom", 24), (footer, "leading", safe, "leading", 0), (safe, "trailing", footer, "trailing", 0),
        (safe, "bottom", footer, "bottom", 0),
    ]
    row_constraints = []
    y = 0
    for r in range(2):
        row, label, field = ident(n, "r", r), ident(n, "a", r), ident(n, "t", r)
        rows.append(f"""
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{row}">
                                        <rect key="frame" x="0.0" y="{y}" width="353" height="34"/>
                                        <subviews>
                                            <label opaque="NO" horizontalHuggingPriority="252" verticalHuggingPriority="251" text="Field {r}" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                                                <rect key="frame" x="0.0" y="7" width="60" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <textField opaque="NO" borderStyle="roundedRect" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="{field}">
                                                <rect key="frame" x="68" y="0.0" width="285" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            </textField>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="{label}" firstAttribute="leading" secondItem="{row}" secondAttribute="leading" id="{ident(n, 'c', 20 + r)}"/>
                                            <constraint firstItem="{label}" firstAttribute="centerY" secondItem="{row}" secondAttribute="centerY" id="{ident(n, 'd', 20 + r)}"/>
                                            <constraint firstItem="{field}" firstAttribute="leading" secondItem="{label}" secondAttribute="trailing" constant="8" id="{ident(n, 'e', 20 + r)}"/>
                                            <constraint firstAttribute="trailing" secondItem="{field}" secondAttribute="trailing" id="{ident(n, 'g', 20 + r)}"/>
                                            <constraint firstItem="{field}" firstAttribute="top" secondItem="{row}" secondAttribute="top" id="{ident(n, 'h', 20 + r)}"/>
                                            <constraint firstAttribute="bottom" secondItem="{field}" secondAttribute="bottom" id="{ident(n, 'i', 20 + r)}"/>
                                        </constraints>
                                    </view>""")
        y += 42
    scene_constraints = "".join(
        f"""
                            <constraint firstItem="{a}" firstAttribute="{aa}" secondItem="{b}" secondAttribute="{ba}"{f' constant="{c}"' if c else ''} id="{ident(n, 'x', i)}"/>"""
        for i, (a, aa, b, ba, c) in enumerate(constraints))
    # 12 in the scene, 6 in each of the two rows, and the button's minimum width: 25.
    return f"""
        <scene sceneID="{ident(n, 'q', 0)}">
            <objects>
                <viewController id="{ident(n, 'w', 0)}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{root}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Scene {n}" translatesAutoresizingMaskIntoConstraints="NO" id="{title}">
                                <rect key="frame" x="20" y="79" width="353" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{stack}">
                                <rect key="frame" x="20" y="116" width="353" height="76"/>
                                <subviews>{''.join(rows)}
                                </subviews>
                            </stackView>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="{button}">
                                <rect key="frame" x="162" y="216" width="69" height="30"/>
                                <state key="normal" title="Submit"/>
                                <constraints>
                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="{ident(n, 'm', 0)}"/>
                                </constraints>
                            </button>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{footer}">
                                <rect key="frame" x="0.0" y="270" width="393" height="548"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{safe}"/>
                        <constraints>{scene_constraints}
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>"""


def main():
    scenes = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print('<?xml version="1.0" encoding="UTF-8"?>')
    print('<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" '
          'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">')
    print('    <device id="retina6_12" orientation="portrait" appearance="light"/>')
    print('    <scenes>' + "".join(scene_xml(n) for n in range(scenes)) + '\n    </scenes>')
    print('</document>')


if __name__ == "__main__":
    main()

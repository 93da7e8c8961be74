import LayoutDiagnostics
import LayoutModel

/// The constraints a view laid out by its autoresizing mask gets at run time (from its drawn
/// frame, its superview's drawn size and its mask), with AppKit's flipped and unflipped
/// superviews and controls' alignment insets. Implements "Autoresizing masks" and "macOS" in
/// docs/interface-builder.md.
extension DocumentConverter {
    /// The constraints UIKit derives from a view's frame and autoresizing mask
    /// (`NSAutoresizingMaskLayoutConstraint`, "h=--& v=--&" in console logs).
    mutating func addAutoresizingConstraints(_ id: String) {
        guard let index = viewIndex[id], let parent = views[index].parent, let element = elements[id] else { return }
        // A view IB holds at a fixed frame but saved without one has UIView's default frame,
        // the zero rectangle, which Xcode leaves out as it leaves out other defaults (issue 28
        // round 10b: the corpus's 5 such views, in owncloud, eidolon, mac-mouse-fix and
        // Aerial, are unmarked; without a frame they were read as free, 5 false ambiguity
        // reports).
        let zeroFrame = element["fixedFrame"] == "YES" ? LayoutFrame(x: 0, y: 0, width: 0, height: 0) : nil
        guard let frame = views[index].frame ?? zeroFrame else { return }
        let parentFrame = viewIndex[parent].flatMap { views[$0].frame } ?? elements[parent].flatMap { Self.frame(of: $0) }
        let mask = element.child("autoresizingMask", key: "autoresizingMask")
        // UIKit keeps a cell's content view the size of the cell, whatever mask is written.
        // A tiled clip view fills its scroll view as the scroll view resizes, so too.
        let followsCell = ["tableViewCellContentView", "collectionViewCellContentView"].contains(element.name) || (element["key"] == "contentView" && Self.cellElements.contains(elements[parent]?.name ?? "")) || tiledClipViews.contains(id)
        let flag = { (name: String) in followsCell ? ["widthSizable", "heightSizable"].contains(name) : mask?[name] == "YES" }
        let at = views[index].source.key
        let y = frame.y
        var flexibleTop = flag("flexibleMinY")
        var flexibleBottom = flag("flexibleMaxY")
        if isMac, !isFlipped(parent) {
            // The frame is already top-down (makeView); AppKit's minY is the bottom margin.
            swap(&flexibleTop, &flexibleBottom)
        }
        axis(id, parent: parent, origin: frame.x, size: frame.width, total: parentFrame?.width,
             flexible: (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")),
             attributes: (.left, .width, .right, .centerX), label: "h", at: at)
        let height = axis(id, parent: parent, origin: y, size: frame.height, total: parentFrame?.height,
                          flexible: (flexibleTop, flag("heightSizable"), flexibleBottom),
                          attributes: (.top, .height, .bottom, .centerY), label: "v", at: at)
        // A table cell's content view ends above its table's separator (UIKit; documents of
        // Xcode 11 and before save it so, half a point or a point short). Where the file does
        // not settle its height, the height is a range (issue 28 round 20, "Cells"): a xib's
        // top-level cell, whose table is not in the file and may draw no separator, from its
        // saved height up to the cell's (RocketChat's Xcode 10 cells); one saved at the cell's
        // full height, as Xcode 12 on saves it, whose table draws separators or is not in the
        // file, down to a hairline less (ivpn's Xcode 16 cells). Read exact, each was a conflict
        // Xcode did not mark. A content view saved without a frame (Xcode 6 to 8) is placed
        // above its era's separator ("Cells").
        if element.name == "tableViewCellContentView", let parentFrame, Self.frame(of: element) != nil,
           let cellIndex = viewIndex[parent], views[cellIndex].parent == nil, frame.y == 0 {
            let separator = parentFrame.height - frame.height
            let separatedTable = separatedCells[parent]
            if separatedTable == nil, separator > 0, separator <= 1 {
                constantRanges[height] = 0...separator
            } else if separator == 0, separatedTable ?? true {
                constantRanges[height] = -1 / device.scale...0
            }
        }
    }

    /// UIKit's alignment-rect insets (left, top, right, bottom): a slider's frame reaches 2
    /// points past its track on each side (Xcode draws a slider pinned 20 from an edge at 18;
    /// corpus: every slider of CastToViewController.xib and shepting's Main.storyboard) and 1
    /// below it (issue 28: the 31-point sliders of vertical stacks have the next view one
    /// point closer than the spacing, 8 of 8 in 3 repositories, pocket-casts, RxSwift and
    /// SideMenu, while the view before one is at the spacing, 7 of 8). A
    /// segmented control's frame reaches 1 point below the rectangle constraints act on (corpus:
    /// one drawn 32 high in a stack that spaces it as 31, ProductAddViewController.storyboard;
    /// one whose height constraint makes 36 drawn 37, MediBand's Main.storyboard). A switch
    /// is drawn 51 wide around a 49-point alignment rectangle (its intrinsic width), the 2
    /// extra on the right (corpus: a switch centred in a 393-point root drawn at x = 172,
    /// TwelveView.storyboard; one pinned at both sides 49 apart drawn 51 wide, ProductAdd).
    /// From Xcode 16.3 on (toolsVersion 23700, the iOS 18.4 SDK) a slider's frame is the
    /// rectangle constraints act on (issue 28 round 20: Delta's Xcode 16.3 slider, in half A,
    /// drawn 250 wide on its trailing margin and centred in its cell at its 34-point height;
    /// OsmAnd's Xcode 16.3 to 16.4 cells, outside the corpus, draw three sliders on their
    /// constraints; its Xcode 15 cells and every older document keep the insets).
    static func touchAlignmentInsets(of element: XMLElement, toolsVersion: Double) -> (left: Double, top: Double, right: Double, bottom: Double) {
        switch element.name {
        case "slider": return toolsVersion >= 23700 ? (0, 0, 0, 0) : (2, 0, 2, 1)
        case "segmentedControl": return (0, 0, 0, 1)
        case "switch": return (0, 0, 2, 0)
        default: return (0, 0, 0, 0)
        }
    }

    /// AppKit's alignment-rect insets (left, top, right, bottom) between a control's frame and
    /// the rectangle constraints act on, as Xcode's canvas shows them: a label-style text
    /// field 2 on each side, a rounded push button 6 on the sides, 4 above and 7 below, a pop-up
    /// button 2/1/3/3 before Xcode 26 (read off the constraints around a pop-up button of
    /// AddFeedFromListSheet.xib; from Xcode 26 on none, see the case), a box 3
    /// all round but a custom box none (it draws to its frame), a separator box 2 above and
    /// below, a checkbox 2 on the left (before its box), above and below (from Xcode 26 on only
    /// on the left), a stepper saved with the older frame 3 or 2 on the sides
    /// (`stepperInsets`). Xcode 26
    /// (toolsVersion 24000 on, the macOS 26 SDK) draws a rounded push button 24 high with its
    /// frame on its bezel: no insets (corpus: both of its Mac files pin such buttons 20 from
    /// an edge with the frame at 20).
    static func alignmentInsets(of element: XMLElement, toolsVersion: Double) -> (left: Double, top: Double, right: Double, bottom: Double) {
        switch element.name {
        case "textField":
            let cell = element.child("textFieldCell")
            return cell?["borderStyle"] != nil || cell?["bezeled"] == "YES" ? (0, 0, 0, 0) : (2, 0, 2, 0)
        case "button":
            let cell = element.child("buttonCell")
            let beforeXcode26 = toolsVersion < Self.xcode26ToolsVersion
            if cell?["type"] == "check", beforeXcode26 { return (2, 2, 0, 2) }
            // A bevel-type cell draws no push-button bezel, whatever its bezel style says.
            guard cell?["bezelStyle"] == "rounded" && cell?["type"] != "bevel",
                  beforeXcode26 || Self.savedAroundOlderPushBezel(element) else { return (0, 0, 0, 0) }
            // A large one (macOS 11's `controlSize="large"`) is drawn 40 high, 6 points outside
            // its bezel on every side (issue 28 round 9: pock's three pinned 12 from the sides
            // of their containers and 12 apart, Aerial's pinned 8 from an edge).
            return cell?["controlSize"] == "large" ? (6, 6, 6, 6) : (6, 4, 6, 7)
        case "popUpButton":
            // Xcode 26 saves a pop-up button's frame on the rectangle constraints act on, as
            // its push buttons (issue 28: 28 pop-up buttons of Xcode 26 files in 5
            // repositories, Sequel-Ace, Mos, OpenInTerminal, mac-mouse-fix, Rectangle, were
            // reported 2 points left of and 5 wider than their constraints; vienna-rss's 8 are
            // saved with the older insets: its files disagree, as for checkboxes).
            let cell = element.child("popUpButtonCell")
            let small = cell?["controlSize"] == "small" && cell?["bezelStyle"] == "rounded" && cell?["type"] != "bevel"
            guard toolsVersion < Self.xcode26ToolsVersion || (small && Self.savedAroundOlderSmallPopUpBezel(element)) else {
                return (0, 0, 0, 0)
            }
            // A large one is drawn 40 high around a 28-point bezel, 5 points past its sides
            // (issue 28 round 9: Aerial's, in 4 files: pinned 12 from a container's top and
            // bottom, 16 from a label and from each other, and trailing-aligned with a text field).
            if cell?["controlSize"] == "large" { return (5, 6, 5, 6) }
            // A small one is drawn 22 high around a 16-point bezel, 4 points past its sides, 2
            // above and 4 below (issue 28 round 13, read outside the corpus: iina's 5 pinned at
            // both ends before Xcode 26, HandBrake's 15 in Xcode 26 files saved with that frame,
            // each drawn 4 left of its constraints and 8 wider).
            return small ? (4, 2, 4, 4) : (2, 1, 3, 3)
        case "box":
            // A custom box draws its own fill and border to its frame: no bezel around it.
            if element["boxType"] == "custom" { return (0, 0, 0, 0) }
            guard element["boxType"] == "separator" else {
                // A box's title above its border (the default position) is inside the
                // rectangle constraints act on: its top is the frame's (issue 28 round 9:
                // MacDown's titled boxes in two files, pinned 20 below their superview's top
                // and 8 below each other, drawn there; Scroll-Reverser's within a point),
                // and the shadow leaves 4 below.
                // Xcode 26 saves an untitled box's frame on the rectangle, as it does push
                // buttons' and pop-up buttons' (issue 28 round 9: Mos's line box pinned 20 from
                // its superview's edges saved 20 from them, OpenInTerminal's 23 from the sides
                // and 20 above the bottom saved there).
                let titled = element["title"] != nil && (element["titlePosition"] ?? "atTop") == "atTop"
                if !titled, toolsVersion >= Self.xcode26ToolsVersion { return (0, 0, 0, 0) }
                return titled ? (3, 0, 3, 4) : (3, 3, 3, 3)
            }
            return IntrinsicSizes.separatorIsVertical(element) ? (2, 0, 2, 0) : (0, 2, 0, 2)
        case "slider":
            // A horizontal NSSlider's frame reaches 2 points past its track at each end, as
            // UIKit's does (issue 28 round 6: 8 sliders of 4 repositories before Xcode 26,
            // Aerial, Clocker, iGlance, RxSwift, drawn 2 points left of and 4 wider than their
            // constraints). Xcode 26 saves the frame on the track, as for push buttons (mac-mouse-fix's
            // and Mos's 4 sliders). How far it reaches above and below varies with the
            // slider's knob and tick marks, 4 to 8 points in all (Clocker's two sliders, 15
            // high by their constraints, are drawn 19 and 23 high; Aerial's, 20, drawn 28, 2 of
            // the 8 above): read as 2 above and 2 below, the bezel's range (±3 an edge, issue
            // 28 round 10b) covering the rest.
            return toolsVersion < Self.xcode26ToolsVersion && element["vertical"] != "YES" ? (2, 2, 2, 2) : (0, 0, 0, 0)
        case "segmentedControl":
            // A rounded segmented control's frame reaches 2 points past its bezel at each end
            // (issue 28 round 6: Clocker's 3 and transmission's 1 pinned at both ends, drawn 2
            // points left of and 4 wider than their constraints, before Xcode 26). Other
            // styles draw otherwise (Sequel-Ace's textured one is 232 wide for a width of
            // 230), and no rounded one of Xcode 26 is compared in the corpus: not read.
            let rounded = element.child("segmentedCell")?["style"] == "rounded"
            return rounded && toolsVersion < Self.xcode26ToolsVersion ? (2, 0, 2, 0) : (0, 0, 0, 0)
        case "tabView":
            // A regular-size tab view with tabs on top draws its bezel inside its frame, which
            // leaves room for the tabs' shadow: constraints act on the bezel, 7 points in at
            // the sides, 6 below the frame's top and 10 above its bottom (Interface Builder's
            // layout rectangle; issue 28 round 6: Clocker's and LyricsX's tab views, each
            // drawn 7, 6, 7 and 10 outside its constraints). The other types and sizes are
            // not read: no frame in the corpus shows their insets but one.
            let topTabs = (element["type"] ?? "topTabsBezelBorder") == "topTabsBezelBorder"
            return topTabs && element["controlSize"] == nil ? (7, 6, 7, 10) : (0, 0, 0, 0)
        case "stepper":
            return Self.stepperInsets(element)
        default:
            return (0, 0, 0, 0)
        }
    }

    /// A regular rounded push button saved by Xcode 26 with the frame earlier Xcodes drew
    /// around its bezel (32 high around a 21-point bezel) rather than on it (24): the document
    /// was laid out with the earlier geometry, whatever Xcode saved it (issue 28 round 11: such
    /// buttons in Xcode 26 files of 6 corpus repositories, vienna-rss, GitUp, santa,
    /// mac-mouse-fix, Scroll-Reverser and Sparkle, and of iina and LuLu read outside it; 24
    /// high in 11). Checkboxes (18 high around 14, 16 on it) and pop-up buttons (25 around 21,
    /// 24 on it) are saved both ways too; read so, vienna-rss's baseline stack of a field and a
    /// pop-up button came out open, so they are not read so yet.
    /// The caller has checked the bezel style (rounded, not bevel).
    static func savedAroundOlderPushBezel(_ element: XMLElement) -> Bool {
        guard let cell = element.child("buttonCell"), cell["controlSize"] == nil, !["check", "radio"].contains(cell["type"] ?? ""),
              let height = element.child("rect", key: "frame")?["height"].flatMap(Double.init) else { return false }
        return (28...36).contains(height)
    }

    /// A small rounded pop-up button saved by Xcode 26 with the frame earlier Xcodes drew around
    /// its bezel, 22 high (Xcode 26 saves it 20 high on its bezel: SourceCodeSyntaxHighlight's,
    /// pinned at both ends; HandBrake's preferences): as `savedAroundOlderPushBezel`.
    static func savedAroundOlderSmallPopUpBezel(_ element: XMLElement) -> Bool {
        element.child("rect", key: "frame")?["height"].flatMap(Double.init) == 22
    }

    /// An NSStepper saved with the frame earlier Xcodes drew around its arrows: a regular one
    /// 19 × 28, 3 points past the rectangle constraints act on at every side, a small one
    /// 15 × 22, 2 past it at the sides, 1 above and 2 below (issue 28 round 18, read outside the
    /// corpus: before Xcode 26, MacPass's two regular ones pinned at both ends between bezeled
    /// fields, Amethyst's between two fields and OpenEmu's after a field in a stack, each drawn
    /// 3 left of its constraints and centred on its field within half a point; HandBrake's 17
    /// small ones, in Xcode 26 files saved with that frame, after a field in a stack spaced 4
    /// and centred on it, each drawn 2 left of its place, the width Sequel-Ace's Xcode 26 small
    /// steppers are saved at, 11, on their rectangle). Other sizes are saved on the rectangle
    /// or are not known (the corpus's Xcode 26 small steppers at 17 × 22 sit on their
    /// constraints): none.
    static func stepperInsets(_ element: XMLElement) -> (left: Double, top: Double, right: Double, bottom: Double) {
        guard let frame = Self.frame(of: element) else { return (0, 0, 0, 0) }
        let size = element.child("stepperCell")?["controlSize"] ?? "regular"
        switch (size, frame.width, frame.height) {
        case ("regular", 19, 28): return (3, 3, 3, 3)
        case ("small", 15, 22): return (2, 1, 2, 2)
        default: return (0, 0, 0, 0)
        }
    }

    func isFlipped(_ id: String) -> Bool {
        guard let element = elements[id] else { return false }
        let documentView = element.name == "clipView" ? element.child("subviews")?.children.first : nil
        return AppKitCoordinates.isFlipped(elementName: element.name, flipped: element["flipped"],
                                           documentView: documentView.map { ($0.name, $0["flipped"]) })
    }

    /// Returns the id of the size constraint.
    @discardableResult
    mutating func axis(_ id: String, parent: String, origin: Double, size: Double, total: Double?,
                       flexible: (Bool, Bool, Bool), attributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute),
                       label: String, at: SourceLocation) -> String {
        let name = "\(id) autoresizing \(label)"
        let sizeID: String
        var positionWeight = 0.0
        var sizeWeight = 0.0
        if let total {
            let parts = [(flexible.0, origin), (flexible.1, size), (flexible.2, total - origin - size)].filter(\.0)
            let sum = parts.map(\.1).reduce(0, +)
            let share = { (on: Bool, value: Double) -> Double in
                guard on else { return 0 }
                return sum > 0 ? value / sum : 1 / Double(parts.count)
            }
            positionWeight = share(flexible.0, origin)
            sizeWeight = share(flexible.1, size)
            if sizeWeight == 0 {
                sizeID = synthesize("\(name) size", first: ConstraintAnchor(item: id, attribute: attributes.1), second: nil, constant: size, at: at)
            } else {
                sizeID = synthesize("\(name) size", first: ConstraintAnchor(item: id, attribute: attributes.1),
                           second: ConstraintAnchor(item: parent, attribute: attributes.1), multiplier: sizeWeight,
                           constant: size - total * sizeWeight, at: at)
            }
            if abs(positionWeight - 1) < 1e-9 {
                synthesize("\(name) position", first: ConstraintAnchor(item: id, attribute: attributes.0),
                           second: ConstraintAnchor(item: parent, attribute: attributes.2), constant: origin - total, at: at)
                return sizeID
            }
            if abs(positionWeight - 0.5) < 1e-9 {
                synthesize("\(name) position", first: ConstraintAnchor(item: id, attribute: attributes.0),
                           second: ConstraintAnchor(item: parent, attribute: attributes.3), constant: origin - total / 2, at: at)
                return sizeID
            }
        } else {
            sizeID = synthesize("\(name) size", first: ConstraintAnchor(item: id, attribute: attributes.1), second: nil, constant: size, at: at)
        }
        // Other shares of the extra space hold exactly at the design size of the superview.
        synthesize("\(name) position", first: ConstraintAnchor(item: id, attribute: attributes.0),
                   second: ConstraintAnchor(item: parent, attribute: attributes.0), constant: origin, at: at)
        return sizeID
    }
}

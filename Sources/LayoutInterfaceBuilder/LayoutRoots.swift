import LayoutDiagnostics
import LayoutModel

/// Which elements are views and which of them are roots of a layout (scene roots, top-level
/// views, cells, views a table lays out itself), each root's size from the canvas, its bars and
/// safe area, and the walk down `<subviews>` that adds every view under a root. Implements
/// "What becomes a layout" and "Cells" in docs/interface-builder.md.
extension DocumentConverter {
    static let nonViewElements: Set<String> = [
        "placeholder", "customObject", "navigationItem", "barButtonItem", "tabBarItem", "segue", "connections",
        "constraints", "constraint", "layoutGuides", "viewLayoutGuide", "menu", "userDefaultsController",
        "exit", "tapGestureRecognizer", "panGestureRecognizer", "navigationBar", "toolbar", "tabBar",
        "viewControllerPlaceholder", "rect", "frame", "size", "color", "fontDescription", "variation",
    ]

    /// The first toolsVersion of Xcode 7 (8000; Xcode 6.4 is 7706), whose iOS canvas draws
    /// the iOS 9 SDK's San Francisco.
    static let xcode7ToolsVersion: Double = 8000

    /// The first toolsVersion of Xcode 8, which wrote the "Xcode 8 format".
    static let xcode8ToolsVersion: Double = 11000

    /// The first toolsVersion of Xcode 12, whose documents list designables' measured sizes
    /// (`<designables>`; the corpus's earliest is 17506, none of Xcode 8 to 11 has one).
    static let xcode12ToolsVersion: Double = 17000

    /// The first toolsVersion of Xcode 9, whose canvas draws the iOS 11 SDK (safe areas).
    static let xcode9ToolsVersion: Double = 13000

    /// What an internal build's toolsVersion ("32700.99.1234") is read as: an Xcode 15 or 16
    /// release's (Xcode 15.0 is 22131), after the Xcode 9 and 11–12 boundaries, before 26's.
    static let internalBuildToolsVersion: Double = 22131

    /// Xcode 16.3's toolsVersion, rounded down from 23727, the lowest the corpus and the
    /// documents read outside it show that draw the iPhone 14 Pro's safe area twice over.
    static let xcode16_3ToolsVersion: Double = 23700

    /// The first toolsVersion of Xcode 11, whose canvas draws the iOS 13 SDK (a scene presented
    /// modally as a page sheet; Xcode 10.3 is 14490).
    static let xcode11ToolsVersion: Double = 15000

    /// The first toolsVersion of Xcode 26, whose canvas draws macOS 26's controls.
    static let xcode26ToolsVersion: Double = 24000

    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]

    func isView(_ element: XMLElement) -> Bool {
        guard element["id"] != nil, !Self.nonViewElements.contains(element.name), !element.name.hasSuffix("Controller") else { return false }
        return element.child("rect", key: "frame") != nil || element.child("frame", key: "frameInset") != nil
            || element.child("subviews") != nil || element.child("constraints") != nil || element.name == "view"
            || (Self.cellElements.contains(element.name) && element.children.contains { $0["key"] == "contentView" })
    }

    /// A window fits its content: constraints size the content view, and the window only
    /// holds on to its size (`size`, else the view's frame) at NSLayoutPriorityWindowSizeStayPut
    /// (500). `window` is the IB id of the window (or of the view controller a window shows),
    /// for `placeInWindows`.
    mutating func holdWindowSize(of id: String, window: String, size: (width: Double, height: Double)? = nil) {
        guard let index = viewIndex[id], var frame = views[index].frame else { return }
        if let size { frame = LayoutFrame(x: 0, y: 0, width: size.width, height: size.height) }
        views[index].frame = nil
        let at = views[index].source.key
        let width = synthesize("\(id) window width", first: ConstraintAnchor(item: id, attribute: .width), second: nil,
                               constant: frame.width, priority: 500, at: at)
        let height = synthesize("\(id) window height", first: ConstraintAnchor(item: id, attribute: .height), second: nil,
                                constant: frame.height, priority: 500, at: at)
        windowContents.append((id, window))
        heldSizes.append((id, width, height))
    }

    /// Interface Builder holds a window's content view (a Mac scene's root, a split view's
    /// pane) at the size its contents were last laid out in, which the file holds as the
    /// subviews' saved frames: where the required equalities between the view's far edges
    /// (right, and top, AppKit's y running up from the bottom) or centres and its subviews'
    /// saved frames all give one size other than the one held, that size is held instead, and
    /// the view, drawn at the other, comes out misplaced while its subviews sit where they are
    /// saved. Issue 28 round 10a: the corpus's 14 such views whose subviews' frames agree on a
    /// size more than 6 points from the drawn one (11 files of 9 repositories: OverSight 2,
    /// BlockBlock, ReiKey, Clocker 2, iTerm2 3, GitUp, NetNewsWire, mac-mouse-fix 2,
    /// SourceCodeSyntaxHighlight) are all marked misplaced; no unmarked one's frames do.
    mutating func holdAtContentsSize() {
        for (id, widthHold, heightHold) in heldSizes {
            guard let element = elements[id], element.name != "tableCellView", let drawn = Self.frame(of: element),
                  let widthIndex = constraints.firstIndex(where: { $0.id == widthHold }),
                  let heightIndex = constraints.firstIndex(where: { $0.id == heightHold }) else { continue }
            let bottomUp = isMac && !isFlipped(id)
            var given: [LayoutAttribute.Axis: [Double]] = [:]
            for constraint in constraints where constraint.priority.isRequired && constraint.relation == .equal && constraint.active {
                guard let second = constraint.second, constraint.first.attribute.axis == second.attribute.axis else { continue }
                guard constraint.first.item == id || second.item == id, constraint.first.item != second.item,
                      let first = sideOfHeldRoot(constraint.first, root: id, drawn: drawn, bottomUp: bottomUp),
                      let other = sideOfHeldRoot(second, root: id, drawn: drawn, bottomUp: bottomUp) else { continue }
                let slope = first.1 - constraint.multiplier * other.1
                guard abs(slope) > 1e-9 else { continue }
                given[constraint.first.attribute.axis, default: []].append((constraint.multiplier * other.0 + constraint.constant - first.0) / slope)
            }
            for (axis, index, held) in [(LayoutAttribute.Axis.horizontal, widthIndex, drawn.width), (.vertical, heightIndex, drawn.height)] {
                // Controls' frames are read through bezels the file does not describe, ±3 an
                // edge ("What the file does not say"): a size within both edges' range of the
                // drawn one does not follow from the file (LyricsX's and iGlance's scenes, 1 off).
                guard let sizes = given[axis], let low = sizes.min(), let high = sizes.max(), high - low <= 1,
                      abs((low + high) / 2 - held) > 2 * Self.appKitBezelRange else { continue }
                constraints[index].constant = (low + high) / 2
                if let viewIndex = viewIndex[id] {
                    var range = views[viewIndex].measureRange ?? MeasureRange()
                    range.sizeOfSavedContents.insert(axis)
                    views[viewIndex].measureRange = range
                }
            }
        }
    }

    /// A constraint's side in `holdAtContentsSize` as a + b × the root's size along its axis:
    /// the root's own edges (0 or its whole size), or a subview's saved edge, which moves with
    /// the root's height when the root is saved from the bottom (`bottomUp`). Nil for anything
    /// else (a view deeper down, a baseline).
    private func sideOfHeldRoot(_ anchor: ConstraintAnchor, root id: String, drawn: LayoutFrame, bottomUp: Bool) -> (Double, Double)? {
        let vertical = anchor.attribute.axis == .vertical
        if anchor.item == id {
            switch anchor.attribute {
            case .left, .leading, .top: return (0, 0)
            case .right, .trailing, .bottom, .width, .height: return (0, 1)
            case .centerX, .centerY: return (0, 0.5)
            default: return nil
            }
        }
        guard let index = viewIndex[anchor.item], views[index].parent == id, let frame = views[index].frame else { return nil }
        // A subview saved from the bottom moves with the root's height.
        let moves = vertical && bottomUp && anchor.attribute != .height ? 1.0 : 0
        let start = (vertical ? frame.y - drawn.height * moves : frame.x)
        let length = vertical ? frame.height : frame.width
        switch anchor.attribute {
        case .left, .leading, .top: return (start, moves)
        case .right, .trailing, .bottom: return (start + length, moves)
        case .centerX, .centerY: return (start + length / 2, moves)
        case .width, .height: return (length, 0)
        default: return nil
        }
    }

    /// Puts each view a window fits (`holdWindowSize`) in a root of its own, the window, which
    /// it fills: the view keeps its drawn frame, compared with the size its constraints and the
    /// window's stay-put size give, as Xcode marks a content view whose constraints do not
    /// give its drawn size (docs/interface-builder.md, "macOS"). Run last: every other pass
    /// reads the view as the root it was.
    mutating func placeInWindows() {
        for (content, window) in windowContents {
            // Earlier windows shifted the views after them: found by id.
            guard let element = elements[content], let drawn = Self.frame(of: element),
                  let index = views.firstIndex(where: { $0.id == content }) else { continue }
            let windowRoot = "\(content)~window"
            var view = LayoutView(id: windowRoot, parent: nil, kind: .view, source: ViewSource(key: views[index].source.key, node: views[index].source.node))
            view.interfaceBuilderID = window
            views.insert(view, at: index)
            baseNames[windowRoot] = "Window"
            views[index + 1].parent = windowRoot
            views[index + 1].frame = LayoutFrame(x: 0, y: 0, width: drawn.width, height: drawn.height)
            let at = views[index + 1].source.key
            // A content view that does not translate its autoresizing mask into constraints is
            // placed by none: constraints size it, and nothing ties its origin to the window's.
            // Xcode marks every such content view of the corpus ambiguous (4, in Aerial, GitUp
            // and mac-mouse-fix), and no other: the window takes its size, not its place.
            let placed = !(element["key"] == "contentView" && element["translatesAutoresizingMaskIntoConstraints"] == "NO")
            let attributes: [LayoutAttribute] = placed ? [.left, .right, .top, .bottom] : [.width, .height]
            for attribute in attributes {
                synthesize("\(content) fills window \(attribute.rawValue)", first: ConstraintAnchor(item: content, attribute: attribute),
                           second: ConstraintAnchor(item: windowRoot, attribute: attribute), at: at)
            }
        }
        viewIndex = Dictionary(uniqueKeysWithValues: views.enumerated().map { ($0.element.id, $0.offset) })
    }

    mutating func visitTopLevel(_ element: XMLElement) {
        if let view = element.children.first(where: { $0["key"] == "view" && isView($0) }), element.name != "window" {
            addRoot(view, controller: element)
            if isMac, isStoryboard, let id = view["id"] { holdWindowSize(of: id, window: element["id"] ?? id) }
        } else if element.name == "window" || element.name == "panel" {
            if let content = element.children.first(where: { $0["key"] == "contentView" && isView($0) }), let id = content["id"] {
                // The window holds on to its content rectangle, which a content view drawn at
                // another size does not change. The subviews are saved in the content view's
                // own frame, AppKit's y measured up from its bottom edge, so they are read in it
                // (issue 28: the content views of OverSight's Rules_old.xib, 46 points shorter
                // than their window's content rectangle, and Aerial's SourcesViewController.xib,
                // 12 shorter, hold subviews that sit where their constraints put them in the
                // drawn height; read in the content rectangle's, each was 46 or 12 points off).
                let contentRect = element.child("rect", key: "contentRect")
                let size = contentRect.flatMap { rect in
                    rect["width"].flatMap(Double.init).flatMap { width in rect["height"].flatMap(Double.init).map { (width, $0) } }
                }
                addRoot(content, controller: nil, size: Self.frame(of: content) == nil ? size : nil)
                holdWindowSize(of: id, window: element["id"] ?? id, size: size)
            }
        } else if isView(element) {
            if element.name == "tableViewCell", Self.frame(of: element) != nil,
               element.children.first(where: { $0["key"] == "contentView" }).map({ $0.child("rect", key: "frame") == nil }) == true {
                // A xib's top-level cell whose content view is saved without a frame (Xcode 6 to
                // 8): the content view fills the cell above the separator, as in a table's
                // prototype cells (issue 28 round 10b: RxSwift's `WikipediaSearchCell.xib`,
                // read before with a content view placed nowhere, 2 false ambiguity reports).
                framelessCells.insert(element["id"] ?? "")
            }
            addRoot(element, controller: nil)
        }
    }

    /// The design frame: `<rect key="frame">`, or the Xcode 8 format's `<frame key="frameInset">`
    /// where an absent `minX`/`minY` is 0 and a size may be given as the inset from the far edge.
    static func frame(of element: XMLElement, parentSize: (width: Double, height: Double)? = nil) -> LayoutFrame? {
        if let rect = element.child("rect", key: "frame"),
           let x = rect["x"].flatMap(savedLength), let y = rect["y"].flatMap(savedLength),
           let width = rect["width"].flatMap(savedLength), let height = rect["height"].flatMap(savedLength) {
            return LayoutFrame(x: x, y: y, width: width, height: height)
        }
        if let inset = element.child("frame", key: "frameInset") {
            let number = { (name: String) in inset[name].flatMap(savedLength) }
            let x = number("minX") ?? 0
            let y = number("minY") ?? 0
            let width = number("width") ?? parentSize.map { $0.width - x - (number("maxX") ?? 0) }
            let height = number("height") ?? parentSize.map { $0.height - y - (number("maxY") ?? 0) }
            if let width, let height { return LayoutFrame(x: x, y: y, width: width, height: height) }
        }
        return nil
    }

    /// A root whose top and bottom margins hold its safe area's insets (UIKit's
    /// `insetsLayoutMarginsFromSafeArea`) has them within the range the canvas may have drawn
    /// those insets at (`insetRanges`), as the safe area's own pins are (issue 28 round
    /// 19: views pinned to a root's top margin drawn 48 and 50 below an iPhone 11's and an
    /// iPhone X's top, where the device table says 44, in ProtonVPN's Xcode 14 and KeePassium's
    /// Xcode 16.3 documents, outside the corpus). A margin that is the larger of its inset and
    /// `minimum` moves only above the minimum.
    func rangeMarginsByInsets(_ view: inout LayoutView, root id: String, minimum: Double = 0) {
        let ranges = insetRanges(of: id)
        guard let own = rootInsets[id] else { return }
        let offsets = { (range: ClosedRange<Double>?, inset: Double) in
            range.map { (max(minimum, inset + $0.lowerBound) - max(minimum, inset))...(max(minimum, inset + $0.upperBound) - max(minimum, inset)) }
        }
        addMarginRanges(&view, MarginRanges(top: offsets(ranges.top, own.top), bottom: offsets(ranges.bottom, own.bottom)))
    }

    /// System side margins known only within a range (`Device.sideMarginRange`) of a root or,
    /// `isCell`, a cell's content view; beside a cell's accessory (`exactRight`) the trailing
    /// margin is a plain view's 8, exact.
    func rangeSideMargins(_ view: inout LayoutView, width: Double, isCell: Bool = false, exactRight: Bool = false) {
        let offsets = Device.sideMarginRange(forWidth: width, toolsVersion: toolsVersion, isCell: isCell)
        addMarginRanges(&view, MarginRanges(left: offsets, right: exactRight ? nil : offsets))
    }

    /// Records the edges of `ranges` that are known only within a range in the view's
    /// `measureRange`, keeping what it already holds.
    func addMarginRanges(_ view: inout LayoutView, _ ranges: MarginRanges) {
        guard !ranges.isEmpty else { return }
        var range = view.measureRange ?? MeasureRange()
        range.margins.top = ranges.top ?? range.margins.top
        range.margins.bottom = ranges.bottom ?? range.margins.bottom
        range.margins.left = ranges.left ?? range.margins.left
        range.margins.right = ranges.right ?? range.margins.right
        view.measureRange = range
    }

    /// A length of a saved frame. Xcode saves some lengths after a trip through single
    /// precision (a cell drawn 75⅔ high saved as 75.666664123535156): such a value, within
    /// single precision's rounding of a point on the canvas's 1/2 or 1/3 point grid, is read
    /// as that point. Read as written, a cell's contents would be a few millionths of a point
    /// short of its height, and the views sharing that shortfall would be reported as a tie
    /// trading 0 points (issue 28 round 19: KeePassium's field cells).
    static func savedLength(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        guard Double(Float(value)) == value else { return value }
        let onGrid = (value * 6).rounded() / 6
        guard onGrid != value, abs(onGrid - value) <= Double(Float(value).ulp) / 2 else { return value }
        return onGrid
    }

    /// Whether a scene's root is drawn as an iPhone page sheet: from Xcode 11, at y = 0, as wide
    /// as the portrait canvas and as tall as the screen less the sheet's top, which is 10 below
    /// a sensor housing's inset and at the status bar's 20 without one (UIKit's page sheet of
    /// iOS 13; drawn 842 high on the 896-point canvases and 647 on the 667-point ones).
    func isPageSheet(_ frame: LayoutFrame) -> Bool {
        guard isStoryboard, !isMac, toolsVersion >= Self.xcode11ToolsVersion, canvasNamed, frame.y == 0,
              frame.width == device.width, device.height > device.width, !device.id.hasPrefix("ipad") else { return false }
        let sheetTop = device.safeTop > 20 ? device.safeTop + 10 : 20
        return frame.height == device.height - sheetTop
    }

    /// The height of the separator below a table cell's content view as its era's canvas drew
    /// it: 1 point in Xcode 6.1's documents, half a point from Xcode 6.3 on, none where the
    /// table in the file draws no separators (a xib's top-level cell, whose table is not in the
    /// file, has one).
    func cellSeparatorHeight(of cell: String) -> Double {
        guard separatedCells[cell] ?? true else { return 0 }
        return toolsVersion >= 7000 ? 0.5 : 1
    }

    mutating func addRoot(_ element: XMLElement, controller: XMLElement?, size: (width: Double, height: Double)? = nil) {
        guard let id = element["id"], viewIndex[id] == nil else { return }
        var view = makeView(element, parent: nil)
        var frame = Self.frame(of: element) ?? LayoutFrame(x: 0, y: 0, width: device.width, height: device.height)
        if let size { frame = LayoutFrame(x: frame.x, y: frame.y, width: size.width, height: size.height) }
        // A root is placed where the design puts it: (0, 0), its own size.
        view.frame = LayoutFrame(x: 0, y: 0, width: frame.width, height: frame.height)
        // An AppKit table's cell view is as tall as the row and as wide as the column it is
        // shown in, sizes the table sets when it runs: Xcode marks no view inside the corpus's
        // 103 table cell views (35 files, 21 repositories) misplaced or ambiguous, where the
        // drawn frame read as their size gave 56 reports in 12 repositories (issue 28).
        if element["misplaced"] == "YES" || element.name == "tableCellView" {
            // Xcode found the root's drawn frame off what its constraints give (a window whose
            // content its constraints size otherwise, a scene its container frames): the size
            // it laid the contents out at is another, not in the file. Its contents' frames are
            // then compared only where they hold at every root size (MeasureRangeTolerance).
            var range = view.measureRange ?? MeasureRange()
            range.rootSizeUnknown = true
            view.measureRange = range
        }
        if let controller {
            // A scene whose status bar is set to none is drawn without a status bar: on a
            // device without a sensor housing nothing is left of the top inset. A freeform
            // scene is drawn with the status bar the canvas shows from Xcode 9 on (issue 28
            // round 9: WordPressAuthenticator's Xcode 14 `Login.storyboard` draws its three
            // freeform scenes' contents 20 below the top, artsy's Xcode 9 `ARSettings`
            // storyboard its marked view as if so; ProductAddViewController.storyboard, an
            // Xcode 11 one, has none as its canvas has none) and without it before (MediBand's
            // Xcode 7 freeform scenes; no document of Xcode 8 in the corpus says which).
            let bars = SimulatedBars(controller, freeformHidesStatusBar: toolsVersion < Self.xcode9ToolsVersion)
            let sensorHousing = useSafeAreas && device.safeTop > 20
            // Without safe areas the top layout guide ends below the status bar, which on a
            // device with a sensor housing is as tall as the housing's inset (UIKit's
            // `topLayoutGuide`: "the bottom of the status bar"; issue 28 round 10b:
            // darjeelingsteve's Xcode 11 iPhone 11 scene draws a button pinned 16 below the
            // guide at y = 60).
            let statusBar = useSafeAreas || device.safeTop > 20 ? device.safeTop : 20
            var top = bars.statusBar && canvasStatusBar ? statusBar : (sensorHousing ? device.safeTop : 0)
            var bottom = useSafeAreas || device.safeTop > 20 ? device.safeBottom : 0
            if isMac {
                // A Mac has no status bar or home indicator.
                top = 0
                bottom = 0
            }
            // A place in a navigation controller's stack (Xcode infers the bar for scenes
            // pushed from one) means the scene shows under a navigation bar; simulated metrics
            // set the bars outright. A navigation item alone does not: a scene with one that
            // no navigation controller of the document reaches is drawn without the bar (issue
            // 28: 19 scenes in 6 repositories, Instructions, SideMenu, XLPagerTabStrip,
            // WordPressAuthenticator, hniosreader, Koloda, every one drawn at the status bar).
            if let topBar = bars.top {
                top += topBar
            } else if isStoryboard, !isMac, navigationStack.contains(controller["id"] ?? "") {
                // A bar saved as wide as neither the canvas nor the scene is a frame left from
                // an older Xcode (Cosmos's Xcode 9 storyboard: 320 wide at y = 0 on a 375-point
                // canvas), where the bar is the canvas's own.
                let saved = navigationBarBottoms[controller["id"] ?? ""]
                    .flatMap { abs($0.width - device.width) < 0.5 || abs($0.width - frame.width) < 0.5 ? $0.bottom : nil }
                top = saved.map { max(top, $0) } ?? top + 44
            }
            if let bottomBar = bars.bottom {
                bottom += bottomBar
            } else if controller.child("tabBarItem", key: "tabBarItem") != nil,
                      !isStoryboard || tabBarChildren.contains(controller["id"] ?? "") {
                // A tab bar item stands for the tab bar of the tab bar controller that shows
                // the scene; one that no tab bar controller of the document shows is drawn
                // without it, as a navigation item without a navigation controller is (issue
                // 28 round 10b).
                bottom += 49
            } else if isStoryboard, !isMac, let bar = navigationBottomBar[controller["id"] ?? ""] {
                bottom += bar
            }
            let belowOpaqueBar = isStoryboard && !isMac && underOpaqueBar.contains(controller["id"] ?? "")
                && controller["extendedLayoutIncludesOpaqueBars"] != "YES" && !embedded.contains(controller["id"] ?? "")
            if belowOpaqueBar {
                // UIKit does not extend a view under an opaque bar (extendedLayoutIncludesOpaqueBars
                // is NO by default): the root starts below the status and navigation bars, as
                // tall as the screen less them, and nothing of them insets it (corpus:
                // Feedback.storyboard draws its scroll views at y = 0, 672 high, on a 736-point
                // canvas; the roots drawn 666 high are marked misplaced).
                let height = frame.y == 0 ? device.height - top : frame.height
                view.frame = LayoutFrame(x: 0, y: 0, width: frame.width, height: height)
                // It ends at the screen's bottom all the same, above the home indicator.
                bottom = max(0, (frame.y == 0 ? top : frame.y) + height - (device.height - bottom))
                top = 0
            }
            if embedded.contains(controller["id"] ?? "") {
                // A child scene shown in a container view sits below no bars.
                top = 0
                bottom = 0
            } else if !belowOpaqueBar {
                // A root drawn below the bars (older storyboards: y = 64, height 504 on a
                // 568-point canvas) has only the part of them it overlaps as insets.
                // Without a named canvas the screen is the scene's own (the bars are drawn inside
                // a 600 × 600 root).
                // One drawn at y = 0 exactly as tall as the screen less the bars above it, an
                // opaque simulated bar among them, is drawn below them all the same; under a
                // translucent bar such a root is where it is drawn, its contents inset by the
                // bars (zotero's share extension: a 1106-point root on a 1180-point iPad canvas,
                // its scroll view pinned to the safe area at y = 74).
                // A scene drawn as a page sheet (iOS 13's default modal presentation) sits at the
                // screen's bottom, below the status bar, which then insets nothing of it.
                let screenY = isPageSheet(frame) ? device.height - frame.height
                    : frame.y == 0 && canvasNamed && top > 0 && frame.height == device.height - top && bars.opaqueTop
                    ? top : frame.y
                let screenHeight = screenY + frame.height > device.height || !canvasNamed ? screenY + frame.height : device.height
                top = max(0, top - screenY)
                bottom = max(0, screenY + frame.height - (screenHeight - bottom))
            }
            rootInsets[id] = (top, bottom, device.safeLeft, device.safeRight)
            if !isMac, !embedded.contains(controller["id"] ?? "") { canvasRoots.append(id) }
            if !isMac {
                // Xcode 6 documents, 6.4 included (toolsVersion below 8000, the iOS 8 SDK),
                // drew 16 whatever the width (hniosreader's and DesignerNewsApp's 600-point
                // Any/Any roots; Xcode 7's MediBand draws 20 there).
                let side = toolsVersion < 8000 ? 16 : Device.sideMargin(forWidth: marginWidth(of: frame.width))
                // The safe area adds to the margins unless insetsLayoutMarginsFromSafeArea is off.
                // Before iOS 11 (Xcode 8 and older draw with the iOS 10 SDK or older) a root
                // view's top and bottom margins are zero (UIView.layoutMargins, iOS 8 to 10:
                // "The top and bottom margins are set to zero points").
                let fromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO" && toolsVersion >= Self.xcode9ToolsVersion
                if let explicit = explicitMargins(element) {
                    view.margins = explicit
                } else {
                    view.margins = LayoutMargins(top: fromSafeArea ? top : 0, bottom: fromSafeArea ? bottom : 0,
                                                 left: side + (fromSafeArea ? device.safeLeft : 0),
                                                 right: side + (fromSafeArea ? device.safeRight : 0))
                    if fromSafeArea { rangeMarginsByInsets(&view, root: id) }
                    if toolsVersion >= 8000 { rangeSideMargins(&view, width: marginWidth(of: frame.width)) }
                }
            }
            for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                if let guideID = guide["id"], let type = guide["type"] {
                    addGuideView(guideID, owner: id, name: type == "top" ? "Top Layout Guide" : "Bottom Layout Guide", element: guide)
                    pendingGuides.append((type == "top" ? .topLayoutGuide : .bottomLayoutGuide, guideID, id))
                }
            }
        } else {
            // A top-level view drawn at the canvas device's size, or at a freeform size
            // (simulated metrics "Freeform"), is simulated on the device: it has the device's
            // safe-area insets whatever its size (corpus: SleepTimerViewController.xib draws a
            // view pinned to the safe area's bottom of a 488-point freeform view 34 points above
            // its bottom on an iPhone 11 canvas). Without a status bar (freeform, or set to
            // none) only a sensor housing insets the top (corpus: ScanProductSummaryView.xib,
            // freeform on an iPhone 8 canvas, draws a view pinned to the safe area's top at y = 0).
            let bars = SimulatedBars(element)
            if (frame.width == device.width && frame.height == device.height) || (bars.freeform && useSafeAreas) {
                let top = (bars.statusBar && canvasStatusBar) || device.safeTop > 20 ? device.safeTop : 0
                rootInsets[id] = (useSafeAreas ? top : 0, useSafeAreas ? device.safeBottom : 0, device.safeLeft, device.safeRight)
                if bars.freeform, !bars.statusBarSetToNone, canvasStatusBar, useSafeAreas, top == 0, !isMac { freeformRoots.insert(id) }
                if !isMac { canvasRoots.append(id) }
            }
            // Xcode lays out a top-level view of a xib like a view controller's root: the
            // system minimum side margins (a corpus view's leadingMargin + 6 is drawn at 26
            // on a 414-point canvas). A top-level cell too (issue 28 round 9: AltStore's two
            // collection view cell xibs draw the views pinned to the cell's margins 16 from
            // its sides); a cell in a storyboard's collection or table view keeps a plain
            // view's 8 (AltStore's, Hero's, MediBand's and TPKeyboardAvoiding's are drawn so).
            // A table's header or footer view is no view controller's root: it keeps a plain
            // view's 8 (issue 28 round 14, outside the corpus: RocketChat's and Pyto's header
            // views draw views pinned to their margins 8 from the sides; the corpus pins none).
            let tableHeaderOrFooter = ["tableHeaderView", "tableFooterView"].contains(element["key"] ?? "")
            if !isMac, !isStoryboard || !Self.cellElements.contains(element.name), !tableHeaderOrFooter, explicitMargins(element) == nil {
                let side = Device.sideMargin(forWidth: marginWidth(of: frame.width))
                view.margins = LayoutMargins(top: 8, bottom: 8, left: side, right: side)
                rangeSideMargins(&view, width: marginWidth(of: frame.width))
                if filesOwnerView == id, let insets = rootInsets[id], element["insetsLayoutMarginsFromSafeArea"] != "NO" {
                    // The view File's Owner's `view` outlet names is a view controller's root:
                    // no system minimum above and below, its safe area added, as a scene's root
                    // (corpus: PinLockViewController.xib draws a button held 8 above its
                    // root's bottom margin 42 above the bottom of an iPhone 11 canvas: the
                    // margin is the safe area's 34).
                    view.margins = LayoutMargins(top: insets.top, bottom: insets.bottom,
                                                 left: side + insets.left, right: side + insets.right)
                    rangeMarginsByInsets(&view, root: id)
                } else if !isMac, toolsVersion >= Self.xcode9ToolsVersion, element["insetsLayoutMarginsFromSafeArea"] != "NO",
                          (frame.width == device.width && frame.height == device.height) || bars.freeform {
                    // Another top-level view simulated on the device has its safe area from
                    // iOS 11 on, whether or not the document shows safe-area guides, and its
                    // margins are moved inside it (UIView.insetsLayoutMarginsFromSafeArea: "any
                    // margins that are outside the safe area are adjusted to be within the safe
                    // area"; issue 28 round 9: SwiftMessages' freeform `CardView.xib` draws its
                    // card on its margins 44 below the top and 34 above the bottom of an
                    // iPhone 11 canvas).
                    let top = (bars.statusBar && canvasStatusBar) || device.safeTop > 20 ? device.safeTop : 0
                    view.margins = LayoutMargins(top: max(8, top), bottom: max(8, device.safeBottom),
                                                 left: max(side, device.safeLeft), right: max(side, device.safeRight))
                    rangeMarginsByInsets(&view, root: id, minimum: 8)
                }
            }
        }
        insert(view, element: element)
        visitContents(element, id: id)
    }

    mutating func addView(_ element: XMLElement, parent: String, id givenID: String? = nil, arrangedByStack: Bool = false) {
        guard let id = givenID ?? element["id"], viewIndex[id] == nil, !excluded.contains(id) else { return }
        var view = makeView(element, parent: parent, id: id)
        let translates = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        if canvasRemovedViews.contains(id) || canvasUndrawn.contains(parent) {
            // Not on the canvas's size classes: the saved frame is from another, and only
            // a view its mask places needs it.
            canvasUndrawn.insert(id)
            if !translates { view.frame = nil }
        }
        insert(view, element: element)
        // NSStackView turns off the autoresizing constraints of the views it arranges (Apple's
        // NSStackView documentation); Xcode still writes `fixedFrame` on some of them.
        if !arrangedByStack, translates || element["fixedFrame"] == "YES" { autoresizing.append(id) }
        if isMac, !translates, element.name == "clipView", element["key"] == "contentView", elements[parent]?.name == "scrollView" {
            untranslatedClipViews[id] = parent
        }
        visitContents(element, id: id)
    }

    /// An NSScrollView sets its clip view's frame itself (`tile`), filling its content area. A
    /// clip view that does not translate its mask is left where the scroll view puts it, as if
    /// it translated a mask that fills the scroll view, when no constraint names it or when
    /// constraints pin it to its own scroll view: those restate the tiling and are left out.
    /// One that only its document view's constraints name is read as any view. Issue 28
    /// round 12, three repositories: Aerial's, named by nothing, and mac-mouse-fix's, pinned to
    /// its scroll view (its leading edge on the scroll view's trailing edge), are drawn filling
    /// their scroll views and unmarked; iina's, named only by its table's constraints, is
    /// marked ambiguous.
    mutating func holdClipViewsWhereTheirScrollViewsTileThem() {
        var named: Set<String> = []
        var pinnedToScroll: Set<String> = []
        for constraint in constraints {
            let items = [constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])
            for item in items where untranslatedClipViews[item] != nil {
                named.insert(item)
                if items.contains(where: { $0 == untranslatedClipViews[item] }) { pinnedToScroll.insert(item) }
            }
        }
        for clip in untranslatedClipViews.keys.sorted() where !named.contains(clip) || pinnedToScroll.contains(clip) {
            tiledClipViews.insert(clip)
            autoresizing.append(clip)
        }
        constraints.removeAll { constraint in
            guard let second = constraint.second else { return false }
            return (tiledClipViews.contains(constraint.first.item) && untranslatedClipViews[constraint.first.item] == second.item)
                || (tiledClipViews.contains(second.item) && untranslatedClipViews[second.item] == constraint.first.item)
        }
    }

    mutating func insert(_ view: LayoutView, element: XMLElement) {
        viewIndex[view.id] = views.count
        views.append(view)
        elements[view.id] = element
        baseNames[view.id] = Self.outlineName(of: element, isMac: isMac)
        if element.child("constraints") != nil { constraintOwners.append((element, view.id)) }
        if element.name == "stackView" { stacks.append(view.id) }
    }

    /// Subviews, layout guides, cells (each its own layout) and keyed content views.
    mutating func visitContents(_ element: XMLElement, id: String) {
        for guide in element.children(named: "keyboardLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            addGuideView(guideID, owner: id, name: "Keyboard Layout Guide", element: guide)
            pendingGuides.append((.keyboard, guideID, id))
        }
        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide["id"], let key = guide["key"] else { continue }
            switch key {
            case "safeArea":
                addGuideView(guideID, owner: id, name: "Safe Area", element: guide)
                pendingGuides.append((.safeArea, guideID, id))
            case "layoutMargins", "readableContentGuide":
                addGuideView(guideID, owner: id, name: key == "layoutMargins" ? "Layout Margins Guide" : "Readable Content Guide", element: guide)
                pendingGuides.append((.margins, guideID, id))
            case "frameLayoutGuide":
                aliases[guideID] = id
            case "contentLayoutGuide":
                contentGuides[id] = guideID
            default:
                break
            }
        }
        // An iOS scroll view with nothing inside has no scrollable content size: its content
        // area is Xcode's "Scrollable Content Size Ambiguity" (corpus: NetNewsWire's
        // ImageScrollView and zotero's onboarding scroll view, empty and marked ambiguous).
        // Only with content layout guides (Xcode 11's option, saved as a `contentLayoutGuide`
        // element): without them an empty scroll view is never marked (corpus: eidolon,
        // Chatto, TPKeyboardAvoiding, AltStore, XLPagerTabStrip's nine).
        if !isMac, element.name == "scrollView", element["translatesAutoresizingMaskIntoConstraints"] == "NO",
           element.children(named: "viewLayoutGuide").contains(where: { $0["key"] == "contentLayoutGuide" }),
           !(element.child("subviews")?.children.contains { $0["id"] != nil } ?? false) {
            usedContentGuides.insert(id)
        }
        // Everything listed under <subviews> is a view, frame or not (Xcode 8 format omits frames).
        for subview in element.child("subviews")?.children ?? [] where subview["id"] != nil {
            if Self.cellElements.contains(subview.name) {
                addRoot(subview, controller: nil)
            } else if element.name == "splitView", let paneID = subview["id"], isView(subview) {
                // An NSSplitView sets its panes' frames, each holding its size below the
                // required priority: a pane is held as a window holds its content view, and
                // compared with the size its constraints give (issue 28, round 8: iTerm2's
                // script inspector, GitUp, QLMarkdown; holding priorities not read yet).
                addRoot(subview, controller: nil)
                holdWindowSize(of: paneID, window: paneID)
            } else {
                addView(subview, parent: id)
            }
        }
        // An NSStackView's views in its gravity areas (`<beginningViews>`, `<middleViews>`,
        // `<endViews>`): arranged subviews, which the stack lays out itself.
        for area in Self.gravityAreas {
            for subview in element.child(area)?.children ?? [] where subview["id"] != nil {
                addView(subview, parent: id, arrangedByStack: true)
            }
        }
        for touchBar in element.children(named: "touchBar") { visitTouchBarItems(touchBar) }
        for child in element.children where child["key"] != nil && child.name != "viewLayoutGuide" {
            if child["key"] == "contentView", child["id"] == nil, child.child("rect", key: "frame") != nil {
                // Older collection view cells write their content view without an id.
                addView(child, parent: id, id: "\(id)~contentView")
                continue
            }
            guard isView(child), child["key"] != "view" else { continue }
            if child["key"] == "contentView" || element.name == "scrollView" {
                addView(child, parent: id)
            } else {
                addRoot(child, controller: nil)
            }
        }
        // Cells of tables and collections, wherever they are listed (prototypes, static sections).
        if ["tableView", "collectionView", "outlineView"].contains(element.name) {
            for child in element.children where child.name != "subviews" {
                visitCells(child, table: element)
            }
        }
    }

    /// A touch bar item's view, a root of its own: the touch bar lays out its items, and the
    /// file gives the item's size (`designTimeSize`), which Interface Builder draws the view
    /// filling, as a window's content rectangle. The view is compared with that rectangle
    /// (issue 28 round 10a: MacDown's `MPDocument.xib`, 18 items, the 11 drawn at (0, 0) at
    /// their item's size unmarked, the 7 drawn elsewhere marked misplaced). A touch bar draws
    /// its controls with bezels of its own (30 points high), which the file does not describe:
    /// no push-button bezel insets the view, and its content size is left out.
    mutating func visitTouchBarItems(_ element: XMLElement) {
        for child in element.children {
            guard child.name == "touchBarItem", let itemID = child["id"], viewIndex[itemID] == nil,
                  let view = child.child("viewController", key: "viewController")?.children.first(where: { $0["key"] == "view" && isView($0) }),
                  let viewID = view["id"], let drawn = Self.frame(of: view),
                  let size = child.child("size", key: "designTimeSize"),
                  let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init) else {
                visitTouchBarItems(child)
                continue
            }
            var item = LayoutView(id: itemID, parent: nil, kind: .view, source: ViewSource(key: location(child.position), node: location(child.position)))
            item.interfaceBuilderID = itemID
            item.frame = LayoutFrame(x: 0, y: 0, width: width, height: height)
            insert(item, element: child)
            baseNames[itemID] = "Touch Bar Item"
            addView(view, parent: itemID)
            guard let index = viewIndex[viewID] else { continue }
            // AppKit's y from the item's bottom; the frame as saved, without bezel insets.
            views[index].frame = LayoutFrame(x: drawn.x, y: height - drawn.y - drawn.height, width: drawn.width, height: drawn.height)
            views[index].intrinsic = .none
            views[index].measureRange = nil
            let at = views[index].source.key
            for attribute in [LayoutAttribute.left, .right, .top, .bottom] {
                synthesize("\(viewID) fills touch bar item \(attribute.rawValue)", first: ConstraintAnchor(item: viewID, attribute: attribute),
                           second: ConstraintAnchor(item: itemID, attribute: attribute), at: at)
            }
        }
    }

    mutating func visitCells(_ element: XMLElement, table: XMLElement) {
        if Self.cellElements.contains(element.name), isView(element) {
            // A table cell saved without a frame is the table's width and its row height
            // (corpus: shepting's Main.storyboard, a 115-point prototype cell whose content
            // view holds a button pinned 4 below its bottom).
            var size: (width: Double, height: Double)?
            // A framed cell whose content view is saved without a frame (Xcode 6 to 8) holds a
            // stale frame: its content reaches past it (corpus: DesignerNewsApp, 113 points of
            // content in a 44-point frame with rowHeight 113; hniosreader, five 122-point frames
            // with row heights 80 to 194, each holding its row height of content). UIKit sizes
            // such a cell as a frameless one, from the row height.
            let framelessContent = element.name == "tableViewCell"
                && element.children.first(where: { $0["key"] == "contentView" }).map { $0.child("rect", key: "frame") == nil } == true
            if Self.frame(of: element) == nil || framelessContent, element.name == "tableViewCell",
               let height = (element["rowHeight"] ?? table["rowHeight"]).flatMap(Double.init), height > 0 {
                size = (Self.frame(of: element)?.width ?? Self.frame(of: table)?.width ?? device.width, height)
                // Its content view, saved without a frame too, ends above the separator: 1 point
                // in Xcode 6.1's documents (shepting, toolsVersion 6254: the same storyboard's
                // framed 44-point cells hold 43-point content views), half a point from Xcode 6.3
                // on, its hairline at 2x (toolsVersion 7706: hniosreader's and DesignerNewsApp's
                // cells hold content to exactly the row height less 0.5; `cellSeparatorHeight`).
                framelessCells.insert(element["id"] ?? "")
            } else if framelessContent {
                // Without a row height the cell's frame is all there is (RxSwift).
                framelessCells.insert(element["id"] ?? "")
            }
            if element.name == "tableViewCell", let id = element["id"] { separatedCells[id] = table["separatorStyle"] != "none" }
            addRoot(element, controller: nil, size: size)
            // The row and column hold an AppKit cell view's size as a window holds its content
            // view's: below the required priority, so constraints that fix its size win, and a
            // cell view drawn at another size is off (Xcode marks the corpus's 7 such cell views
            // misplaced, Clocker 6 and Hammerspoon; none of its other 96 is; issue 28, round 8).
            if element.name == "tableCellView", let id = element["id"] { holdWindowSize(of: id, window: id) }
            return
        }
        for child in element.children { visitCells(child, table: table) }
    }
}

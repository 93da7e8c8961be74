import LayoutDiagnostics
import LayoutModel

/// Converts one parsed Interface Builder document into a `LayoutDocument`.
///
/// While converting, views are keyed by their IB id; at the end they are renamed to the
/// names Xcode's document outline shows ("Title Label", "Safe Area"), with the IB id added
/// where a name repeats. `LayoutView.interfaceBuilderID` keeps the IB id.
struct DocumentConverter {
    let file: SourceFile
    let root: XMLElement
    var diagnostics: [Diagnostic] = []

    var isMac = false
    var isStoryboard = false
    var useSafeAreas = false
    var toolsVersion: Double = 0
    var device = Device.standard
    /// Whether the document names its canvas (`<device>` or simulated screen metrics); without
    /// one (Xcode 6 and 7 storyboards with size classes: the 600 × 600 w:Any h:Any canvas), a
    /// scene's screen is its root's drawn frame.
    var canvasNamed = false
    /// Whether label heights can be measured with the San Francisco system font's metrics.
    var systemFontMetrics = false
    var images: [String: (width: Double, height: Double)] = [:]
    var designables: [String: (width: Double?, height: Double?)] = [:]
    /// Subviews and constraints that the `default` size-class variation leaves out.
    var excluded: Set<String> = []
    /// View controllers shown inside a container view.
    var embedded: Set<String> = []
    /// View controllers shown under a navigation controller's bar.
    var navigationStack: Set<String> = []
    /// Of those, the ones whose navigation bar is opaque (`translucent="NO"`).
    var underOpaqueBar: Set<String> = []
    /// Scenes in the stack of a navigation controller that shows a bottom bar (a tab bar or a
    /// toolbar), with the bar's height: Xcode draws them with it.
    var navigationBottomBar: [String: Double] = [:]
    /// Table cells saved without a frame, with the height of their table's separator.
    var framelessCellSeparator: [String: Double] = [:]
    /// Size-class variations other than `default`, and what they touch.
    var variations: [(key: String, position: SourcePosition, changes: [VariationChange])] = []
    /// Constraints some size class installs (inactive in Any/Any when it excludes them).
    var includedSomewhere: Set<String> = []
    /// Constraints and views a size-class state names.
    var namedByStates: Set<String> = []
    /// The model id of each constraint read, by IB id.
    var constraintModelIDs: [String: String] = [:]
    /// Ids of elements inside subviews that Any/Any does not install.
    var excludedSubtreeIDs: Set<String>?

    var views: [LayoutView] = []
    var viewIndex: [String: Int] = [:]
    var elements: [String: XMLElement] = [:]
    /// Display names before they are made unique, by IB id.
    var baseNames: [String: String] = [:]
    var constraints: [LayoutConstraint] = []
    var constraintIDs: Set<String> = []
    /// Elements holding a `<constraints>` list, with the IB id of the view that owns it.
    var constraintOwners: [(element: XMLElement, owner: String)] = []
    var autoresizing: [String] = []
    var stacks: [String] = []
    /// Views whose intrinsic size is read off their drawn frame, by IB id.
    var measuredFromFrame: Set<String> = []
    /// Custom views whose intrinsic size is their code's as Xcode ran it (before Xcode 8,
    /// which did not record it), read off their drawn frames, by IB id.
    var measuredByCode: Set<String> = []
    /// Layout guide ids that stand for another item (a frame layout guide is its scroll view).
    var aliases: [String: String] = [:]
    /// Explicit content layout guides by scroll view id, and the implicit ones made on demand.
    var contentGuides: [String: String] = [:]
    var usedContentGuides: Set<String> = []
    /// Insets of the safe area at the top and bottom of each view controller's root.
    var rootInsets: [String: (top: Double, bottom: Double, left: Double, right: Double)] = [:]
    /// More devices to show the layouts at (`.layoutlint.yml`'s `devices`), as states.
    var extraDevices: [Device] = []
    /// Roots sized by the canvas (scenes' roots, canvas-sized or freeform top-level views):
    /// a device state resizes them and moves their safe areas' edges.
    var canvasRoots: [String] = []
    /// The constraints pinning a canvas root's safe area: guide id → constraint ids (left,
    /// right, top, bottom) and the owner's insets beyond the canvas device's (bars).
    var safeAreaPins: [(owner: String, constraints: [String], bars: (top: Double, bottom: Double))] = []

    init(file: SourceFile, root: XMLElement) {
        self.file = file
        self.root = root
    }

    // MARK: Entry

    mutating func convert() -> LayoutDocument? {
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            let what = root.name == "document" ? "its 'type' is '\(root["type"] ?? "")'" : "its root element is <\(root.name)>"
            fail(InterfaceBuilderProblem.document, "not an Interface Builder document: \(what), not <document type=\"com.apple.InterfaceBuilder3…\">",
                 at: root.position(of: "type"))
            return nil
        }
        guard root["useAutolayout"] == "YES" else {
            fail(InterfaceBuilderProblem.noAutoLayout,
                 "the document does not use Auto Layout (no useAutolayout=\"YES\"): its views are laid out by their autoresizing masks, so there are no constraints to lint",
                 at: root.position(of: "useAutolayout"))
            return nil
        }
        isMac = root["targetRuntime"]?.hasPrefix("MacOSX") == true || type.contains(".Cocoa.")
        isStoryboard = type.hasSuffix("Storyboard.XIB")
        useSafeAreas = root["useSafeAreas"] == "YES"
        toolsVersion = root["toolsVersion"].flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
        readCanvas()
        readResources()
        collectExclusions(root)
        variations = collectVariations()
        for variation in variations {
            for change in variation.changes {
                if case .include = change.kind { includedSomewhere.insert(change.target) }
                namedByStates.insert(change.target)
            }
        }
        findNavigationStacks()
        if let scenes = root.child("scenes") {
            for scene in scenes.children(named: "scene") {
                for object in scene.child("objects")?.children ?? [] { visitTopLevel(object) }
            }
        }
        for object in root.child("objects")?.children ?? [] { visitTopLevel(object) }
        guard diagnostics.isEmpty else { return nil }
        preserveSuperviewMargins()
        addGuides()
        for (element, owner) in constraintOwners {
            for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
                readConstraint(constraint, owner: owner)
            }
        }
        measurePositionsInContainers()
        averageTiedMeasures()
        readCodeAlignmentRectangles()
        for stack in stacks { addStackConstraints(stack) }
        for id in autoresizing { addAutoresizingConstraints(id) }
        addContentGuides()
        // A view its superview lays out by autoresizing has its frame from the superview's
        // drawn size and its mask, not from constraints: Xcode never marks one misplaced (none
        // of the corpus's 39 such subviews is), and where its superview's solved size differs
        // from the drawn one, the superview's own finding says so. Its saved frame is not
        // compared (its constraints above were derived from it).
        for id in autoresizing {
            if let index = viewIndex[id] { views[index].frame = nil }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return renamed()
    }

    mutating func fail(_ id: String, _ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(ruleID: id, severity: .error, message: message, location: location(position)))
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: file.path, position: position)
    }

    // MARK: Document-level facts

    mutating func readCanvas() {
        if let element = root.child("device"), let id = element["id"], let named = Device.named(id, orientation: element["orientation"]) {
            device = named
            canvasNamed = true
            // Documents that name a device come from Xcode 8 on: their canvas draws iOS's San
            // Francisco system font.
            systemFontMetrics = true
        } else if let metrics = root.child("simulatedMetricsContainer"),
                  let screen = metrics.children.first(where: { $0.name == "simulatedScreenMetrics" }),
                  let simulated = Device.simulated(screen["type"]) {
            device = simulated
            canvasNamed = true
        }
    }

    /// The view File's Owner's `view` outlet names in a xib: a view controller's root view.
    var filesOwnerView: String? {
        let owner = root.child("objects")?.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        return owner?.child("connections")?.children(named: "outlet").first { $0["property"] == "view" }?["destination"]
    }

    mutating func readResources() {
        for image in root.child("resources")?.children(named: "image") ?? [] {
            if let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) {
                images[name] = (width, height)
            }
        }
        for designable in root.child("designables")?.children(named: "designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            let value = { (text: String?) -> Double? in text.flatMap(Double.init).flatMap { $0 < 0 ? nil : $0 } }
            designables[id] = (value(size["width"]), value(size["height"]))
        }
    }

    /// View controllers shown inside a navigation controller: its root view controller and
    /// every scene reached from one by a show or push segue.
    mutating func findNavigationStacks() {
        var segues: [(source: String, kind: String, relationship: String?, destination: String)] = []
        for scene in root.child("scenes")?.children(named: "scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] {
                guard let source = object["id"] else { continue }
                // Segues hang off the controller or off any control or cell inside its view.
                var pending = [object]
                while let element = pending.popLast() {
                    if element.name == "segue", let destination = element["destination"], let kind = element["kind"] {
                        segues.append((source, kind, element["relationship"], destination))
                    }
                    pending += element.children
                }
            }
        }
        let controllers = (root.child("scenes")?.children(named: "scene") ?? []).flatMap {
            ($0.child("objects")?.children ?? []).filter { $0.name == "navigationController" }
        }
        func reached(from navigationControllers: Set<String>) -> Set<String> {
            var stack = Set(segues.filter { navigationControllers.contains($0.source) && $0.relationship == "rootViewController" }.map(\.destination))
            var changed = true
            while changed {
                changed = false
                for segue in segues where stack.contains(segue.source) && ["show", "push"].contains(segue.kind) && !stack.contains(segue.destination) {
                    stack.insert(segue.destination)
                    changed = true
                }
            }
            return stack
        }
        navigationStack = reached(from: Set(controllers.compactMap { $0["id"] }))
        underOpaqueBar = reached(from: Set(controllers.filter {
            $0.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
        }.compactMap { $0["id"] }))
        // A navigation controller's bottom bar (its simulated metrics, or the tab bar its tab
        // bar item stands for) is inferred for every scene of its stack; the canvas draws it
        // whatever `hidesBottomBarWhenPushed` says, which only takes effect when the app runs
        // (corpus: XMessage.storyboard marks misplaced a view pinned to the bottom layout
        // guide of a pushed scene that hides the bar, drawn at the screen's bottom).
        for controller in controllers {
            guard let id = controller["id"] else { continue }
            let bar = SimulatedBars(controller).bottom ?? (controller.child("tabBarItem", key: "tabBarItem") != nil ? 49 : nil)
            guard let bar, bar > 0 else { continue }
            for scene in reached(from: [id]) { navigationBottomBar[scene] = max(navigationBottomBar[scene] ?? 0, bar) }
        }
    }

    /// The `default` variation's `<exclude>` references: not installed in Any/Any. Also the
    /// scenes embedded in container views (`<segue kind="embed">`).
    mutating func collectExclusions(_ element: XMLElement) {
        for child in element.children {
            if child.name == "segue", child["kind"] == "embed", let destination = child["destination"] {
                embedded.insert(destination)
            }
            if child.name == "variation", child["key"] == "default" {
                for mask in child.children(named: "mask") {
                    for exclude in mask.children(named: "exclude") {
                        if let reference = exclude["reference"] { excluded.insert(reference) }
                    }
                }
            } else {
                collectExclusions(child)
            }
        }
    }

    // MARK: Finding layouts

    static let nonViewElements: Set<String> = [
        "placeholder", "customObject", "navigationItem", "barButtonItem", "tabBarItem", "segue", "connections",
        "constraints", "constraint", "layoutGuides", "viewLayoutGuide", "menu", "userDefaultsController",
        "exit", "tapGestureRecognizer", "panGestureRecognizer", "navigationBar", "toolbar", "tabBar",
        "viewControllerPlaceholder", "rect", "frame", "size", "color", "fontDescription", "variation",
    ]

    /// The first toolsVersion of Xcode 7 (8000; Xcode 6.4 is 7706), whose iOS canvas draws
    /// the iOS 9 SDK's San Francisco.
    static let xcode7ToolsVersion: Double = 8000

    /// The first toolsVersion of Xcode 8, whose documents list designables' measured sizes.
    static let xcode8ToolsVersion: Double = 11000

    /// The first toolsVersion of Xcode 26, whose canvas draws macOS 26's controls.
    static let xcode26ToolsVersion: Double = 24000

    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]

    func isView(_ element: XMLElement) -> Bool {
        guard element["id"] != nil, !Self.nonViewElements.contains(element.name), !element.name.hasSuffix("Controller") else { return false }
        return element.child("rect", key: "frame") != nil || element.child("frame", key: "frameInset") != nil
            || element.child("subviews") != nil || element.child("constraints") != nil || element.name == "view"
            || (Self.cellElements.contains(element.name) && element.children.contains { $0["key"] == "contentView" })
    }

    mutating func visitTopLevel(_ element: XMLElement) {
        if let view = element.children.first(where: { $0["key"] == "view" && isView($0) }), element.name != "window" {
            addRoot(view, controller: element)
        } else if element.name == "window" || element.name == "panel" {
            if let content = element.children.first(where: { $0["key"] == "contentView" && isView($0) }), let id = content["id"] {
                // The window's content rectangle is the content view's size; a content view
                // drawn at another size is the stale one (corpus: AddFeedFromListSheet.xib,
                // whose subviews sit where the 217-point contentRect puts them, not the
                // 300-point content view marked misplaced).
                let contentRect = element.child("rect", key: "contentRect")
                let size = contentRect.flatMap { rect in
                    rect["width"].flatMap(Double.init).flatMap { width in rect["height"].flatMap(Double.init).map { (width, $0) } }
                }
                addRoot(content, controller: nil, size: size)
                // A window fits its content: constraints size the content view, and the window
                // only holds on to its size at NSLayoutPriorityWindowSizeStayPut (500).
                if let index = viewIndex[id], let frame = views[index].frame {
                    let width = frame.width
                    let height = frame.height
                    views[index].frame = nil
                    let at = views[index].source.key
                    synthesize("\(id) window width", first: ConstraintAnchor(item: id, attribute: .width), second: nil,
                               constant: width, priority: 500, at: at)
                    synthesize("\(id) window height", first: ConstraintAnchor(item: id, attribute: .height), second: nil,
                               constant: height, priority: 500, at: at)
                }
            }
        } else if isView(element) {
            addRoot(element, controller: nil)
        }
    }

    /// The design frame: `<rect key="frame">`, or the Xcode 8 format's `<frame key="frameInset">`
    /// where an absent `minX`/`minY` is 0 and a size may be given as the inset from the far edge.
    static func frame(of element: XMLElement, parentSize: (width: Double, height: Double)? = nil) -> LayoutFrame? {
        if let rect = element.child("rect", key: "frame"),
           let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
           let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init) {
            return LayoutFrame(x: x, y: y, width: width, height: height)
        }
        if let inset = element.child("frame", key: "frameInset") {
            let number = { (name: String) in inset[name].flatMap(Double.init) }
            let x = number("minX") ?? 0
            let y = number("minY") ?? 0
            let width = number("width") ?? parentSize.map { $0.width - x - (number("maxX") ?? 0) }
            let height = number("height") ?? parentSize.map { $0.height - y - (number("maxY") ?? 0) }
            if let width, let height { return LayoutFrame(x: x, y: y, width: width, height: height) }
        }
        return nil
    }

    mutating func addRoot(_ element: XMLElement, controller: XMLElement?, size: (width: Double, height: Double)? = nil) {
        guard let id = element["id"], viewIndex[id] == nil else { return }
        var view = makeView(element, parent: nil)
        var frame = Self.frame(of: element) ?? LayoutFrame(x: 0, y: 0, width: device.width, height: device.height)
        if let size { frame = LayoutFrame(x: frame.x, y: frame.y, width: size.width, height: size.height) }
        // A root is placed where the design puts it: (0, 0), its own size.
        view.frame = LayoutFrame(x: 0, y: 0, width: frame.width, height: frame.height)
        if let controller {
            let bars = SimulatedBars(controller)
            // A freeform scene, or one whose status bar is set to none, is drawn without a
            // status bar: on a device without a sensor housing nothing is left of the top
            // inset (corpus: ProductAddViewController.storyboard, freeform under a simulated
            // navigation bar, draws a view at its root's top margin at y = 44, not 64).
            let sensorHousing = useSafeAreas && device.safeTop > 20
            var top = bars.statusBar ? (useSafeAreas ? device.safeTop : 20) : (sensorHousing ? device.safeTop : 0)
            var bottom = useSafeAreas ? device.safeBottom : 0
            if isMac {
                // A Mac has no status bar or home indicator.
                top = 0
                bottom = 0
            }
            // A navigation item, or a place in a navigation controller's stack (Xcode infers
            // the bar for scenes pushed from one), means the scene shows under a navigation bar;
            // simulated metrics set the bars outright.
            if let topBar = bars.top {
                top += topBar
            } else if isStoryboard, !isMac,
               controller.child("navigationItem", key: "navigationItem") != nil || navigationStack.contains(controller["id"] ?? "") {
                top += 44
            }
            if let bottomBar = bars.bottom {
                bottom += bottomBar
            } else if controller.child("tabBarItem", key: "tabBarItem") != nil {
                bottom += 49
            } else if isStoryboard, !isMac, let bar = navigationBottomBar[controller["id"] ?? ""] {
                bottom += bar
            }
            if isStoryboard, !isMac, underOpaqueBar.contains(controller["id"] ?? ""), controller["extendedLayoutIncludesOpaqueBars"] != "YES",
               !embedded.contains(controller["id"] ?? "") {
                // UIKit does not extend a view under an opaque bar (extendedLayoutIncludesOpaqueBars
                // is NO by default): the root starts below the status and navigation bars, as
                // tall as the screen less them, and nothing of them insets it (corpus:
                // Feedback.storyboard draws its scroll views at y = 0, 672 high, on a 736-point
                // canvas; the roots drawn 666 high are marked misplaced).
                let height = frame.y == 0 ? device.height - top : frame.height
                view.frame = LayoutFrame(x: 0, y: 0, width: frame.width, height: height)
                top = 0
            }
            if embedded.contains(controller["id"] ?? "") {
                // A child scene shown in a container view sits below no bars.
                top = 0
                bottom = 0
            } else {
                // A root drawn below the bars (older storyboards: y = 64, height 504 on a
                // 568-point canvas) has only the part of them it overlaps as insets.
                // Without a named canvas the screen is the scene's own (the bars are drawn inside
                // a 600 × 600 root).
                let screenHeight = frame.y + frame.height > device.height || !canvasNamed ? frame.y + frame.height : device.height
                top = max(0, top - frame.y)
                bottom = max(0, frame.y + frame.height - (screenHeight - bottom))
            }
            rootInsets[id] = (top, bottom, device.safeLeft, device.safeRight)
            if !isMac, !embedded.contains(controller["id"] ?? "") { canvasRoots.append(id) }
            if !isMac {
                // Xcode 6 documents (toolsVersion below 7000) drew 16 whatever the width.
                let side = toolsVersion < 7000 ? 16 : Device.sideMargin(forWidth: frame.width)
                // The safe area adds to the margins unless insetsLayoutMarginsFromSafeArea is off.
                let fromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
                view.margins = explicitMargins(element) ?? LayoutMargins(top: fromSafeArea ? top : 0, bottom: fromSafeArea ? bottom : 0,
                                                                         left: side + (fromSafeArea ? device.safeLeft : 0),
                                                                         right: side + (fromSafeArea ? device.safeRight : 0))
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
                let top = bars.statusBar || device.safeTop > 20 ? device.safeTop : 0
                rootInsets[id] = (useSafeAreas ? top : 0, useSafeAreas ? device.safeBottom : 0, device.safeLeft, device.safeRight)
                if !isMac { canvasRoots.append(id) }
            }
            // Xcode lays out a top-level view of a xib like a view controller's root: the
            // system minimum side margins (a corpus view's leadingMargin + 6 is drawn at 26
            // on a 414-point canvas).
            if !isMac, !Self.cellElements.contains(element.name), explicitMargins(element) == nil {
                let side = Device.sideMargin(forWidth: frame.width)
                view.margins = LayoutMargins(top: 8, bottom: 8, left: side, right: side)
                if filesOwnerView == id, let insets = rootInsets[id], element["insetsLayoutMarginsFromSafeArea"] != "NO" {
                    // The view File's Owner's `view` outlet names is a view controller's root:
                    // no system minimum above and below, its safe area added, as a scene's root
                    // (corpus: PinLockViewController.xib draws a button held 8 above its
                    // root's bottom margin 42 above the bottom of an iPhone 11 canvas: the
                    // margin is the safe area's 34).
                    view.margins = LayoutMargins(top: insets.top, bottom: insets.bottom,
                                                 left: side + insets.left, right: side + insets.right)
                }
            }
        }
        insert(view, element: element)
        visitContents(element, id: id)
    }

    mutating func addView(_ element: XMLElement, parent: String, id givenID: String? = nil) {
        guard let id = givenID ?? element["id"], viewIndex[id] == nil, !excluded.contains(id) else { return }
        let view = makeView(element, parent: parent, id: id)
        insert(view, element: element)
        let translates = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        if translates || element["fixedFrame"] == "YES" { autoresizing.append(id) }
        visitContents(element, id: id)
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
        // ImageScrollView, an empty scroll view marked ambiguous).
        if !isMac, element.name == "scrollView", element["translatesAutoresizingMaskIntoConstraints"] == "NO",
           !(element.child("subviews")?.children.contains { $0["id"] != nil } ?? false) {
            usedContentGuides.insert(id)
        }
        // Everything listed under <subviews> is a view, frame or not (Xcode 8 format omits frames).
        for subview in element.child("subviews")?.children ?? [] where subview["id"] != nil {
            if Self.cellElements.contains(subview.name) {
                addRoot(subview, controller: nil)
            } else {
                addView(subview, parent: id)
            }
        }
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

    mutating func visitCells(_ element: XMLElement, table: XMLElement) {
        if Self.cellElements.contains(element.name), isView(element) {
            // A table cell saved without a frame is the table's width and its row height
            // (corpus: shepting's Main.storyboard, a 115-point prototype cell whose content
            // view holds a button pinned 4 below its bottom).
            var size: (width: Double, height: Double)?
            if Self.frame(of: element) == nil, element.name == "tableViewCell",
               let height = (element["rowHeight"] ?? table["rowHeight"]).flatMap(Double.init), height > 0 {
                size = (Self.frame(of: table)?.width ?? device.width, height)
                // Its content view, saved without a frame too, ends above the separator: 1 point
                // in the documents that save cells so (Xcode 6 and 7; the same storyboard's framed
                // 44-point cells hold 43-point content views).
                framelessCellSeparator[element["id"] ?? ""] = table["separatorStyle"] == "none" ? 0 : 1
            }
            addRoot(element, controller: nil, size: size)
            return
        }
        for child in element.children { visitCells(child, table: table) }
    }

    // MARK: Views

    static func kind(of element: XMLElement) -> ViewKind {
        switch element.name {
        case "label": return .label
        case "button": return .button
        case "imageView": return .imageView
        case "textField": return .textField
        case "textView": return .textView
        case "switch": return .switch
        case "activityIndicatorView": return .activityIndicator
        case "stackView": return .stackView
        default: return .view
        }
    }

    /// A stopped activity indicator that hides when stopped: UIKit sets `isHidden` on it
    /// itself (UIActivityIndicatorView's `hidesWhenStopped`), and Xcode archives the object
    /// as UIKit left it, `hidden="YES"`, while its canvas lays the indicator out as shown
    /// (corpus: `EpisodeCell.xib`'s indicator keeps its 16 points and the stack's spacing
    /// before the next arranged view, while a hidden image view beside it leaves the
    /// arrangement). The hidden state is the app's until it starts the indicator; the
    /// declared layout is the one drawn.
    static func isHiddenOnlyWhileStopped(_ element: XMLElement) -> Bool {
        element.name == "activityIndicatorView" && element["hidesWhenStopped"] == "YES" && element["animating"] != "YES"
    }

    mutating func makeView(_ element: XMLElement, parent: String?, id givenID: String? = nil) -> LayoutView {
        let id = givenID ?? element["id"] ?? ""
        let elementLocation = location(element.position)
        var source = ViewSource(key: elementLocation, node: elementLocation)
        var view = LayoutView(id: id, parent: parent, kind: Self.kind(of: element), source: source)
        view.interfaceBuilderID = id
        view.hugging = AxisPriorities(horizontal: priority(element, "horizontalHuggingPriority", default: 250, at: &source.huggingValues.horizontal),
                                      vertical: priority(element, "verticalHuggingPriority", default: 250, at: &source.huggingValues.vertical))
        view.compression = AxisPriorities(
            horizontal: priority(element, "horizontalCompressionResistancePriority", default: 750, at: &source.compressionValues.horizontal),
            vertical: priority(element, "verticalCompressionResistancePriority", default: 750, at: &source.compressionValues.vertical))
        view.hidden = element["hidden"] == "YES" && !Self.isHiddenOnlyWhileStopped(element)
        if view.hidden { source.hidden = location(element.position(of: "hidden")) }
        let parentFrame = parent.flatMap { viewIndex[$0] }.flatMap { views[$0].frame }
        // The content view of a cell saved without a frame fills the cell above its separator.
        let cellContentFrame = parent.flatMap { framelessCellSeparator[$0] }.flatMap { separator in
            element["key"] == "contentView" ? parentFrame.map { LayoutFrame(x: 0, y: 0, width: $0.width, height: max(0, $0.height - separator)) } : nil
        }
        if var frame = Self.frame(of: element, parentSize: parentFrame.map { ($0.width, $0.height) }) ?? cellContentFrame {
            if isMac, let parent, let parentFrame, !isFlipped(parent) {
                // AppKit's y grows upward from the superview's bottom edge.
                frame.y = parentFrame.height - frame.y - frame.height
            }
            // Constraints act on the alignment rectangle, which some controls inset from the frame.
            let insets = isMac ? Self.alignmentInsets(of: element, toolsVersion: toolsVersion) : Self.touchAlignmentInsets(of: element)
            frame = LayoutFrame(x: frame.x + insets.left, y: frame.y + insets.top,
                                width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
            view.frame = frame
            source.frame = location((element.child("rect", key: "frame") ?? element.child("frame", key: "frameInset"))?.position ?? element.position)
        }
        if let margins = explicitMargins(element) {
            view.margins = margins
        } else if element.name == "tableViewCellContentView" || element.name == "collectionViewCellContentView" {
            // Cell content views: UIKit's system margins (11 top and bottom since iOS 11).
            let vertical: Double = toolsVersion >= 13000 ? 11 : 8
            let side: Double = toolsVersion >= 13000 ? device.rootSideMargin : 8
            view.margins = LayoutMargins(top: vertical, bottom: vertical, left: side, right: side)
        }
        view.intrinsic = intrinsicSize(of: element, frame: view.frame, source: &source)
        if let frame = view.frame, isMac || systemFontMetrics {
            view.baseline = TextBaselines.baselines(of: element, height: frame.height, isMac: isMac)
        }
        if ImageViewContent.image(of: element)?.isSymbol == true, element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            // A symbol image's alignment rectangle, which the image view takes as its own and
            // constraints act on, comes with the symbol (its alignment insets), and the file
            // does not record it: the saved frame cannot be compared (corpus: a 39 × 39 image
            // view of chevron.down drawn 39 × 29 in NetNewsWire; 16 × 16 ones drawn 16 × 22 on
            // the Mac).
            view.frame = nil
        }
        view.source = source
        return view
    }

    mutating func priority(_ element: XMLElement, _ name: String, default value: Double, at location: inout SourceLocation?) -> LayoutPriority {
        guard let text = element[name] else { return LayoutPriority(value) }
        location = self.location(element.position(of: name))
        guard let number = Double(text), number.isFinite else {
            fail(InterfaceBuilderProblem.document, "\(name) is '\(text)', not a number", at: element.position(of: name))
            return LayoutPriority(value)
        }
        return LayoutPriority(number, written: text)
    }

    func explicitMargins(_ element: XMLElement) -> LayoutMargins? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return LayoutMargins(top: insets["top"].flatMap(Double.init) ?? 0, bottom: insets["bottom"].flatMap(Double.init) ?? 0,
                                 left: insets["left"].flatMap(Double.init) ?? 0, right: insets["right"].flatMap(Double.init) ?? 0)
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return LayoutMargins(top: insets["top"].flatMap(Double.init) ?? 0, bottom: insets["bottom"].flatMap(Double.init) ?? 0,
                                 leading: insets["leading"].flatMap(Double.init) ?? 0, trailing: insets["trailing"].flatMap(Double.init) ?? 0)
        }
        return nil
    }

    mutating func intrinsicSize(of element: XMLElement, frame: LayoutFrame?, source: inout ViewSource) -> IntrinsicSize {
        let id = element["id"] ?? ""
        var size = IntrinsicSize.none
        let axes = IntrinsicSizes.axes(of: element, isMac: isMac)
        if axes != .none {
            var value: (width: Double, height: Double)
            if let fixed = IntrinsicSizes.fixedSize(of: element) {
                value = fixed
            } else if let name = ImageViewContent.image(of: element)?.name, let image = images[name] {
                value = image
            } else if let frame, element["misplaced"] != "YES" {
                value = (frame.width, frame.height)
                measuredFromFrame.insert(id)
            } else {
                value = IntrinsicSizes.estimate(for: element, toolsVersion: toolsVersion, isMac: isMac)
            }
            if element.name == "label", element["text"] == "" {
                value = (0, 0)
            } else if systemFontMetrics, !isMac, let height = IntrinsicSizes.systemLabelHeight(of: element, drawnHeight: frame?.height, scale: device.scale) {
                value.height = height
            }
            size = IntrinsicSize(width: axes == .height ? nil : value.width, height: axes == .width ? nil : value.height)
        }
        if let designable = designables[id] {
            size = IntrinsicSize(width: designable.width, height: designable.height)
            source.intrinsic = source.key
        } else if axes == .none, element.name == "view", element["customClass"] != nil, toolsVersion < Self.xcode8ToolsVersion,
                  let frame, element["misplaced"] != "YES" {
            // Before Xcode 8 the document does not record what Xcode measured of an
            // @IBDesignable view (the <designables> list): a custom view's intrinsic size is
            // its code's, known to Xcode and not to the file. As for text, the drawn frame of
            // a view Xcode did not find misplaced is the measure it made.
            size = IntrinsicSize(width: frame.width, height: frame.height)
            measuredByCode.insert(id)
        }
        for (attribute, horizontal) in [("placeholderIntrinsicWidth", true), ("placeholderIntrinsicHeight", false)] {
            guard let text = element[attribute] else { continue }
            source.intrinsic = location(element.position(of: attribute))
            let value: Double?
            if text == "infinite" {
                value = nil
            } else if let number = Double(text), number.isFinite, number >= 0 {
                value = number
            } else {
                fail(InterfaceBuilderProblem.document, "\(attribute) is '\(text)': expected a number or 'infinite'", at: element.position(of: attribute))
                continue
            }
            if horizontal { size.width = value } else { size.height = value }
        }
        return size
    }

    /// The name Xcode's document outline gives an element: its label, else its text or title
    /// with the class, else the class.
    static func outlineName(of element: XMLElement, isMac: Bool) -> String {
        if let label = element["userLabel"], !label.isEmpty { return clean(label) }
        let className = element["customClass"].map { $0 } ?? displayClass(element.name)
        var text: String?
        switch element.name {
        case "label", "textField":
            text = element["text"] ?? element["title"]
        case "button":
            text = element.children(named: "state").first { $0["key"] == "normal" }?["title"] ?? element.child("buttonConfiguration")?["title"] ?? element["title"]
        default:
            text = nil
        }
        if let text, !text.isEmpty {
            // "Title Label", "Sign In Button"; a label still saying "Label" is just that.
            let short = clean(text)
            let kind = displayClass(element.name)
            return short == kind ? kind : "\(short) \(kind)"
        }
        return className
    }

    static func clean(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(40)) + "…" : flat
    }

    /// `imageView` → "Image View", `tableViewCellContentView` → "Content View".
    static func displayClass(_ name: String) -> String {
        switch name {
        case "tableViewCellContentView", "collectionViewCellContentView": return "Content View"
        case "tableViewCell": return "Table View Cell"
        case "view": return "View"
        default: break
        }
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `preservesSuperviewLayoutMargins`: where a view's edge lies within its superview's
    /// margin, UIKit makes the view's margin on that side at least the part of the
    /// superview's margin it overlaps (UIView documentation). Measured on the design frames;
    /// a table cell's content view, whose superview's margins come from its table, keeps its own.
    mutating func preserveSuperviewMargins() {
        for index in views.indices {
            guard let element = elements[views[index].id], element["preservesSuperviewLayoutMargins"] == "YES",
                  !["tableViewCellContentView", "collectionViewCellContentView"].contains(element.name),
                  let frame = views[index].frame, let parentIndex = views[index].parent.flatMap({ viewIndex[$0] }),
                  let parentFrame = views[parentIndex].frame else { continue }
            let own = views[index].margins.resolved(for: .leftToRight)
            let outer = views[parentIndex].margins.resolved(for: .leftToRight)
            let overlap = (top: outer.top - frame.y, bottom: outer.bottom - (parentFrame.height - frame.y - frame.height),
                           left: outer.left - frame.x, right: outer.right - (parentFrame.width - frame.x - frame.width))
            views[index].margins = LayoutMargins(top: max(own.top, overlap.top), bottom: max(own.bottom, overlap.bottom),
                                                 left: max(own.left, overlap.left), right: max(own.right, overlap.right))
        }
    }

    // MARK: Layout guides

    enum GuideKind {
        case safeArea, margins, topLayoutGuide, bottomLayoutGuide
    }

    var pendingGuides: [(kind: GuideKind, id: String, owner: String)] = []

    mutating func addGuideView(_ id: String, owner: String, name: String, element: XMLElement) {
        guard viewIndex[id] == nil else { return }
        let guideLocation = location(element.position)
        var view = LayoutView(id: id, parent: owner, kind: .view, source: ViewSource(key: guideLocation, node: guideLocation))
        view.interfaceBuilderID = id
        views.append(view)
        viewIndex[id] = views.count - 1
        baseNames[id] = name
    }

    mutating func addGuides() {
        for (kind, id, owner) in pendingGuides {
            guard let guideIndex = viewIndex[id] else { continue }
            let at = views[guideIndex].source.key
            switch kind {
            case .safeArea:
                let insets = safeAreaInsets(of: owner)
                let pins = pin(id, to: owner, insets: insets, name: "safe area", at: at)
                if canvasRoots.contains(owner), let own = rootInsets[owner] {
                    safeAreaPins.append((owner, pins, (max(0, own.top - device.safeTop), max(0, own.bottom - device.safeBottom))))
                }
            case .margins:
                for (attribute, target) in [(LayoutAttribute.leading, LayoutAttribute.leadingMargin), (.trailing, .trailingMargin),
                                            (.top, .topMargin), (.bottom, .bottomMargin)] {
                    synthesize("\(id) margins \(attribute.rawValue)", first: ConstraintAnchor(item: id, attribute: attribute),
                               second: ConstraintAnchor(item: owner, attribute: target), at: at)
                }
            case .topLayoutGuide, .bottomLayoutGuide:
                let top = kind == .topLayoutGuide
                let height = top ? (rootInsets[owner]?.top ?? 20) : (rootInsets[owner]?.bottom ?? 0)
                synthesize("\(id) edge", first: ConstraintAnchor(item: id, attribute: top ? .top : .bottom),
                           second: ConstraintAnchor(item: owner, attribute: top ? .top : .bottom), at: at)
                synthesize("\(id) height", first: ConstraintAnchor(item: id, attribute: .height), second: nil, constant: height, at: at)
                synthesize("\(id) leading", first: ConstraintAnchor(item: id, attribute: .leading),
                           second: ConstraintAnchor(item: owner, attribute: .leading), at: at)
                synthesize("\(id) width", first: ConstraintAnchor(item: id, attribute: .width),
                           second: ConstraintAnchor(item: owner, attribute: .width), at: at)
            }
        }
    }

    /// The safe-area insets of a view: the device's at a view controller's root (with bars),
    /// else the part of the root's insets the view's design frame overlaps.
    func safeAreaInsets(of id: String) -> (top: Double, bottom: Double, left: Double, right: Double) {
        if let insets = rootInsets[id] { return insets }
        var chain: [LayoutView] = []
        var current = viewIndex[id].map { views[$0] }
        while let view = current {
            chain.append(view)
            current = view.parent.flatMap { viewIndex[$0] }.map { views[$0] }
        }
        guard let rootView = chain.last, let insets = rootInsets[rootView.id], let rootFrame = rootView.frame else { return (0, 0, 0, 0) }
        var x = 0.0, y = 0.0
        for view in chain.dropLast() {
            guard let frame = view.frame else { return (0, 0, 0, 0) }
            x += frame.x
            y += frame.y
        }
        guard let frame = chain.first?.frame, chain.count > 1 else { return insets }
        return (max(0, insets.top - y), max(0, y + frame.height - (rootFrame.height - insets.bottom)),
                max(0, insets.left - x), max(0, x + frame.width - (rootFrame.width - insets.right)))
    }

    /// Pins `id`'s edges inside `owner`'s by `insets`; the ids of the left, right, top and
    /// bottom constraints.
    @discardableResult
    mutating func pin(_ id: String, to owner: String, insets: (top: Double, bottom: Double, left: Double, right: Double), name: String, at: SourceLocation) -> [String] {
        [synthesize("\(id) \(name) left", first: ConstraintAnchor(item: id, attribute: .left),
                    second: ConstraintAnchor(item: owner, attribute: .left), constant: insets.left, at: at),
         synthesize("\(id) \(name) right", first: ConstraintAnchor(item: id, attribute: .right),
                    second: ConstraintAnchor(item: owner, attribute: .right), constant: -insets.right, at: at),
         synthesize("\(id) \(name) top", first: ConstraintAnchor(item: id, attribute: .top),
                    second: ConstraintAnchor(item: owner, attribute: .top), constant: insets.top, at: at),
         synthesize("\(id) \(name) bottom", first: ConstraintAnchor(item: id, attribute: .bottom),
                    second: ConstraintAnchor(item: owner, attribute: .bottom), constant: -insets.bottom, at: at)]
    }

    // MARK: Constraints

    /// A constraint UIKit makes at run time: required unless said, named for messages. Its id.
    @discardableResult
    mutating func synthesize(_ id: String, named: Bool = false, first: ConstraintAnchor, relation: LayoutRelation = .equal,
                             second: ConstraintAnchor?, multiplier: Double = 1, constant: Double = 0,
                             priority: Double = 1000, at location: SourceLocation) -> String {
        let unique = claimUniqueName(id, separator: " ", in: &constraintIDs)
        constraints.append(LayoutConstraint(
            id: unique, isAnonymous: !named, first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: LayoutPriority(priority), form: .mapping,
            source: ConstraintSource(entry: location, location: location)))
        return unique
    }

    mutating func readConstraint(_ element: XMLElement, owner: String) {
        // "Remove at build time": code makes the real constraint at run time. It stays as a
        // stand-in at priority 1, so it never conflicts with or outweighs anything written,
        // while the freedom the code's constraint removes is not reported as ambiguous.
        let isPlaceholder = element["placeholder"] == "YES"
        let ibID = element["id"] ?? ""
        // Not installed in Any/Any: kept inactive when a size class installs it.
        let active = !excluded.contains(ibID)
        if !active, !includedSomewhere.contains(ibID) { return }
        guard let firstAttribute = attribute(element, "firstAttribute") else { return }
        guard let firstItem = item(element, "firstItem", default: owner) else { return }
        var second: ConstraintAnchor?
        var secondAttributeName = element["secondAttribute"]
        if secondAttributeName == "notAnAttribute" { secondAttributeName = nil }
        if element["secondItem"] != nil || secondAttributeName != nil {
            guard let secondItem = item(element, "secondItem", default: owner),
                  let secondAttribute = attribute(element, "secondAttribute") else { return }
            second = ConstraintAnchor(item: secondItem, attribute: secondAttribute)
        }
        var first = ConstraintAnchor(item: firstItem, attribute: firstAttribute)
        // Edges and centers of a scroll view seen from its content mean the content area.
        if let target = second {
            first = contentAnchor(first, other: target.item, written: element["firstItem"] ?? owner)
            second = contentAnchor(target, other: first.item, written: element["secondItem"] ?? owner)
        }
        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal"?: relation = .equal
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?:
            fail(InterfaceBuilderProblem.document, "relation '\(other)' is not 'equal', 'greaterThanOrEqual' or 'lessThanOrEqual'", at: element.position(of: "relation"))
            return
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = Self.multiplier(text) else {
                fail(InterfaceBuilderProblem.document, "multiplier '\(text)' is not a number, a ratio 'a:b' or a fraction 'a/b'", at: element.position(of: "multiplier"))
                return
            }
            multiplier = value
        }
        var constant = 0.0
        if let text = element["constant"] {
            guard let value = Double(text), value.isFinite else {
                fail(InterfaceBuilderProblem.document, "constant '\(text)' is not a number", at: element.position(of: "constant"))
                return
            }
            constant = value
        }
        var priority = LayoutPriority.required
        if let text = element["priority"] {
            guard let value = Double(text), value.isFinite else {
                fail(InterfaceBuilderProblem.document, "priority '\(text)' is not a number", at: element.position(of: "priority"))
                return
            }
            priority = LayoutPriority(value, written: text)
        }
        if isPlaceholder {
            priority = LayoutPriority(1)
        }
        var id = ibID
        // A constraint a size class changes is named by its IB id, so states can name it.
        var anonymous = !namedByStates.contains(ibID)
        if let identifier = element["identifier"], !identifier.isEmpty, !constraintIDs.contains(identifier) {
            id = identifier
            anonymous = false
        }
        let unique = claimUniqueName(id.isEmpty ? "constraint" : id, separator: " ", in: &constraintIDs)
        var source = ConstraintSource(entry: location(element.position), location: location(element.position))
        if element["id"] != nil { source.id = location(element.position(of: "id")) }
        if element["constant"] != nil { source.constant = location(element.position(of: "constant")) }
        if element["priority"] != nil { source.priority = location(element.position(of: "priority")) }
        constraints.append(LayoutConstraint(id: unique, isAnonymous: anonymous, first: first, relation: relation, second: second,
                                            multiplier: multiplier, constant: constant, priority: priority, active: active,
                                            form: .mapping, source: source))
        constraintModelIDs[ibID] = unique
    }

    /// Two views that a required constraint makes equal in width (or height), both measured
    /// off frames Xcode did not find misplaced, were drawn at one solved size: their drawn
    /// sizes differ only by Xcode's rounding of each edge (whole points on the Mac canvas,
    /// pixels on iOS), so each is that size to within a point, and their mean is the closer
    /// measure of both. Corpus: `CurrentActivityWindow.xib` (Xcode 26) draws two push buttons
    /// of equal width 96 and 95 wide, edges on whole points, around a solved 95.5.
    mutating func averageTiedMeasures() {
        for constraint in constraints where constraint.active && constraint.priority.isRequired && constraint.relation == .equal
            && constraint.multiplier == 1 && constraint.constant == 0 {
            guard let second = constraint.second, second.attribute == constraint.first.attribute,
                  constraint.first.attribute == .width || constraint.first.attribute == .height,
                  second.item != constraint.first.item,
                  measuredFromFrame.contains(constraint.first.item), measuredFromFrame.contains(second.item),
                  let a = viewIndex[constraint.first.item], let b = viewIndex[second.item] else { continue }
            let width = constraint.first.attribute == .width
            let path: WritableKeyPath<IntrinsicSize, Double?> = width ? \.width : \.height
            guard let first = views[a].intrinsic[keyPath: path], let other = views[b].intrinsic[keyPath: path],
                  let drawnFirst = views[a].frame.map({ width ? $0.width : $0.height }),
                  let drawnOther = views[b].frame.map({ width ? $0.width : $0.height }),
                  first == drawnFirst, other == drawnOther, first != other, abs(first - other) <= 1 else { continue }
            let mean = (first + other) / 2
            views[a].intrinsic[keyPath: path] = mean
            views[b].intrinsic[keyPath: path] = mean
        }
    }

    /// A custom view whose code Xcode ran before Xcode 8 (see `intrinsicSize`) has its
    /// code's alignment rectangle too: UIView's `alignmentRectInsets`, which constraints act
    /// on, is the class's to override, and Xcode's canvas lays a rendered view out with it,
    /// while the document records only the frame. Where the view is not marked misplaced and
    /// a required edge constraint ties one of its edges to the drawn edge of its superview or
    /// of an unmarked sibling, that is where its alignment rectangle's edge is: the view is
    /// read as that rectangle (its intrinsic size with it). An edge no such constraint reaches,
    /// or that two of them place apart, keeps the frame's. Corpus: shepting's Xcode 6
    /// `Main.storyboard` draws a framework `PaddedView` (a `padding` of 20) 20 below the view
    /// its top is pinned to and 20 above the view pinned to its bottom, none marked.
    mutating func readCodeAlignmentRectangles() {
        for id in measuredByCode.sorted() {
            guard let index = viewIndex[id], let frame = views[index].frame, let parent = views[index].parent else { continue }
            var edges: [LayoutAttribute: Double] = [:]
            var conflicting: Set<LayoutAttribute> = []
            for constraint in constraints where constraint.active && constraint.priority.isRequired && constraint.relation == .equal
                && constraint.multiplier == 1 {
                guard let second = constraint.second else { continue }
                let (mine, other, offset): (ConstraintAnchor, ConstraintAnchor, Double)
                if constraint.first.item == id, second.item != id {
                    (mine, other, offset) = (constraint.first, second, constraint.constant)
                } else if second.item == id, constraint.first.item != id {
                    (mine, other, offset) = (second, constraint.first, -constraint.constant)
                } else {
                    continue
                }
                guard let edge = Self.frameEdge(mine.attribute), let otherEdge = Self.frameEdge(other.attribute),
                      edge.axis == otherEdge.axis, let position = drawnEdge(otherEdge, of: other.item, in: parent) else { continue }
                let placed = position + offset
                if let known = edges[edge], abs(known - placed) > 0.001 { conflicting.insert(edge) }
                edges[edge] = placed
            }
            for edge in conflicting { edges[edge] = nil }
            var rectangle = frame
            if let top = edges[.top] { rectangle.y = top; rectangle.height = frame.y + frame.height - top }
            if let bottom = edges[.bottom] { rectangle.height = bottom - rectangle.y }
            if let leading = edges[.leading] { rectangle.x = leading; rectangle.width = frame.x + frame.width - leading }
            if let trailing = edges[.trailing] { rectangle.width = trailing - rectangle.x }
            guard rectangle != frame, rectangle.width >= 0, rectangle.height >= 0 else { continue }
            views[index].frame = rectangle
            views[index].intrinsic = IntrinsicSize(width: views[index].intrinsic.width.map { _ in rectangle.width },
                                                   height: views[index].intrinsic.height.map { _ in rectangle.height })
        }
    }

    /// The frame edge an edge attribute names (left-to-right: left is leading).
    static func frameEdge(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .top: .top
        case .bottom: .bottom
        case .leading, .left: .leading
        case .trailing, .right: .trailing
        default: nil
        }
    }

    /// Where an edge of a view lies as drawn, in the coordinates of `parent`: the view is
    /// `parent` itself or a sibling, drawn and not marked misplaced.
    func drawnEdge(_ edge: LayoutAttribute, of item: String, in parent: String) -> Double? {
        guard let index = viewIndex[item], let frame = views[index].frame, let element = elements[item],
              element["misplaced"] != "YES", !measuredByCode.contains(item) else { return nil }
        if item == parent {
            return LayoutFrame(x: 0, y: 0, width: frame.width, height: frame.height).position(of: edge)
        }
        return views[index].parent == parent ? frame.position(of: edge) : nil
    }

    /// `0.5`, `3:4`, `4/7`.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite else { return nil }
            return a / b
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    mutating func attribute(_ element: XMLElement, _ name: String) -> LayoutAttribute? {
        guard let text = element[name] else {
            fail(InterfaceBuilderProblem.document, "the constraint has no \(name)", at: element.position)
            return nil
        }
        guard let attribute = LayoutAttribute(name: text) else {
            fail(InterfaceBuilderProblem.document, "\(name) '\(text)' is not a layout attribute", at: element.position(of: name))
            return nil
        }
        return attribute
    }

    /// The view or guide an item attribute names; the owning view when omitted. A reference
    /// to something Any/Any does not install drops the constraint without a diagnostic.
    mutating func item(_ element: XMLElement, _ name: String, default owner: String) -> String? {
        guard let reference = element[name] else { return owner }
        if let alias = aliases[reference] { return alias }
        if viewIndex[reference] != nil { return reference }
        if contentGuides.values.contains(reference) { return reference }
        if excluded.contains(reference) || excludedAncestor(of: reference) { return nil }
        fail(InterfaceBuilderProblem.document, "\(name) '\(reference)' is not the id of a view or layout guide in this document",
             at: element.position(of: name))
        return nil
    }

    /// True when `reference` names an element inside a subview the default variation excludes.
    mutating func excludedAncestor(of reference: String) -> Bool {
        if excludedSubtreeIDs == nil {
            // Found once per document, not once per reference.
            var ids: Set<String> = []
            func collect(_ element: XMLElement, inExcluded: Bool) {
                let here = inExcluded || (element["id"].map { excluded.contains($0) } ?? false)
                if here, let id = element["id"] { ids.insert(id) }
                for child in element.children { collect(child, inExcluded: here) }
            }
            collect(root, inExcluded: false)
            excludedSubtreeIDs = ids
        }
        return excludedSubtreeIDs?.contains(reference) ?? false
    }

    /// Redirects a scroll view's edge or center, related to a view inside it, to its content.
    mutating func contentAnchor(_ anchor: ConstraintAnchor, other: String, written: String) -> ConstraintAnchor {
        if let scroll = contentGuides.first(where: { $0.value == anchor.item })?.key {
            usedContentGuides.insert(scroll)
            return anchor
        }
        let attachesToFrame = [.width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(anchor.attribute)
        guard !attachesToFrame, let element = elements[anchor.item], element.name == "scrollView",
              aliases[written] == nil, isDescendant(other, of: anchor.item) else { return anchor }
        usedContentGuides.insert(anchor.item)
        return ConstraintAnchor(item: contentGuideID(for: anchor.item), attribute: anchor.attribute)
    }

    func contentGuideID(for scroll: String) -> String {
        contentGuides[scroll] ?? "\(scroll)~content"
    }

    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = viewIndex[id].flatMap { views[$0].parent }
        var steps = 0
        while let next = current, steps < 10_000 {
            if next == ancestor { return true }
            current = viewIndex[next].flatMap { views[$0].parent }
            steps += 1
        }
        return false
    }

    /// A scroll view's content area: its origin at the scroll view's, its size what the
    /// content's constraints make it. Xcode's "Scrollable Content Size" ambiguity is this
    /// guide's; it is located at the scroll view.
    mutating func addContentGuides() {
        for scroll in usedContentGuides.sorted() {
            guard let scrollIndex = viewIndex[scroll] else { continue }
            let id = contentGuideID(for: scroll)
            let at = views[scrollIndex].source.key
            var view = LayoutView(id: id, parent: scroll, kind: .view, source: ViewSource(key: at, node: at))
            view.interfaceBuilderID = scroll
            views.append(view)
            viewIndex[id] = views.count - 1
            baseNames[id] = "Content Layout Guide"
            synthesize("\(id) left", first: ConstraintAnchor(item: id, attribute: .left), second: ConstraintAnchor(item: scroll, attribute: .left), at: at)
            synthesize("\(id) top", first: ConstraintAnchor(item: id, attribute: .top), second: ConstraintAnchor(item: scroll, attribute: .top), at: at)
        }
    }

    // MARK: Autoresizing

    /// The constraints UIKit derives from a view's frame and autoresizing mask
    /// (`NSAutoresizingMaskLayoutConstraint`, "h=--& v=--&" in console logs).
    mutating func addAutoresizingConstraints(_ id: String) {
        guard let index = viewIndex[id], let parent = views[index].parent, let frame = views[index].frame,
              let element = elements[id] else { return }
        let parentFrame = viewIndex[parent].flatMap { views[$0].frame } ?? elements[parent].flatMap { Self.frame(of: $0) }
        let mask = element.child("autoresizingMask", key: "autoresizingMask")
        // UIKit keeps a cell's content view the size of the cell, whatever mask is written.
        let followsCell = ["tableViewCellContentView", "collectionViewCellContentView"].contains(element.name) || (element["key"] == "contentView" && Self.cellElements.contains(elements[parent]?.name ?? ""))
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
        axis(id, parent: parent, origin: y, size: frame.height, total: parentFrame?.height,
             flexible: (flexibleTop, flag("heightSizable"), flexibleBottom),
             attributes: (.top, .height, .bottom, .centerY), label: "v", at: at)
    }

    /// UIKit's alignment-rect insets (left, top, right, bottom): a slider's frame reaches 2
    /// points past its track on each side (Xcode draws a slider pinned 20 from an edge at 18;
    /// corpus: every slider of CastToViewController.xib and shepting's Main.storyboard). A
    /// segmented control's frame reaches 1 point below the rectangle constraints act on (corpus:
    /// one drawn 32 high in a stack that spaces it as 31, ProductAddViewController.storyboard;
    /// one whose height constraint makes 36 drawn 37, MediBand's Main.storyboard). A switch
    /// is drawn 51 wide around a 49-point alignment rectangle (its intrinsic width), the 2
    /// extra on the right (corpus: a switch centred in a 393-point root drawn at x = 172,
    /// TwelveView.storyboard; one pinned at both sides 49 apart drawn 51 wide, ProductAdd).
    static func touchAlignmentInsets(of element: XMLElement) -> (left: Double, top: Double, right: Double, bottom: Double) {
        switch element.name {
        case "slider": return (2, 0, 2, 0)
        case "segmentedControl": return (0, 0, 0, 1)
        case "switch": return (0, 0, 2, 0)
        default: return (0, 0, 0, 0)
        }
    }

    /// AppKit's alignment-rect insets (left, top, right, bottom) between a control's frame and
    /// the rectangle constraints act on, as Xcode's canvas shows them: a label-style text
    /// field 2 on each side, a rounded push button 6 on the sides, 4 above and 7 below, a pop-up
    /// button 2/1/3/3 (read off the constraints around the corpus's one pop-up button), a box 3
    /// all round, a separator box 2 above and below. Xcode 26
    /// (toolsVersion 24000 on, the macOS 26 SDK) draws a rounded push button 24 high with its
    /// frame on its bezel: no insets (corpus: both of its Mac files pin such buttons 20 from
    /// an edge with the frame at 20).
    static func alignmentInsets(of element: XMLElement, toolsVersion: Double) -> (left: Double, top: Double, right: Double, bottom: Double) {
        switch element.name {
        case "textField":
            let cell = element.child("textFieldCell")
            return cell?["borderStyle"] != nil || cell?["bezeled"] == "YES" ? (0, 0, 0, 0) : (2, 0, 2, 0)
        case "button":
            let legacyBezel = toolsVersion < Self.xcode26ToolsVersion
            return element.child("buttonCell")?["bezelStyle"] == "rounded" && legacyBezel ? (6, 4, 6, 7) : (0, 0, 0, 0)
        case "popUpButton":
            return (2, 1, 3, 3)
        case "box":
            guard element["boxType"] == "separator" else { return (3, 3, 3, 3) }
            return IntrinsicSizes.separatorIsVertical(element) ? (2, 0, 2, 0) : (0, 2, 0, 2)
        default:
            return (0, 0, 0, 0)
        }
    }

    func isFlipped(_ id: String) -> Bool {
        guard let element = elements[id] else { return false }
        return ["stackView", "clipView", "tableCellView", "gridView"].contains(element.name) || element["flipped"] == "YES"
    }

    mutating func axis(_ id: String, parent: String, origin: Double, size: Double, total: Double?,
                       flexible: (Bool, Bool, Bool), attributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute),
                       label: String, at: SourceLocation) {
        let name = "\(id) autoresizing \(label)"
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
                synthesize("\(name) size", first: ConstraintAnchor(item: id, attribute: attributes.1), second: nil, constant: size, at: at)
            } else {
                synthesize("\(name) size", first: ConstraintAnchor(item: id, attribute: attributes.1),
                           second: ConstraintAnchor(item: parent, attribute: attributes.1), multiplier: sizeWeight,
                           constant: size - total * sizeWeight, at: at)
            }
            if abs(positionWeight - 1) < 1e-9 {
                synthesize("\(name) position", first: ConstraintAnchor(item: id, attribute: attributes.0),
                           second: ConstraintAnchor(item: parent, attribute: attributes.2), constant: origin - total, at: at)
                return
            }
            if abs(positionWeight - 0.5) < 1e-9 {
                synthesize("\(name) position", first: ConstraintAnchor(item: id, attribute: attributes.0),
                           second: ConstraintAnchor(item: parent, attribute: attributes.3), constant: origin - total / 2, at: at)
                return
            }
        } else {
            synthesize("\(name) size", first: ConstraintAnchor(item: id, attribute: attributes.1), second: nil, constant: size, at: at)
        }
        // Other shares of the extra space hold exactly at the design size of the superview.
        synthesize("\(name) position", first: ConstraintAnchor(item: id, attribute: attributes.0),
                   second: ConstraintAnchor(item: parent, attribute: attributes.0), constant: origin, at: at)
    }

    // MARK: Naming

    /// The document with outline names for views, the IB id added where a name repeats.
    func renamed() -> LayoutDocument {
        var counts: [String: Int] = [:]
        for view in views { counts[baseNames[view.id] ?? view.id, default: 0] += 1 }
        var names: [String: String] = [:]
        var taken: Set<String> = []
        for view in views {
            let base = baseNames[view.id] ?? view.id
            var name = counts[base, default: 0] > 1 ? "\(base) (\(view.interfaceBuilderID ?? view.id))" : base
            if view.id.hasSuffix("~content"), counts[base, default: 0] > 1 { name = "\(base) (\(view.parent ?? view.id))" }
            while taken.contains(name) { name += "'" }
            taken.insert(name)
            names[view.id] = name
        }
        let renamedViews = views.map { view -> LayoutView in
            var copy = view
            copy.id = names[view.id] ?? view.id
            copy.parent = view.parent.map { names[$0] ?? $0 }
            return copy
        }
        let renamedConstraints = constraints.map { constraint -> LayoutConstraint in
            var copy = constraint
            copy.first.item = names[constraint.first.item] ?? constraint.first.item
            if let second = constraint.second {
                copy.second = ConstraintAnchor(item: names[second.item] ?? second.item, attribute: second.attribute)
            }
            return copy
        }
        var states = sizeClassStates(variations, viewNames: names, constraintIDs: constraintModelIDs)
        var roots = renamedViews
        if !extraDevices.isEmpty {
            states += deviceStates(viewNames: names)
            // A state can resize only a root sized by `size` (a root's frame pins its size too).
            for index in roots.indices where roots[index].parent == nil {
                guard let frame = roots[index].frame, frame.x == 0, frame.y == 0 else { continue }
                roots[index].size = .fixed(RootDimensions(width: frame.width, height: frame.height))
                roots[index].frame = nil
            }
        }
        return LayoutDocument(path: file.path, views: roots, constraints: renamedConstraints, states: states)
    }
}

extension DocumentConverter {
    /// One state per device of `.layoutlint.yml`'s `devices` other than the canvas: "device
    /// retina6_1". Each root the canvas sizes grows or shrinks by the difference between the
    /// devices, and its safe area takes the device's insets (plus the scene's bars). Margins
    /// and labels measured on the canvas stay as they are.
    func deviceStates(viewNames: [String: String]) -> [LayoutState] {
        let at = location(root.position)
        return extraDevices.filter { $0.id != device.id }.map { other in
            let name = "device \(other.id)"
            var changes: [StateChange] = []
            func change(_ kind: StateChange.Kind) {
                changes.append(StateChange(kind: kind, state: name, keyLocation: at, targetLocation: at, valueLocation: at))
            }
            for id in canvasRoots {
                guard let index = viewIndex[id], let frame = views[index].frame, let rootName = viewNames[id] else { continue }
                change(.size(root: rootName, .fixed(RootDimensions(width: frame.width + other.width - device.width,
                                                                     height: frame.height + other.height - device.height))))
            }
            for pins in safeAreaPins where pins.constraints.count == 4 {
                let constants = [other.safeLeft, -other.safeRight, other.safeTop + pins.bars.top, -(other.safeBottom + pins.bars.bottom)]
                for (constraint, value) in zip(pins.constraints, constants) {
                    change(.constant(constraint: constraint, value, metric: nil))
                }
            }
            let ordered = changes.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
            return LayoutState(name: name, from: nil, changes: ordered, keyLocation: at, fromLocation: nil)
        }
    }
}

/// `base`, else `base` + separator + 2, 3, …: the first name not in `taken`, which it joins.
func claimUniqueName(_ base: String, separator: String, in taken: inout Set<String>) -> String {
    var candidate = base
    var counter = 2
    while taken.contains(candidate) {
        candidate = "\(base)\(separator)\(counter)"
        counter += 1
    }
    taken.insert(candidate)
    return candidate
}

/// The bars a view controller's simulated metrics draw around its root (Xcode's Simulated
/// Metrics in the attributes inspector): nil where the document leaves them inferred.
struct SimulatedBars {
    /// Freeform scenes and a status bar set to none draw no status bar.
    var statusBar = true
    var freeform = false
    var top: Double?
    var bottom: Double?

    init(_ controller: XMLElement) {
        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics"?):
                freeform = true
                statusBar = false
            case ("nil", "simulatedStatusBarMetrics"?): statusBar = false
            case ("nil", "simulatedTopBarMetrics"?): top = 0
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?): top = child["prompted"] == "YES" ? 74 : 44
            case ("nil", "simulatedBottomBarMetrics"?): bottom = 0
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?): bottom = 44
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?): bottom = 49
            default: break
            }
        }
    }
}

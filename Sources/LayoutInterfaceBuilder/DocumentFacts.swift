import LayoutDiagnostics
import LayoutModel

/// Facts of the whole document read before any layout: the canvas device and its system-font
/// metrics, the image sizes under `<resources>`, the subviews and constraints the `default`
/// size-class variation leaves out, and which scenes sit under a navigation bar or beside a
/// bottom bar. Implements "Devices" and the masks of "What becomes a layout" in
/// docs/interface-builder.md.
extension DocumentConverter {
    mutating func readCanvas() {
        if let element = root.child("device"), let id = element["id"], let named = Device.named(id, orientation: element["orientation"]) {
            device = named
            canvasNamed = true
            // Documents that name a device come from Xcode 8 on: their canvas draws iOS's San
            // Francisco system font.
            systemFontMetrics = true
            if id == "retina6_12", element["orientation"] != "landscape", toolsVersion >= Self.xcode16_3ToolsVersion {
                // Xcode 16.3 and later draw the iPhone 14 Pro canvas with its safe-area insets
                // twice over, 118 above and 68 below (issue 28 round 13: vlc-ios's two donation
                // xibs in the corpus, GoMap's and KeePassium's storyboards outside it, every
                // document of those versions on that canvas that pins a view to its safe area;
                // earlier ones, Rio-iOS's eight, draw 59).
                device.safeTop = 2 * named.safeTop
                device.safeBottom = 2 * named.safeBottom
            }
        } else if let metrics = root.child("simulatedMetricsContainer"),
                  let screen = metrics.children.first(where: { $0.name == "simulatedScreenMetrics" }),
                  let simulated = Device.simulated(screen["type"]) {
            device = simulated
            canvasNamed = true
        }
        // An iPhone without a sensor housing shows no status bar in landscape (UIKit hides it
        // in a vertically compact environment, `prefersStatusBarHidden`), and Xcode 11 and 12
        // (toolsVersion 15000 to 18999, Xcode 11's betas from 14800, and Xcode 13, 19000 to
        // 20999, KeePassium's two such documents outside the corpus, the only ones) drew its canvas
        // without one in portrait too: their navigation controllers' bars are saved at y = 0
        // (SideMenu, AltStore, WordPressAuthenticator; the betas' DKImagePickerController and
        // SwipeCellKit), where every other Xcode saves them at 20, and views pinned to the top
        // of the safe area are drawn at the root's top (issue 28; round 13, KeePassium's).
        let phoneWithoutHousing = device.id.hasPrefix("retina") && device.safeBottom == 0
        if phoneWithoutHousing, device.width > device.height || (toolsVersion >= 14800 && toolsVersion < 21000) {
            canvasStatusBar = false
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

    /// View controllers shown inside a navigation controller (its root view controller and
    /// every scene reached from one by a show or push segue) and the bars they show; those a
    /// popover shows at their own size; those a tab bar controller shows.
    mutating func findNavigationStacks() {
        // The top-level objects of every scene: controllers and placeholders.
        let sceneObjects = (root.child("scenes")?.children(named: "scene") ?? []).flatMap { $0.child("objects")?.children ?? [] }
        var segues: [(source: String, kind: String, relationship: String?, destination: String, id: String?)] = []
        for object in sceneObjects {
            guard let source = object["id"] else { continue }
            // Segues hang off the controller or off any control or cell inside its view.
            var pending = [object]
            while let element = pending.popLast() {
                if element.name == "segue", let destination = element["destination"], let kind = element["kind"] {
                    segues.append((source, kind, element["relationship"], destination, element["id"]))
                }
                pending += element.children
            }
        }
        // A scene several segues lead to is drawn with the metrics of the one Xcode names in
        // `<inferredMetricsTieBreakers>`: one a container view embeds and a stack shows is drawn
        // as the stack shows it when the named segue is the show (JTAppleCalendar's test scene,
        // drawn under its navigation bar).
        let tieBreakers = Set(root.child("inferredMetricsTieBreakers")?.children(named: "segue").compactMap { $0["reference"] } ?? [])
        for segue in segues where segue.kind != "embed" && tieBreakers.contains(segue.id ?? "") {
            embedded.remove(segue.destination)
        }
        let controllers = sceneObjects.filter { $0.name == "navigationController" }
        // A scene a popover presents, sized to its own freeform size, is drawn as the popover
        // shows it: off the full screen, under no bars, as a scene in a container view
        // (RocketChat's drawing tools, 200 × 65 and 200 × 200 popovers whose views pinned to
        // the safe area's top are drawn at it).
        let popoverDestinations = Set(segues.filter { ["popoverPresentation", "popover"].contains($0.kind) }.map(\.destination))
        for object in sceneObjects where popoverDestinations.contains(object["id"] ?? "")
            && object.children.contains(where: { $0.name == "size" && $0["key"] == "freeformSize" }) {
            embedded.insert(object["id"]!)
        }
        func reached(from navigationControllers: Set<String>, showing scenes: Set<String> = []) -> Set<String> {
            var stack = Set(segues.filter { navigationControllers.contains($0.source) && $0.relationship == "rootViewController" }.map(\.destination))
                .union(scenes)
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
        // A scene whose simulated metrics draw a navigation bar is shown in a navigation
        // controller the document may not hold (one in another storyboard): the scenes it
        // shows or pushes are in its stack, and the canvas infers the bar for them as for
        // the stack of a navigation controller of the document (Xcode's "Inferred" top bar;
        // IBAnimatable's playground storyboards, whose first scenes set the bar and whose
        // pushed scenes are drawn below it).
        let simulatedBars = sceneObjects.compactMap { controller -> (id: String, bar: XMLElement)? in
            guard let id = controller["id"], let bar = controller.children.first(where: {
                $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
            }) else { return nil }
            return (id, bar)
        }
        navigationStack = reached(from: Set(controllers.compactMap { $0["id"] }), showing: Set(simulatedBars.map(\.id)))
        // The bar is where the navigation controller's `<navigationBar>` is saved, below the
        // status bar as the canvas drew it: 44 high on an iPhone before iOS 26, 50 on an iPad,
        // 54 from iOS 26 on, 96 and more with a large title, none when the controller hides it
        // (issue 28 round 13: the status bar and 44 were read for all).
        // Before Xcode 9 the bar is saved at the top of a 320-point frame whatever the canvas
        // (Swift-30-Projects', MediBand's, cymru's): not read there, nor where a later
        // document keeps such a frame, narrower than the canvas and its scene (LayoutRoots).
        for controller in controllers.reversed() where toolsVersion >= Self.xcode9ToolsVersion {
            guard let id = controller["id"],
                  let frame = controller.child("navigationBar", key: "navigationBar")?.child("rect", key: "frame"),
                  let y = frame["y"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init), height > 0,
                  let width = frame["width"].flatMap(Double.init) else { continue }
            for scene in reached(from: [id]) { navigationBarBottoms[scene] = (y + height, width) }
        }
        let tabBarControllers = Set(sceneObjects.filter { $0.name == "tabBarController" }.compactMap { $0["id"] })
        tabBarChildren = Set(segues.filter { tabBarControllers.contains($0.source) && $0.relationship == "viewControllers" }.map(\.destination))
        underOpaqueBar = reached(from: Set(controllers.filter {
            $0.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
        }.compactMap { $0["id"] }), showing: Set(simulatedBars.filter { $0.bar["translucent"] == "NO" }.map(\.id)))
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

    /// The variation keys whose traits the canvas device has, with how many traits each names:
    /// Xcode draws the canvas at its device's size classes, so the frames it saves are those
    /// of the layout with these variations applied, the more specific over the less. Empty
    /// without a named canvas (the w:Any h:Any canvas of Xcode 6 and 7) and on a Mac.
    var canvasVariationKeys: [String: Int] {
        guard canvasNamed, !isMac else { return [:] }
        let classes = device.sizeClasses
        var keys: [String: Int] = [:]
        for width in [nil, classes.width] as [String?] {
            for height in [nil, classes.height] as [String?] {
                let parts = [height.map { "heightClass=\($0)" }, width.map { "widthClass=\($0)" }].compactMap { $0 }
                if !parts.isEmpty { keys[parts.joined(separator: "-")] = parts.count }
            }
        }
        return keys
    }

    /// Applies the constraint changes of the variations the canvas selects to the declared
    /// layout, least specific first, and records what they changed from Any/Any, so that each
    /// size-class state can start from Any/Any again (`sizeClassStates`). Subviews stay as
    /// Any/Any installs them, but one the canvas's size classes leave out was not drawn: its
    /// saved frame, and those of the views inside it, are no measure (`canvasUndrawn`).
    mutating func applyCanvasVariations() {
        let keys = canvasVariationKeys
        let selected = variations.enumerated().filter { keys[$0.element.key] != nil }
            .sorted { (keys[$0.element.key]!, $0.offset) < (keys[$1.element.key]!, $1.offset) }.map(\.element)
        let anyAnyExcluded = excluded
        for variation in selected {
            for change in variation.changes {
                switch change.kind {
                case .include: excluded.remove(change.target)
                case .exclude: excluded.insert(change.target)
                case .constant(let value): canvasConstants[change.target] = value
                case .removeView: if !excluded.contains(change.target) { canvasRemovedViews.insert(change.target) }
                }
            }
        }
        canvasActivated = anyAnyExcluded.subtracting(excluded)
        canvasDeactivated = excluded.subtracting(anyAnyExcluded)
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
}

import LayoutDiagnostics
import LayoutModel

/// Layout guides as items: safe areas, the pre-iOS 11 top and bottom layout guides, margins
/// guides, keyboard layout guides, each pinned inside its owner with the device's (and bars')
/// insets. Implements "Layout guides and margins" in docs/interface-builder.md.
extension DocumentConverter {
    enum GuideKind {
        case safeArea, margins, topLayoutGuide, bottomLayoutGuide
        /// A keyboard layout guide with the keyboard offscreen: below the owner's safe area.
        case keyboard
    }

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
                let ranges = insetRanges(of: owner)
                let pins = pin(id, to: owner, insets: insets, name: "safe area", at: at, bottomFromOwner: ranges.bottom != nil)
                if let top = ranges.top { constantRanges[pins[2]] = top }
                // The bottom pin is written from the root's edge, so that its constant is the
                // inset and the top of its range is the inset twice over.
                if let bottom = ranges.bottom { constantRanges[pins[3]] = bottom }
                let own = rootInsets[owner]
                if canvasRoots.contains(owner), let own {
                    safeAreaPins.append((owner, pins, (max(0, own.top - device.safeTop), max(0, own.bottom - device.safeBottom))))
                }
            case .margins:
                for (attribute, target) in [(LayoutAttribute.leading, LayoutAttribute.leadingMargin), (.trailing, .trailingMargin),
                                            (.top, .topMargin), (.bottom, .bottomMargin)] {
                    synthesize("\(id) margins \(attribute.rawValue)", first: ConstraintAnchor(item: id, attribute: attribute),
                               second: ConstraintAnchor(item: owner, attribute: target), at: at)
                }
            case .keyboard:
                // UIKeyboardLayoutGuide ties its top to the bottom of the owner's safe area
                // when no keyboard shows (`usesBottomSafeArea`, true by default), and Xcode's
                // canvas shows none (KeePassium's passcode scene, outside the corpus, draws a
                // view pinned to the guide's top 34 above an iPhone 11's bottom).
                let bottom = safeAreaInsets(of: owner).bottom
                for (attribute, constant) in [(LayoutAttribute.left, 0.0), (.right, 0), (.bottom, 0), (.top, -bottom)] {
                    synthesize("\(id) keyboard \(attribute.rawValue)", first: ConstraintAnchor(item: id, attribute: attribute),
                               second: ConstraintAnchor(item: owner, attribute: attribute == .top ? .bottom : attribute),
                               constant: constant, at: at)
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

    /// The offsets from a root's top and bottom insets (`rootInsets`) that the canvas may have
    /// drawn instead, where the root's safe area holds a portrait iPhone's sensor housing or
    /// the root is a freeform top-level view of a xib: nil where the inset is exact.
    ///
    /// A freeform top-level view on a device without a housing is drawn with its safe area
    /// under the status bar or at its top, and the file does not say which (issue 28 round
    /// 23: views pinned to the safe area's top drawn 20 below it in RocketChat's and
    /// duckduckgo's such views on an iPhone 8 canvas, at it in RocketChat's others and in
    /// openfoodfacts', the-blue-alliance's, ProtonVPN's and corona-warn-app's, none with a
    /// status bar set): its top inset is 0 up to the status bar's height.
    ///
    /// The status bar of an iPhone with a sensor housing (before the Dynamic Island) is 44 to
    /// 50 points high by the iOS SDK Xcode drew with, which the file does not say: iOS 16 made
    /// it 47 to 50 where it was 44 (corpus, Xcode 14 and 15 documents: Provenance's and
    /// blockchain's iPhone X canvases draw the safe area 47 and 50 below the top,
    /// woocommerce's iPhone 11 canvas 48; older ones 44 on both). Xcode 16.3 and later draw
    /// some canvases of an iPhone with a housing with that inset twice over (the iPhone 14
    /// Pro's always, see readCanvas; the iPhone 11's 96 in IQKeyboardManager's and GoMap's
    /// documents and 48 in another of GoMap's, read outside the corpus): there the range
    /// reaches twice its top, and the home indicator's inset below is drawn once or twice
    /// over alike (GoMap's and vlc-ios's 68 on the iPhone 14 Pro, IQKeyboardManager's on the
    /// iPhone 11).
    func insetRanges(of root: String) -> (top: ClosedRange<Double>?, bottom: ClosedRange<Double>?) {
        // Such a root was given a top inset of 0 (`freeformRoots`).
        if freeformRoots.contains(root), device.safeTop > 0 {
            return (0...device.safeTop, nil)
        }
        guard let own = rootInsets[root], let portrait = Device.named(device.id, orientation: nil),
              device.safeBottom > 0, !device.id.hasPrefix("ipad"), device.height > device.width, own.top >= device.safeTop
        else { return (nil, nil) }
        let twice = toolsVersion >= Self.xcode16_3ToolsVersion
        let family = (44...50).contains(portrait.safeTop)
        let low = family ? 44 : portrait.safeTop
        let high = (twice ? 2 : 1) * (family ? 50 : portrait.safeTop)
        let top = low < high ? (low - device.safeTop)...(high - device.safeTop) : nil
        let bottom = twice && own.bottom >= device.safeBottom
            ? (portrait.safeBottom - device.safeBottom)...(2 * portrait.safeBottom - device.safeBottom) : nil
        return (top, bottom)
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
    mutating func pin(_ id: String, to owner: String, insets: (top: Double, bottom: Double, left: Double, right: Double), name: String, at: SourceLocation,
                      bottomFromOwner: Bool = false) -> [String] {
        [synthesize("\(id) \(name) left", first: ConstraintAnchor(item: id, attribute: .left),
                    second: ConstraintAnchor(item: owner, attribute: .left), constant: insets.left, at: at),
         synthesize("\(id) \(name) right", first: ConstraintAnchor(item: id, attribute: .right),
                    second: ConstraintAnchor(item: owner, attribute: .right), constant: -insets.right, at: at),
         synthesize("\(id) \(name) top", first: ConstraintAnchor(item: id, attribute: .top),
                    second: ConstraintAnchor(item: owner, attribute: .top), constant: insets.top, at: at),
         bottomFromOwner
            ? synthesize("\(id) \(name) bottom", first: ConstraintAnchor(item: owner, attribute: .bottom),
                         second: ConstraintAnchor(item: id, attribute: .bottom), constant: insets.bottom, at: at)
            : synthesize("\(id) \(name) bottom", first: ConstraintAnchor(item: id, attribute: .bottom),
                         second: ConstraintAnchor(item: owner, attribute: .bottom), constant: -insets.bottom, at: at)]
    }
}

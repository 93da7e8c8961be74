import LayoutDiagnostics
import LayoutModel

/// Converts one parsed Interface Builder document into a `LayoutDocument`: the converter's
/// state and the order of its passes (docs/interface-builder.md, "Reading the XML" and "What
/// becomes a layout"). Each element family is read in a file of its own: DocumentFacts
/// (canvas, resources, masks), LayoutRoots (roots and subviews), ViewElements, LayoutGuideItems,
/// ConstraintElements, StackViews, AutoresizingConstraints, ContainerCoordinates, OutlineNames.
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
    /// Whether the canvas draws a status bar above a scene's root (see `readCanvas`).
    var canvasStatusBar = true
    /// Whether label heights can be measured with the San Francisco system font's metrics.
    var systemFontMetrics = false
    var images: [String: (width: Double, height: Double)] = [:]
    var designables: [String: (width: Double?, height: Double?)] = [:]
    /// Subviews and constraints that the `default` size-class variation leaves out.
    var excluded: Set<String> = []
    /// View controllers shown inside a container view, or in a popover at their own size.
    var embedded: Set<String> = []
    /// View controllers shown under a navigation controller's bar.
    var navigationStack: Set<String> = []
    /// Where the navigation bar each scene of a navigation stack shows under ends, from the
    /// screen's top, by controller id: its navigation controller's bar as the document saves it,
    /// with the width it is saved at.
    var navigationBarBottoms: [String: (bottom: Double, width: Double)] = [:]
    /// View controllers a tab bar controller of the document shows (its `viewControllers`).
    var tabBarChildren: Set<String> = []
    /// Of those, the ones whose navigation bar is opaque (`translucent="NO"`).
    var underOpaqueBar: Set<String> = []
    /// Scenes in the stack of a navigation controller that shows a bottom bar (a tab bar or a
    /// toolbar), with the bar's height: Xcode draws them with it.
    var navigationBottomBar: [String: Double] = [:]
    /// Table cells whose content view is saved without a frame: it fills the cell above the
    /// separator (`cellSeparatorHeight`).
    var framelessCells: Set<String> = []
    /// Table cells of a table in the file: whether it draws separators.
    var separatedCells: [String: Bool] = [:]
    /// Size-class variations other than `default`, and what they touch.
    var variations: [(key: String, position: SourcePosition, changes: [VariationChange])] = []
    /// Constraints some size class installs (inactive in Any/Any when it excludes them).
    var includedSomewhere: Set<String> = []
    /// Constraints and views a size-class state names.
    var namedByStates: Set<String> = []
    /// Constraints the canvas's size classes install, or leave out, where Any/Any does not
    /// (`applyCanvasVariations`), by IB id.
    var canvasActivated: Set<String> = []
    var canvasDeactivated: Set<String> = []
    /// Constants the canvas's size classes give constraints, by IB id, and the Any/Any
    /// constants they replace (filled as the constraints are read).
    var canvasConstants: [String: Double] = [:]
    var anyAnyConstants: [String: Double] = [:]
    /// Subviews Any/Any installs and the canvas's size classes leave out, by IB id, and the
    /// views read so far inside one of them (their saved frames were not drawn).
    var canvasRemovedViews: Set<String> = []
    var canvasUndrawn: Set<String> = []
    /// The model id of each constraint read, by IB id.
    var constraintModelIDs: [String: String] = [:]
    /// Constraints whose constants stand in for a value the file does not hold, with the
    /// offsets the real value could take.
    var constantRanges: [String: ClosedRange<Double>] = [:]
    /// Freeform top-level views of a xib whose canvas may draw them under the status bar or
    /// not (`insetRanges`).
    var freeformRoots: Set<String> = []
    /// Model ids of placeholder constraints (code makes the real ones).
    var placeholderConstraints: Set<String> = []
    /// Ids of elements inside subviews that Any/Any does not install.
    var excludedSubtreeIDs: Set<String>?
    /// Every element id of the document with its element name (found on demand).
    var documentElementNames: [String: String]?

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
    /// AppKit clip views that do not translate their masks, by id: their scroll view's id.
    var untranslatedClipViews: [String: String] = [:]
    /// Clip views their scroll view tiles though they do not translate their masks.
    var tiledClipViews: Set<String> = []
    var stacks: [String] = []
    /// The arranged views whose first and last baselines are each stack's (`StackBaselines`).
    var stackBaselineViews: [String: (first: String?, last: String?)] = [:]
    /// Views whose intrinsic size is read off their drawn frame, by IB id.
    var measuredFromFrame: Set<String> = []
    /// iOS symbol image views measured by their drawn frame, within a range (alignment insets).
    var symbolMeasured: Set<String> = []
    /// Views whose intrinsic size is estimated from their text (no frame Xcode measured).
    var estimatedIntrinsic: Set<String> = []
    /// AppKit buttons Xcode marked misplaced whose width neither the frame nor an estimate
    /// gives: their drawn width, within a range from nothing to twice it.
    var unmeasuredWidth: Set<String> = []
    /// Custom views whose intrinsic size is their code's as Xcode ran it (before Xcode 12,
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
    /// Views a window fits (window content views, Mac storyboard scenes' roots), with the IB id
    /// of the window or view controller.
    var windowContents: [(content: String, window: String)] = []
    /// The views held as a window holds its content view, with their two holding constraints.
    var heldSizes: [(view: String, width: String, height: String)] = []
    /// Layout guides read with their owners, made into items once every view is known.
    var pendingGuides: [(kind: GuideKind, id: String, owner: String)] = []

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
        if root["toolsVersion"] == "32700.99.1234" {
            // Not a release's number: Xcode writes it from an internal build (Xcode 15 and 16
            // era documents of the corpus, iPhone 15 canvases among them), whose canvas draws
            // the controls of the macOS before 26 (issue 28 round 9: Sparkle's, santa's and
            // Scroll-Reverser's rounded push buttons saved 32 high around a 21-point bezel).
            toolsVersion = Self.internalBuildToolsVersion
        }
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
        applyCanvasVariations()
        findNavigationStacks()
        if let scenes = root.child("scenes") {
            for scene in scenes.children(named: "scene") {
                for object in scene.child("objects")?.children ?? [] { visitTopLevel(object) }
            }
        }
        for object in root.child("objects")?.children ?? [] { visitTopLevel(object) }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        preserveSuperviewMargins()
        addGuides()
        for (element, owner) in constraintOwners {
            for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
                readConstraint(constraint, owner: owner)
            }
        }
        holdClipViewsWhereTheirScrollViewsTileThem()
        measurePositionsInContainers()
        averageTiedMeasures()
        readCodeAlignmentRectangles()
        for stack in stacks { addStackConstraints(stack) }
        forwardStackBaselines()
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
        holdAtContentsSize()
        placeInWindows()
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return renamed()
    }

    mutating func fail(_ id: String, _ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(ruleID: id, severity: .error, message: message, location: location(position)))
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: file.path, position: position)
    }
}

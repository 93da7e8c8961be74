import LayoutDiagnostics
import LayoutModel

/// One view element as a layout view: its kind, hugging and compression-resistance priorities,
/// explicit margins, intrinsic size (images, placeholders, designables, measured text and
/// controls) and the name Xcode's outline gives it. Implements "Intrinsic content size by
/// class" and "Layout guides and margins" (margins) in docs/interface-builder.md.
extension DocumentConverter {
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
        let cellContentFrame = parent.flatMap { framelessCells.contains($0) ? cellSeparatorHeight(of: $0) : nil }.flatMap { separator in
            element["key"] == "contentView" ? parentFrame.map { LayoutFrame(x: 0, y: 0, width: $0.width, height: max(0, $0.height - separator)) } : nil
        }
        if var frame = Self.frame(of: element, parentSize: parentFrame.map { ($0.width, $0.height) }) ?? cellContentFrame {
            if isMac, let parent, let parentFrame, !isFlipped(parent) {
                // AppKit's y grows upward from the superview's bottom edge.
                frame.y = parentFrame.height - frame.y - frame.height
            }
            if isMac, let parent, let parentElement = elements[parent] {
                // A frame is in its superview's own frame, which the reader keeps as the
                // superview's alignment rectangle, inset from it (a titled box's content view:
                // the box's 3 points): measured from that rectangle instead.
                let outer = Self.alignmentInsets(of: parentElement, toolsVersion: toolsVersion)
                frame.x -= outer.left
                frame.y += isFlipped(parent) ? -outer.top : outer.bottom
            }
            // Constraints act on the alignment rectangle, which some controls inset from the frame.
            let insets = isMac ? Self.alignmentInsets(of: element, toolsVersion: toolsVersion) : Self.touchAlignmentInsets(of: element, toolsVersion: toolsVersion)
            frame = LayoutFrame(x: frame.x + insets.left, y: frame.y + insets.top,
                                width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
            view.frame = frame
            source.frame = location((element.child("rect", key: "frame") ?? element.child("frame", key: "frameInset"))?.position ?? element.position)
        }
        // The width a table cell's content view takes system side margins by, and whether its
        // trailing margin is a plain view's beside an accessory (ranged after `measureRange`).
        var systemSides: (width: Double, exactRight: Bool)?
        if let margins = explicitMargins(element) {
            view.margins = margins
        } else if element.name == "collectionViewCellContentView" {
            // A collection cell's content view is a plain view to UIKit, of margins 8: only a
            // table cell's gets system margins (AltStore's Xcode 12 cells, Pyto's Xcode 13 one).
            view.margins = .uniform(LayoutMargins.defaultValue)
        } else if element.name == "tableViewCellContentView" {
            // Cell content views: UIKit's system margins (11 top and bottom since iOS 11).
            let vertical: Double = toolsVersion >= 13000 ? 11 : 8
            let cellWidth = parent.flatMap { viewIndex[$0] }.flatMap { views[$0].frame?.width }
            let side: Double = toolsVersion >= 13000 ? Device.sideMargin(forWidth: cellMarginWidth(of: cellWidth ?? device.width)) : 8
            // Beside an accessory the content view ends short of the cell's edge, and its
            // trailing margin is a plain view's 8.
            let cell = parent.flatMap { elements[$0] }
            let accessory = cell.map { ($0["accessoryType"].map { $0 != "none" } ?? false) || $0.children.contains { $0["key"] == "accessoryView" } } ?? false
            view.margins = LayoutMargins(top: vertical, bottom: vertical, left: side, right: accessory ? LayoutMargins.defaultValue : side)
            if toolsVersion >= 13000 { systemSides = (cellMarginWidth(of: cellWidth ?? device.width), accessory) }
        }
        view.intrinsic = intrinsicSize(of: element, frame: view.frame, source: &source)
        view.measureRange = measureRange(of: element, intrinsic: view.intrinsic)
        if let systemSides {
            rangeSideMargins(&view, width: systemSides.width, isCell: true, exactRight: systemSides.exactRight)
        }
        // Baselines from San Francisco's metrics wherever the canvas drew it: the Mac, and iOS
        // from Xcode 7 (the iOS 9 SDK) on, whether or not the document names a device (issue
        // 28 round 9; an Xcode 7 line's height is measured unrounded, see IntrinsicSizes).
        if let frame = view.frame, isMac || systemFontMetrics || toolsVersion >= Self.xcode7ToolsVersion {
            view.baseline = TextBaselines.baselines(of: element, height: frame.height, isMac: isMac)
        }
        if isSymbolImageView(element), element["translatesAutoresizingMaskIntoConstraints"] == "NO",
           element["fixedFrame"] != "YES" {
            // A symbol image's alignment rectangle, which the image view takes as its own and
            // constraints act on, comes with the symbol (its alignment insets), and the file
            // does not record it: the saved frame cannot be compared (corpus: a 39 × 39 image
            // view of chevron.down drawn 39 × 29 in NetNewsWire; 16 × 16 ones drawn 16 × 22 on
            // the Mac). A fixed frame is kept: its autoresizing constraints come from it, and
            // it is not compared (issue 28 round 10a: mac-mouse-fix's plus icon, left without a
            // position, made its scene's layout ambiguous).
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
            // The fixed sizes are UIKit's; an AppKit control (NSSwitch, NSStepper, NSProgressIndicator)
            // is measured by its drawn frame like other AppKit controls.
            // A UISwitch's size is the iOS release's that Xcode drew with (51 × 31 around a
            // 49-point rectangle through iOS 18, 63 × 28 in Xcode 26's files): an unmarked
            // switch's frame is that measure, as for text. So is a UIStepper's (94 × 29
            // through iOS 12, 94 × 32 from iOS 13: BEMSimpleLineGraph's Xcode 7 stepper is
            // drawn 29 high, SkeletonView's Xcode 11 one 32; issue 28 round 9).
            let measuredSwitch = ["switch", "stepper"].contains(element.name) && frame != nil && element["misplaced"] != "YES"
            if !isMac, !measuredSwitch, let fixed = IntrinsicSizes.fixedSize(of: element) {
                value = fixed
            } else if !isMac, ImageViewContent.image(of: element)?.isSymbol == true, let frame, element["misplaced"] != "YES" {
                // An iOS document lists a symbol at 128 (or 64) points on its long side, not at
                // the size it shows, which its configuration and the text size set: as for
                // text, the frame of one Xcode did not find misplaced is its measure. (A Mac
                // document lists the size AppKit shows.)
                value = (frame.width, frame.height)
                symbolMeasured.insert(id)
            } else if let name = ImageViewContent.image(of: element)?.name, let image = images[name] {
                value = image
            } else if let frame, element["misplaced"] != "YES", isMac,
                      let textWidth = IntrinsicSizes.squeezedAppKitTextWidth(of: element, drawn: frame) {
                // Drawn narrower than any text of its length: squeezed by its constraints, so
                // the drawn width is not its measure; its text's estimate is.
                value = (textWidth, frame.height)
                estimatedIntrinsic.insert(id)
            } else if let frame, element["misplaced"] != "YES" {
                value = (frame.width, frame.height)
                measuredFromFrame.insert(id)
            } else if let frame, element.name == "gridView" {
                // A grid Xcode marked misplaced is as large as its cells, which the file does
                // not measure: its drawn size, within the range `measureRange` gives it.
                value = (frame.width, frame.height)
            } else if isMac, let frame, ["button", "popUpButton"].contains(element.name) {
                // An AppKit button's height is its control size's and bezel's, which the file
                // names, not its title's: the drawn one. Its width is its title's, estimated;
                // a kind whose spaces were not measured keeps its drawn width within the range
                // `measureRange` gives it, as a grid does.
                if let width = IntrinsicSizes.appKitButtonWidthEstimate(of: element) {
                    value = (width, frame.height)
                    estimatedIntrinsic.insert(id)
                } else {
                    value = (frame.width, frame.height)
                    unmeasuredWidth.insert(id)
                }
            } else {
                value = IntrinsicSizes.estimate(for: element, toolsVersion: toolsVersion, isMac: isMac)
                estimatedIntrinsic.insert(id)
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
            if let frame, element["misplaced"] != "YES", let oneLineWidth = designable.width, let oneLineHeight = designable.height,
               Self.wraps(element), oneLineWidth > frame.width + 0.5 || oneLineHeight + 0.5 < frame.height {
                // Xcode lists a label's intrinsic size measured at no width limit: one line.
                // A label of more than one line drawn narrower than that line wraps at its width
                // (UILabel's preferredMaxLayoutWidth: the text flows to more lines, the label's
                // height grows and its width stays within it), so its size is the one Xcode drew
                // it at, as for a label without a listed size. So is one drawn taller than that
                // line, at more lines or with insets its class adds (simplenote's `SPLabel`).
                size = IntrinsicSize(width: frame.width, height: frame.height)
            }
        } else if axes == .none, element.name == "view", element["customClass"] != nil, toolsVersion < Self.xcode12ToolsVersion,
                  let frame, element["misplaced"] != "YES" {
            // Before Xcode 12 the document does not record what Xcode measured of an
            // @IBDesignable view (the <designables> list: none of the corpus's and outside
            // sets' 380 documents of Xcode 8 to 11 has one, 15 of 330 later ones do): a custom
            // view's intrinsic size is its code's, known to Xcode and not to the file. As for
            // text, the drawn frame of a view Xcode did not find misplaced is the measure it made.
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

    /// A UILabel of more than one line (`numberOfLines` 0 or above 1; absent is UILabel's 1).
    static func wraps(_ element: XMLElement) -> Bool {
        guard element.name == "label", let lines = element["numberOfLines"].flatMap(Int.init) else { return false }
        return lines != 1
    }

    /// What the file does not say of a view, as the range the value could take
    /// (docs/interface-builder.md, "What the file does not say"): an AppKit control's bezel,
    /// whose alignment rectangle the reader insets from the frame by values that vary with the
    /// control's size, style and the macOS Xcode drew on (each edge ±3, and so its content
    /// size); an intrinsic size estimated from text, where Xcode measured with real fonts
    /// (±20% of the width and 2 points; ±0.5 on the height, a line's rounding to pixels: the
    /// line height of a point size is known).
    func measureRange(of element: XMLElement, intrinsic: IntrinsicSize) -> MeasureRange? {
        var range = MeasureRange()
        if isMac, Self.appKitControls.contains(element.name) || Self.hasImageFrame(element) || Self.hasBoxBorder(element, toolsVersion: toolsVersion) {
            range.edges = Self.appKitBezelRange
            range.intrinsic = IntrinsicSize(width: intrinsic.width.map { _ in Self.appKitBezelRange },
                                            height: intrinsic.height.map { _ in Self.appKitBezelRange })
        }
        if element.name == "gridView", element["misplaced"] == "YES" {
            // Anywhere from nothing to twice its drawn size: no verdict rests on it.
            range.intrinsic = intrinsic
        }
        if let id = element["id"], unmeasuredWidth.contains(id) {
            range.intrinsic.width = intrinsic.width
        }
        if let id = element["id"], symbolMeasured.contains(id) {
            // The drawn frame of a symbol holds its alignment insets, which the file does not:
            // as for text Xcode measured, 20% and 2 points either way.
            range.intrinsic = IntrinsicSize(width: intrinsic.width.map { 0.2 * $0 + 2 }, height: intrinsic.height.map { 0.2 * $0 + 2 })
        }
        if let id = element["id"], estimatedIntrinsic.contains(id) {
            // Xcode 7's canvas measures a system-font line unrounded (IntrinsicSizes.estimate):
            // that height is exact; elsewhere its rounding to the canvas's pixels is not known.
            let exactLine = !isMac && toolsVersion >= Self.xcode7ToolsVersion && toolsVersion < Self.xcode8ToolsVersion
                && IntrinsicSizes.systemLineHeight(ofLabel: element) != nil
            range.intrinsic = IntrinsicSize(width: intrinsic.width.map { max(range.intrinsic.width ?? 0, 0.2 * $0 + 2) },
                                            height: intrinsic.height.map { _ in max(range.intrinsic.height ?? 0, exactLine ? 0 : 0.5) })
        }
        return range == MeasureRange() ? nil : range
    }

    /// An NSBox whose frame reaches past the rectangle constraints act on (its border and
    /// shadow, `alignmentInsets`): by how much varies with its type, title and macOS, which
    /// the file does not say, as a control's bezel.
    static func hasBoxBorder(_ element: XMLElement, toolsVersion: Double) -> Bool {
        guard element.name == "box", element["boxType"] != "separator" else { return false }
        let insets = alignmentInsets(of: element, toolsVersion: toolsVersion)
        return insets.left != 0 || insets.top != 0 || insets.right != 0 || insets.bottom != 0
    }

    /// How far an AppKit control's bezel could be from the insets the reader assumes, per edge.
    static let appKitBezelRange = 3.0

    /// Whether an image view shows a symbol: an SF Symbol (`catalog="system"`), or on the Mac
    /// from Xcode 12 (the macOS 11 SDK) an AppKit system template image (`NSActionTemplate`,
    /// `NSLockLockedTemplate`, …), which macOS 11 draws from symbols with their alignment
    /// insets: Xcode 12 and later draw such image views taller than their constraints make
    /// them, unmarked (16 or 17 high drawn 23 or 27, in MacPass, HandBrake, TaskExplorer,
    /// Thor, Mos and iina), where older documents draw them at their constraints.
    func isSymbolImageView(_ element: XMLElement) -> Bool {
        guard let image = ImageViewContent.image(of: element) else { return false }
        return image.isSymbol || (isMac && toolsVersion >= Self.xcode12ToolsVersion
            && image.name.hasPrefix("NS") && image.name.hasSuffix("Template"))
    }

    /// An NSImageView drawn with a frame (`imageFrameStyle` photo, grayBezel, groove or
    /// button, AppKit's `NSImageFrameStyle`): a bezel around the image whose width the file
    /// does not hold, as a control's (issue 28 round 10b: Rectangle's two gray-bezel image
    /// views are drawn 3 points outside their constraints on every side).
    static func hasImageFrame(_ element: XMLElement) -> Bool {
        guard element.name == "imageView", let style = element.child("imageCell")?["imageFrameStyle"] else { return false }
        return style != "none"
    }

    /// AppKit controls drawn with a bezel or a margin around what constraints act on.
    static let appKitControls: Set<String> = [
        "button", "popUpButton", "textField", "secureTextField", "searchField", "tokenField", "comboBox", "segmentedControl",
        "slider", "stepper", "datePicker", "levelIndicator", "colorWell", "switch", "progressIndicator", "pathControl",
    ]

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
}

import LayoutModel

/// Which views have an intrinsic content size, by Interface Builder element, and its value.
///
/// The table (docs/interface-builder.md) says per class which axes have an intrinsic size.
/// Where the value depends on content measured with a font (labels, buttons, text fields…),
/// the design frame of a view that is not `misplaced` is the measurement Xcode last made;
/// without one the value is estimated from the text and point size.
enum IntrinsicSizes {
    enum Axes {
        case none, width, height, both
    }

    /// The axes with an intrinsic size for an element, before placeholders and designables.
    static func axes(of element: XMLElement, isMac: Bool) -> Axes {
        switch element.name {
        case "label", "button", "textField", "segmentedControl", "pageControl", "stepper", "switch",
             "activityIndicatorView", "datePicker", "pickerView", "popUpButton", "comboBox",
             "colorWell", "levelIndicator", "pathControl", "searchField", "secureTextField", "tokenField":
            return .both
        case "imageView":
            // An image view without an image reports no intrinsic metric.
            return element["image"] != nil || element.child("imageReference") != nil || element.child("imageCell") != nil ? .both : .none
        case "navigationBar", "toolbar", "tabBar", "searchBar":
            // Bars size their height to the bar style; their width comes from the layout.
            return .height
        case "slider", "progressView":
            guard isMac, element.name == "slider" else { return .height }
            if element.child("sliderCell")?["sliderType"] == "circular" { return .both }
            // An NSSlider runs vertically when its frame is taller than wide (NSSliderCell's
            // orientation is its frame's): then its thickness is across, its width.
            return separatorIsVertical(element) ? .width : .height
        case "progressIndicator":
            return element["style"] == "spinning" ? .both : .height
        case "textView":
            // A text view sizes to its text only when it does not scroll.
            return element["scrollEnabled"] == "NO" ? .both : .none
        case "gridView":
            // An NSGridView sizes itself to its rows and columns (AppKit's NSGridView), which
            // the reader does not lay out: its drawn size is the measure Xcode made of them.
            return .both
        case "tableView" where isMac && element["translatesAutoresizingMaskIntoConstraints"] == "NO",
             "outlineView" where isMac && element["translatesAutoresizingMaskIntoConstraints"] == "NO":
            // An NSTableView is as large as its columns and rows, which are data the file
            // does not hold (issue 28 round 12: iina's source-list table, the document view of
            // its scroll view, pinned to its clip view's top and sides only, is unmarked).
            return .both
        case "box" where element["boxType"] == "separator":
            // A separator line is as thick as it draws (NSBox reports its thickness), and as
            // long as its constraints make it.
            return separatorIsVertical(element) ? .width : .height
        default:
            return .none
        }
    }

    /// A separator box (or an AppKit slider) drawn taller than wide runs vertically; one drawn
    /// wider, horizontally.
    static func separatorIsVertical(_ element: XMLElement) -> Bool {
        guard let rect = element.child("rect", key: "frame"), let width = rect["width"].flatMap(Double.init),
              let height = rect["height"].flatMap(Double.init) else { return false }
        return height > width
    }

    /// Sizes that do not depend on content: switches, steppers and activity indicators.
    static func fixedSize(of element: XMLElement) -> (Double, Double)? {
        switch element.name {
        case "switch": return (49, 31)  // UISwitch's intrinsicContentSize; its frame is 51 wide
        case "stepper": return (94, 32)
        case "activityIndicatorView": return element["style"]?.contains("large") == true || element["style"] == "whiteLarge" ? (37, 37) : (20, 20)
        default: return nil
        }
    }

    /// A one-line label's height measured as UIKit measures it, where the font is the system
    /// font: San Francisco's line height is 2444/2048 of the point size (ascender 1950,
    /// descender 494 in 2048 units; `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287),
    /// whatever the weight, and UILabel rounds its size up to whole pixels (17 points: 20.5 on
    /// a 2x canvas, 20.333 on a 3x one, as Xcode draws them). Only where the drawn frame shows
    /// one line (half a line to a line and a half high): wrapped text is laid out line by line
    /// with its own rounding (corpus: two 15-point lines drawn 35 high, not 36). A label with
    /// text drawn far smaller than a line is squeezed by its constraints: it resists with at
    /// least a line (its full measure, if it wraps, is unknown).
    static func systemLabelHeight(of element: XMLElement, drawnHeight: Double?, scale: Double) -> Double? {
        guard let lineHeight = systemLineHeight(ofLabel: element) else { return nil }
        let measured = (lineHeight * scale).rounded(.up) / scale
        guard let drawnHeight, drawnHeight < lineHeight * 1.5 else { return nil }
        if drawnHeight < lineHeight / 2 {
            // Drawn far smaller than a line: its constraints squeeze it. A label with text is
            // never less than a line high, so a line is what it resists with.
            return (element["text"] ?? "").isEmpty ? nil : measured
        }
        // Xcode rounds on the scale of the screen it draws the canvas on, not the device's:
        // a line drawn at its height rounded up to whole pixels at 1x, 2x or 3x is that
        // measure, whichever it is (issue 28: 17-point labels drawn 21 high on 3x canvases,
        // Kingfisher's and openhab's, where the device's rounding gives 20.333).
        if [1.0, 2.0, 3.0].contains(where: { abs((lineHeight * $0).rounded(.up) / $0 - drawnHeight) < 0.01 }) {
            return drawnHeight
        }
        return measured
    }

    /// San Francisco's line height at a label's system font size (2444/2048 of the point
    /// size, unrounded); nil for another font. Attributed text measures the same where every
    /// fragment is in the system font at one size and no paragraph style changes the line
    /// height (corpus: duckduckgo's `Feedback.storyboard`, five such labels of 14, 15 and 20
    /// points drawn at the line rounded up to the canvas's pixels, as plain text is).
    static func systemLineHeight(ofLabel element: XMLElement) -> Double? {
        guard element.name == "label" else { return nil }
        if let attributed = element.child("attributedString") {
            return attributedSystemPointSize(attributed).map { $0 * 2444 / 2048 }
        }
        guard let font = element.child("fontDescription"), ["system", "boldSystem", "italicSystem"].contains(font["type"] ?? ""),
              let pointSize = font["pointSize"].flatMap(Double.init), pointSize > 0, pointSize.isFinite else { return nil }
        return pointSize * 2444 / 2048
    }

    /// The one point size of attributed text set entirely in the system font (`metaFont`
    /// `system`, `systemBold`, `systemMedium`, …) with no line spacing or line height of its
    /// own; nil otherwise.
    static func attributedSystemPointSize(_ attributed: XMLElement) -> Double? {
        let fragments = attributed.children(named: "fragment")
        var sizes: Set<Double> = []
        for fragment in fragments {
            guard let attributes = fragment.child("attributes"),
                  let font = attributes.children(named: "font").first(where: { $0["key"] == "NSFont" }),
                  font["metaFont"]?.hasPrefix("system") == true,
                  let size = font["size"].flatMap(Double.init), size > 0, size.isFinite else { return nil }
            let lineAttributes = ["lineSpacing", "minimumLineHeight", "maximumLineHeight", "lineHeightMultiple"]
            if let style = attributes.children(named: "paragraphStyle").first,
               lineAttributes.contains(where: { (style[$0].flatMap(Double.init) ?? 0) != 0 }) { return nil }
            sizes.insert(size)
        }
        return sizes.count == 1 ? sizes.first : nil
    }

    /// The estimated width of a one-line AppKit text field's text (its cell's title in a
    /// system font, 0.55 em a character) where the field is drawn narrower than that text
    /// could be (`narrowestWidth`, less 2 points): Xcode drew it squeezed by its constraints, and the drawn width is
    /// not what it measured, as a label drawn far lower than a line (`systemLabelHeight`).
    /// Corpus: iTerm2's `CommandInfoViewController.xib`, "Running Time:" in 13-point bold
    /// drawn 49 wide and "1h 35m" drawn 0 wide in a stack view too narrow for its four fields,
    /// all four marked ambiguous; Aerial's "Table View Cell" field, drawn 4 wide in a table
    /// cell view, is the other field it reads so (SourceCodeSyntaxHighlight's three, drawn 57
    /// to 63 wide, may be their text's width by `narrowestWidth`, and are read at it).
    /// nil for any other view, or where the drawn width may be the text's.
    static func squeezedAppKitTextWidth(of element: XMLElement, drawn: LayoutFrame) -> Double? {
        // (The appearance's font is 13 points: `appKitSystemFontSize` says so.)
        guard element.name == "textField", let title = element.child("textFieldCell")?["title"], !title.isEmpty,
              let pointSize = TextBaselines.appKitSystemFontSize(of: element),
              drawn.height < pointSize * 1.2 * 1.5, drawn.width < narrowestWidth(of: title) * pointSize - 2 else { return nil }
        return oneLine(title, pointSize: pointSize).width
    }

    /// The narrowest a one-line text could be in the system font, in ems: 0.2 for each narrow
    /// glyph (i, l, j, t, f, r, I, space and punctuation, all wider than that in San Francisco)
    /// and 0.4 for any other (narrower than lower case runs). "http://" in 20 points is drawn
    /// 52 wide (iina, read outside the corpus): at 0.4 em a character it was read as squeezed.
    static func narrowestWidth(of text: String) -> Double {
        text.reduce(0.0) { width, character in width + (narrowGlyphs.contains(character) ? 0.2 : 0.4) }
    }

    static let narrowGlyphs: Set<Character> = Set("iljtfrI .,:;'`!|()[]{}/\\-")

    /// An estimate of an element's intrinsic size when no reliable frame exists: a search
    /// bar's height by the SDK of the document's Xcode (`toolsVersion`), text measured with
    /// the element's font otherwise.
    static func estimate(for element: XMLElement, toolsVersion: Double, isMac: Bool) -> (width: Double, height: Double) {
        if element.name == "searchBar" {
            // UISearchBar's height: 44 points, 56 from iOS 11 (Xcode 9, toolsVersion 13000)
            // on (corpus: MediBand's Xcode 7 search bar, drawn 44 high and marked misplaced
            // for its sides, has a segmented control hung 9 below it at y = 64 + 44 + 9).
            return (0, toolsVersion >= 13000 ? 56 : 44)
        }
        if isMac, let value = appKitTextFieldEstimate(for: element) { return value }
        var value = textEstimate(for: element)
        if !isMac, toolsVersion >= DocumentConverter.xcode7ToolsVersion, toolsVersion < DocumentConverter.xcode8ToolsVersion,
           let lineHeight = systemLineHeight(ofLabel: element) {
            // Xcode 7's canvas (the iOS 9 SDK, San Francisco) measures a system-font line
            // unrounded, 20.287 at 17 points: MediBand's cell of labels chained around a
            // centred one is ambiguous as Xcode marks it only so (the em estimate, 21, leaves
            // the slack to one label's hugging; 20.5, the line rounded to pixels, leaves none).
            value.height = lineHeight
        }
        return value
    }

    /// An AppKit text field's one line of its cell's title in its cell's font, estimated as
    /// iOS text is (0.55 em a character, 1.2 em a line rounded up: 16 points at 13, 14 at 11,
    /// as AppKit draws a label's line), with a bezel's 5 points more where it has one (a
    /// regular bezeled field is 21 high). Nil without a title or a font of known size.
    static func appKitTextFieldEstimate(for element: XMLElement) -> (width: Double, height: Double)? {
        guard element.name == "textField", let cell = element.child("textFieldCell"), let title = cell["title"], !title.isEmpty,
              let pointSize = TextBaselines.appKitSystemFontSize(of: element) else { return nil }
        let bezel: Double = cell["borderStyle"] == nil ? 0 : 5
        let line = oneLine(title, pointSize: pointSize)
        return (line.width, line.height + bezel)
    }

    /// The width of an AppKit button or pop-up button Xcode marked misplaced (its frame is
    /// not its measure): its title on one line in its cell's font (a pop-up button's widest
    /// item: NSPopUpButton sizes itself to its menu) and the space the control's kind puts
    /// around it. Those spaces are the corpus's: the drawn widths of half A's unmarked
    /// controls without a width constraint or an image, less their titles' estimates (push
    /// buttons 23, the median of 73, half B's 58 also 23; checkboxes and radio buttons 22, the
    /// median of 19 radio buttons, half A's 107 checkboxes 23, half B's 95 19; pop-up buttons
    /// 26, the lower quartile of 22, as a pop-up button is often stretched, half B's 22;
    /// textured buttons 29, the median of 12). Nil for another kind, a button with an image,
    /// or one without a title or a font of known size.
    static func appKitButtonWidthEstimate(of element: XMLElement) -> Double? {
        guard ["button", "popUpButton"].contains(element.name), let cell = TextBaselines.appKitCell(of: element),
              cell["image"] == nil, !cell.children.contains(where: { $0["key"] == "image" }),
              let pointSize = TextBaselines.appKitSystemFontSize(of: element) else { return nil }
        var title = cell["title"] ?? ""
        let padding: Double
        if element.name == "popUpButton" {
            let items = cell.child("menu")?.child("items")?.children(named: "menuItem").compactMap { $0["title"] } ?? []
            title = ([title] + items).max { $0.count < $1.count } ?? title
            padding = 26
        } else {
            switch (cell["type"], cell["bezelStyle"]) {
            case ("push", "rounded"): padding = 23
            case ("check", _), ("radio", _): padding = 22
            case ("roundTextured", "texturedRounded"): padding = 29
            default: return nil
            }
        }
        guard !title.isEmpty else { return nil }
        return oneLine(title, pointSize: pointSize).width + padding
    }

    /// One line of `text` in a `pointSize` font, estimated: 0.55 em a character, 1.2 em high,
    /// each rounded up to a point.
    static func oneLine(_ text: String, pointSize: Double) -> (width: Double, height: Double) {
        ((Double(text.count) * pointSize * 0.55).rounded(.up), (pointSize * 1.2).rounded(.up))
    }

    /// Text measured with the element's font, estimated: 0.55 em per character, 1.2 em a line.
    static func textEstimate(for element: XMLElement) -> (width: Double, height: Double) {
        // Without a font description a control has its class's default font: 15-point system
        // for UIButton's title, 17 for labels and text.
        let pointSize = element.child("fontDescription").flatMap { $0["pointSize"].flatMap(Double.init) } ?? (element.name == "button" ? 15 : 17)
        let text: String
        switch element.name {
        case "button":
            text = element.children(named: "state").first { $0["key"] == "normal" }?["title"]
                ?? element.child("buttonConfiguration")?["title"] ?? ""
        case "textField":
            text = element["text"] ?? element["placeholder"] ?? ""
        default:
            text = element["text"] ?? (element.child("attributedString") != nil ? "Attributed" : "")
        }
        let (width, lineHeight) = oneLine(text, pointSize: pointSize)
        switch element.name {
        case "label":
            return text.isEmpty ? (0, 0) : (width, lineHeight)
        case "button":
            // Content edge insets replace the 6 points UIKit otherwise puts above and below a
            // system button's title (corpus: MediBand's Xcode 7 "LOGIN", 15-point, insets 7
            // and 7, is drawn 32 high; three buttons with insets 5 and 5 are drawn 28 high).
            if let insets = element.children(named: "inset").first(where: { $0["key"] == "contentEdgeInsets" }) {
                let inset = { (name: String) in insets[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
                if [inset("minX"), inset("minY"), inset("maxX"), inset("maxY")].contains(where: { $0 != 0 }) {
                    return (max(0, (text.isEmpty ? 0 : width) + inset("minX") + inset("maxX")),
                            max(0, lineHeight + inset("minY") + inset("maxY")))
                }
            }
            return (text.isEmpty ? 30 : width + 2, max(30, lineHeight + 10))
        case "textField":
            return (max(width, 97), 34)
        default:
            return (width, lineHeight)
        }
    }
}

/// Where text controls put their baselines, from San Francisco's metrics (ascender 1950,
/// descender 494 in 2048 units, the same at every weight): UILabel centres its block of
/// lines in its bounds, and UIButton, UITextField and AppKit's text fields, buttons and
/// pop-up buttons centre their one line in the alignment rectangle, so the first baseline is
/// half the slack plus the ascender below the top and the last one half the slack plus the
/// descender above the bottom. Without a known font the baselines stay at the bottom edge.
enum TextBaselines {
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048

    /// `height` is the alignment rectangle's drawn height; nil where the font is unknown.
    static func baselines(of element: XMLElement, height: Double, isMac: Bool) -> Baselines? {
        guard let pointSize = isMac ? appKitSystemFontSize(of: element) : touchSystemFontSize(of: element), pointSize > 0 else { return nil }
        let lineHeight = pointSize * (ascender + descender)
        var lines = 1.0
        if element.name == "label" {
            // Absent numberOfLines is UILabel's 1; 0 wraps as the frame allows.
            let limit = element["numberOfLines"].flatMap(Double.init) ?? 1
            let fitting = max(1, (height / lineHeight).rounded())
            lines = limit == 0 ? fitting : min(limit, fitting)
        } else if isMac, element.name == "textField" {
            lines = max(1, (height / lineHeight).rounded(.down))
        }
        let slack = (height - lines * lineHeight) / 2
        return Baselines(first: slack + pointSize * ascender, last: height - slack - pointSize * descender)
    }

    /// An iOS label's, button's or text field's system font size (any weight).
    static func touchSystemFontSize(of element: XMLElement) -> Double? {
        guard ["label", "button", "textField"].contains(element.name), element.child("attributedString") == nil,
              let font = element.child("fontDescription"), ["system", "boldSystem", "italicSystem"].contains(font["type"] ?? "") else { return nil }
        return font["pointSize"].flatMap(Double.init)
    }

    /// An AppKit control's cell (`textFieldCell`, `buttonCell`, `popUpButtonCell`…), which
    /// holds its title and font.
    static func appKitCell(of element: XMLElement) -> XMLElement? {
        element.children.first { $0.name.hasSuffix("Cell") }
    }

    /// The point size of an AppKit text field's, button's or pop-up button's cell font: the
    /// system font's (`metaFont` names a system font size, `size` overrides it), the
    /// appearance's, or a named font's, measured as the system font.
    static func appKitSystemFontSize(of element: XMLElement) -> Double? {
        guard ["textField", "button", "popUpButton"].contains(element.name), let cell = appKitCell(of: element),
              let font = cell.children.first(where: { $0.name == "font" && $0["key"] == "font" }) else { return nil }
        // The appearance's font is the system font at its regular size (13 points). A font
        // by name (`.SFNS-…` is San Francisco; Helvetica Neue, Menlo, Avenir…) has metrics
        // the file does not hold: its line is estimated with San Francisco's at its size,
        // whose baseline an ascender below the top differs from a Latin font's by well under
        // the ±3 points of the bezel range of the AppKit controls that carry it (issue 28
        // round 9; without it the baseline sat on the bottom edge, a line too low: Aerial's
        // 13 labels on the baselines of pop-up buttons in 14-point Helvetica Neue).
        if font["usesAppearanceFont"] == "YES" { return 13 }
        if font["name"] != nil { return font["size"].flatMap(Double.init) }
        guard let metaFont = font["metaFont"] else { return nil }
        let sizes: [String: Double] = ["system": 13, "systemBold": 13, "message": 13, "controlContent": 13, "menu": 14,
                                       "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9, "label": 10,
                                       "toolTip": 11]
        guard let standard = sizes[metaFont] else { return nil }
        return font["size"].flatMap(Double.init) ?? standard
    }
}

/// The image an image view shows: UIKit's `image` attribute or `imageReference`, AppKit's
/// image cell's.
enum ImageViewContent {
    /// The image's name and whether it is a system symbol (SF Symbols, `catalog="system"`).
    static func image(of element: XMLElement) -> (name: String, isSymbol: Bool)? {
        guard element.name == "imageView" else { return nil }
        for holder in [element, element.child("imageCell")].compactMap({ $0 }) {
            if let name = holder["image"] { return (name, holder["catalog"] == "system") }
            if let reference = holder.children.first(where: { $0.name == "imageReference" && $0["key"] == "image" }), let name = reference["image"] {
                return (name, reference["catalog"] == "system")
            }
        }
        return nil
    }
}

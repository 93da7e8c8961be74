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
             "activityIndicatorView", "datePicker", "pickerView", "searchBar", "popUpButton", "comboBox",
             "colorWell", "levelIndicator", "pathControl", "searchField", "secureTextField", "tokenField":
            return .both
        case "imageView":
            // An image view without an image reports no intrinsic metric.
            return element["image"] != nil || element.child("imageReference") != nil || element.child("imageCell") != nil ? .both : .none
        case "navigationBar", "toolbar", "tabBar":
            // Bars size their height to the bar style; their width comes from the layout.
            return .height
        case "slider", "progressView":
            return isMac && element.name == "slider" && element.child("sliderCell")?["sliderType"] == "circular" ? .both : .height
        case "progressIndicator":
            return element["style"] == "spinning" ? .both : .height
        case "textView":
            // A text view sizes to its text only when it does not scroll.
            return element["scrollEnabled"] == "NO" ? .both : .none
        default:
            return .none
        }
    }

    /// Sizes that do not depend on content: switches, steppers and activity indicators.
    static func fixedSize(of element: XMLElement) -> (Double, Double)? {
        switch element.name {
        case "switch": return (51, 31)
        case "stepper": return (94, 32)
        case "activityIndicatorView": return element["style"]?.contains("large") == true || element["style"] == "whiteLarge" ? (37, 37) : (20, 20)
        default: return nil
        }
    }

    /// An estimate for text measured with the element's font when no reliable frame exists.
    static func estimate(for element: XMLElement) -> (width: Double, height: Double) {
        let pointSize = element.child("fontDescription").flatMap { $0["pointSize"].flatMap(Double.init) } ?? 17
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
        let lineHeight = (pointSize * 1.2).rounded(.up)
        let width = (Double(text.count) * pointSize * 0.55).rounded(.up)
        switch element.name {
        case "label":
            return text.isEmpty ? (0, 0) : (width, lineHeight)
        case "button":
            return (text.isEmpty ? 30 : width + 2, max(30, lineHeight + 10))
        case "textField":
            return (max(width, 97), 34)
        default:
            return (width, lineHeight)
        }
    }
}

/// A design canvas: Xcode's `<device id=…>` with its size and safe-area insets in points.
///
/// Sizes and insets are Apple's published screen sizes and the safe-area insets UIKit reports
/// on each device in portrait (status bar included); docs/interface-builder.md lists them.
struct Device: Sendable {
    var id: String
    var width: Double
    var height: Double
    var safeTop: Double
    var safeBottom: Double
    var safeLeft: Double = 0
    var safeRight: Double = 0

    /// UIKit's system minimum layout margin on the leading and trailing sides of a view this
    /// wide (a view controller's root, a cell's content view): 16 on narrow iPhones, 20 on
    /// wider screens (a 393-point iPhone 14 Pro's cells, a 414-point Plus's roots).
    static func sideMargin(forWidth width: Double) -> Double { width > 375 ? 20 : 16 }

    /// The offsets from `sideMargin(forWidth:)` that the SDK Xcode drew with may have taken
    /// instead, for widths between the 375-point screens (16) and the 393-point ones (20),
    /// which the file does not say: OsmAnd's cells on a 390-point iPhone 12 canvas draw their
    /// views 20 inside in Xcode 15 documents and 16 inside in Xcode 16.3 to 26 ones (issue 28
    /// round 19, outside the corpus; the corpus has no such canvas). And Xcode 10 and 11
    /// (toolsVersion 14000 to 16999) draw a cell's margins 15 or 16 where it is 320 points wide
    /// or less, the file does not say by what (issue 28 round 20, outside the corpus:
    /// RocketChat's and ProtonVPN's documents of each version draw both).
    static func sideMarginRange(forWidth width: Double, toolsVersion: Double, isCell: Bool) -> ClosedRange<Double>? {
        if width > 375 && width < 393 { return -4...0 }
        if isCell, toolsVersion >= 14000, toolsVersion < 17000, width <= 320 { return -1...0 }
        return nil
    }

    /// The size classes UIKit gives a full-screen app on this device (Apple's Human Interface
    /// Guidelines, "Layout", device size classes): an iPad is regular both ways; an iPhone is
    /// compact in width and regular in height in portrait, compact in height in landscape,
    /// where the Plus and Max models and the XR and 11, 414 points wide and more in portrait,
    /// are regular in width.
    var sizeClasses: (width: String, height: String) {
        if id.hasPrefix("ipad") { return ("regular", "regular") }
        if width <= height { return ("compact", "regular") }
        return (height >= 414 ? "regular" : "compact", "compact")
    }

    /// Pixels per point: UIKit rounds a label's measured size up to whole pixels. The 3x
    /// screens are the Plus, the X family and every iPhone from the 12 on; the rest are 2x.
    var scale: Double {
        ["retina5_5", "retina5_9", "retina5_4", "retina6_5", "retina6_0", "retina6_3", "retina6_7", "retina6_9",
         "retina6_12", "retina6_72"].contains(id) ? 3 : 2
    }

    /// `id` in `orientation` (`portrait` unless `landscape` is given).
    static func named(_ id: String, orientation: String?) -> Device? {
        guard var device = table.first(where: { $0.id == id }) else { return nil }
        if orientation == "landscape" {
            let notched = device.safeBottom > 0 && !device.id.hasPrefix("ipad")
            let portrait = device
            device.width = portrait.height
            device.height = portrait.width
            if notched {
                // Landscape on a notched iPhone: the sensor housing moves to the sides, no status bar.
                device.safeLeft = portrait.safeTop
                device.safeRight = portrait.safeTop
                device.safeTop = 0
                device.safeBottom = 21
            } else if !device.id.hasPrefix("ipad") {
                // Landscape on an iPhone without a sensor housing: no status bar (UIKit hides it
                // in a vertically compact environment).
                device.safeTop = 0
            }
        }
        return device
    }

    /// Older documents: `<simulatedScreenMetrics type="retina4">` and friends.
    static func simulated(_ type: String?) -> Device? {
        switch type {
        case "retina4": return named("retina4_0", orientation: nil)
        case "retina35": return named("retina3_5", orientation: nil)
        case "retina47": return named("retina4_7", orientation: nil)
        case "retina55": return named("retina5_5", orientation: nil)
        default: return nil
        }
    }

    /// The default canvas when a document names none: Xcode's iPhone 8-sized canvas.
    static let standard = Device(id: "retina4_7", width: 375, height: 667, safeTop: 20, safeBottom: 0)

    static let table: [Device] = [
        Device(id: "retina3_5", width: 320, height: 480, safeTop: 20, safeBottom: 0),
        Device(id: "retina4_0", width: 320, height: 568, safeTop: 20, safeBottom: 0),
        Device(id: "retina4_7", width: 375, height: 667, safeTop: 20, safeBottom: 0),
        Device(id: "retina5_5", width: 414, height: 736, safeTop: 20, safeBottom: 0),
        Device(id: "retina5_9", width: 375, height: 812, safeTop: 44, safeBottom: 34),
        Device(id: "retina5_4", width: 375, height: 812, safeTop: 50, safeBottom: 34),
        Device(id: "retina6_1", width: 414, height: 896, safeTop: 44, safeBottom: 34),
        Device(id: "retina6_5", width: 414, height: 896, safeTop: 44, safeBottom: 34),
        Device(id: "retina6_0", width: 390, height: 844, safeTop: 47, safeBottom: 34),
        Device(id: "retina6_3", width: 402, height: 874, safeTop: 62, safeBottom: 34),
        Device(id: "retina6_7", width: 428, height: 926, safeTop: 47, safeBottom: 34),
        Device(id: "retina6_9", width: 440, height: 956, safeTop: 62, safeBottom: 34),
        Device(id: "retina6_12", width: 393, height: 852, safeTop: 59, safeBottom: 34),
        Device(id: "retina6_72", width: 430, height: 932, safeTop: 59, safeBottom: 34),
        Device(id: "ipad9_7", width: 768, height: 1024, safeTop: 20, safeBottom: 0),
        Device(id: "ipad10_2", width: 810, height: 1080, safeTop: 20, safeBottom: 0),
        Device(id: "ipad10_5", width: 834, height: 1112, safeTop: 20, safeBottom: 0),
        Device(id: "ipad10_9rounded", width: 820, height: 1180, safeTop: 24, safeBottom: 20),
        Device(id: "ipad11", width: 834, height: 1194, safeTop: 24, safeBottom: 20),
        Device(id: "ipad12_9", width: 1024, height: 1366, safeTop: 20, safeBottom: 0),
        Device(id: "ipad12_9rounded", width: 1024, height: 1366, safeTop: 24, safeBottom: 20),
    ]
}

extension DocumentConverter {
    /// The width that sets a view's system side margins: its own, but no wider than the
    /// named canvas device's screen (a 600-point cell or a 383-point freeform root on an
    /// iPhone 8 canvas has the iPhone's 16).
    func marginWidth(of width: Double) -> Double {
        canvasNamed ? min(width, device.width) : width
    }

    /// The width that sets a table cell's content view's system side margins: a cell wider
    /// than 320 points takes its canvas screen's, a narrower one its own (issue 28 round 20:
    /// cells 335 to 374 points wide on 393- and 414-point canvases draw their views 20 inside
    /// in OsmAnd's, firebase's, KeePassium's and ProtonVPN's documents; 320-point cells on such
    /// canvases 16, ProtonVPN's and OsmAnd's; a 252-point table on a 414-point canvas 16).
    func cellMarginWidth(of width: Double) -> Double {
        canvasNamed && width > 320 ? device.width : marginWidth(of: width)
    }
}

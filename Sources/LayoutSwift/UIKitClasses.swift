import LayoutDiagnostics
import LayoutModel

/// What the reader knows of UIKit's and AppKit's view classes: the model's kind for each,
/// and which have a content size the code does not fix (text, images).
enum UIKitClasses {
    enum Role {
        case viewController, view, cell, guide
    }

    static let kinds: [String: ViewKind] = [
        "UIView": .view, "NSView": .view, "UIScrollView": .view, "NSScrollView": .view, "UITableView": .view,
        "UICollectionView": .view, "UIVisualEffectView": .view, "NSVisualEffectView": .view, "UIControl": .view,
        "NSBox": .view, "NSTableView": .view, "UIPageControl": .view, "UIProgressView": .view, "WKWebView": .view,
        "UILabel": .label, "NSTextField": .label, "UIButton": .button, "NSButton": .button,
        "UIImageView": .imageView, "NSImageView": .imageView, "UITextField": .textField, "NSSearchField": .textField,
        "UITextView": .textView, "NSTextView": .textView, "UISwitch": .switch, "NSSwitch": .switch,
        "UIActivityIndicatorView": .activityIndicator, "NSProgressIndicator": .activityIndicator,
        "UIStackView": .stackView, "NSStackView": .stackView, "UISlider": .view, "NSSlider": .view,
        "UISegmentedControl": .view, "NSSegmentedControl": .view, "UISearchBar": .view, "UIDatePicker": .view,
        "NSPopUpButton": .button, "UITableViewCell": .view, "UICollectionViewCell": .view,
        "UITableViewHeaderFooterView": .view, "UICollectionReusableView": .view, "NSTableCellView": .view,
        "UIViewController": .view, "NSViewController": .view, "UITableViewController": .view,
        "UICollectionViewController": .view, "UINavigationController": .view, "UIPageViewController": .view,
        "UILayoutGuide": .view, "NSLayoutGuide": .view,
    ]

    static func kind(of name: String) -> ViewKind? { kinds[name] }

    static func role(of name: String) -> Role? {
        guard kinds[name] != nil else { return nil }
        if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return .viewController }
        if name.hasSuffix("Cell") || name == "UITableViewHeaderFooterView" || name == "UICollectionReusableView" { return .cell }
        if name.hasSuffix("LayoutGuide") { return .guide }
        return .view
    }

    /// Controls of kind `.view` that have an intrinsic size in UIKit or AppKit (a slider's and a
    /// progress bar's height, a segmented control's, a search bar's, a page control's and a date
    /// picker's size), measured by the system: a size the code does not fix.
    static let measuredControls: Set<String> = [
        "UIPageControl", "UIProgressView", "UISlider", "NSSlider", "UISegmentedControl", "NSSegmentedControl",
        "UISearchBar", "UIDatePicker",
    ]

    /// Kinds whose intrinsic size depends on content the code sets at run time.
    static func hasContentSize(_ kind: ViewKind) -> Bool {
        kind != .view && kind != .stackView
    }

    /// Anchor property names and their attributes.
    static let anchors: [String: LayoutAttribute] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading, "trailingAnchor": .trailing,
        "leftAnchor": .left, "rightAnchor": .right, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
        "lastBaselineAnchor": .lastBaseline,
    ]

    /// `NSLayoutConstraint.Attribute` case names.
    static let attributes: [String: LayoutAttribute] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "left": .left, "right": .right,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "firstBaseline": .firstBaseline,
        "lastBaseline": .lastBaseline, "baseline": .lastBaseline, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// Priority names of UIKit (`UILayoutPriority`), AppKit and SnapKit.
    static let priorityNames: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "fittingSizeCompression": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
        "dragThatCanResizeWindow": 510, "windowSizeStayPut": 500, "dragThatCannotResizeWindow": 490,
        "high": 750, "low": 250, "medium": 500,
    ]
}

/// The model's locations, not swift-syntax's type of the same name.
typealias SourceLocation = LayoutDiagnostics.SourceLocation

import LayoutDiagnostics
import LayoutSwift
import XCTest

/// What the Swift reader reads, one construct at a time, as the findings a user sees.
final class SwiftReaderTests: XCTestCase {

    func testItemConstraintsConflictInTheCodesWords() {
        let code = """
            final class CardView: UIView {
                let badge = UIView()
                func setUp() {
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(badge)
                    addConstraint(NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40))
                    badge.widthAnchor.constraint(equalToConstant: 44).isActive = true
                    badge.heightAnchor.constraint(equalTo: badge.widthAnchor).isActive = true
                    badge.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 7:27 'badge.widthAnchor == 44' (badge.width == 44) cannot hold together with 1 other required constraint: the others put badge.width at 40, where it needs 44; UIKit breaks one of them at run time
            """)
    }

    func testPriorityArithmeticMakesAConstraintOptional() {
        let code = """
            final class RowView: UIView {
                let icon = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(icon)
                    icon.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    icon.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    icon.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    let wide = icon.widthAnchor.constraint(equalToConstant: 60)
                    wide.priority = .required - 1
                    let narrow = icon.widthAnchor.constraint(equalToConstant: 30)
                    narrow.priority = UILayoutPriority(rawValue: UILayoutPriority.defaultHigh.rawValue + 1)
                    NSLayoutConstraint.activate([wide, narrow, icon.widthAnchor.constraint(equalToConstant: 20)])
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    func testExtensionsAndHelpersOfTheModuleAreRead() {
        let helper = """
            extension UIView {
                func pin(to other: UIView, inset: CGFloat = 0) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                        trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                    ])
                }
            }
            """
        let code = """
            final class BannerView: UIView {
                let title = UIView()
            }

            extension BannerView {
                func layout() {
                    addSubview(title)
                    title.pin(to: self, inset: 12)
                    title.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
                    title.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    title.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code, path: "BannerView.swift", others: [(path: "UIView+Pin.swift", text: helper)])), """
            unsatisfiable-required 9:27 'title.widthAnchor == widthAnchor' (title.width == BannerView.width) cannot hold together with 2 other required constraints: the others put title.width at 0, where it needs BannerView.width = 24; UIKit breaks one of them at run time
            """)
    }

    /// A helper whose attribute is a parameter (QuickLayout's `layoutToSuperview(_ edge:)`, in
    /// SwiftEntryKit) is read where it is called, with the attribute the call passes: a top
    /// pinned twice at different offsets conflicts. Its body alone is not reported unread.
    func testAHelperWhoseAttributeIsAParameterIsReadWhereCalled() {
        let helper = """
            // `QLView` is an alias of UIView declared outside these files, as in QuickLayout.
            extension QLView {
                @discardableResult
                func layoutToSuperview(_ edge: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
                                       offset: CGFloat = 0) -> NSLayoutConstraint {
                    translatesAutoresizingMaskIntoConstraints = false
                    let constraint = NSLayoutConstraint(item: self, attribute: edge, relatedBy: relation, toItem: superview, attribute: edge, multiplier: 1, constant: offset)
                    superview!.addConstraint(constraint)
                    return constraint
                }
                // An overload that also takes the calls below: Swift chooses the one without a variadic parameter.
                @discardableResult
                func layoutToSuperview(_ edges: NSLayoutConstraint.Attribute..., offset: CGFloat = 0) -> [NSLayoutConstraint] {
                    edges.map { layoutToSuperview($0, offset: offset) }
                }
            }
            """
        let code = """
            final class AlertView: UIView {
                let thumb = UIView()
                func setUp() {
                    addSubview(thumb)
                    thumb.layoutToSuperview(.top, offset: 20)
                    thumb.layoutToSuperview(.top, offset: 30)
                }
            }
            """
        // The conflict is at the helper's call of NSLayoutConstraint (UIView+QuickLayout.swift:7:26),
        // with the offset the second call passes; `thumb` is otherwise only pinned at its top.
        XCTAssertEqual(show(lintSwift(code, path: "AlertView.swift", others: [(path: "UIView+QuickLayout.swift", text: helper)])), """
            underconstrained-axis 2:17 'thumb' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            underconstrained-axis 2:17 'thumb' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges
            unsatisfiable-required 7:26 'self.top == superview.top + 30' (thumb.top == AlertView.top + 30) cannot hold together with 1 other required constraint: the others put thumb.top at 20, where it needs AlertView.top + 30 = 30; UIKit breaks one of them at run time
            """)
    }

    /// The receiver of a view helper is a view even when the reader cannot follow where it
    /// comes from (a property of a superclass outside the module): its constraints are its own,
    /// not the type's, and its superview is one the code does not show.
    func testAHelpersReceiverFromOutsideTheModuleIsAViewOfItsOwn() {
        let helper = """
            extension UIView {
                func layoutToSuperview(_ edge: NSLayoutConstraint.Attribute, offset: CGFloat = 0) {
                    superview!.addConstraint(NSLayoutConstraint(item: self, attribute: edge, relatedBy: .equal, toItem: superview, attribute: edge, multiplier: 1, constant: offset))
                }
            }
            """
        let code = """
            final class AlertView: OutsideMessageView {
                func setUp() {
                    if let thumbImageView = thumbImageView {
                        thumbImageView.layoutToSuperview(.top, offset: 20)
                        thumbImageView.layoutToSuperview(.top, offset: 30)
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code, path: "AlertView.swift", others: [(path: "UIView+QuickLayout.swift", text: helper)])), """
            unsatisfiable-required 3:34 'self.top == superview.top + 30' (thumbImageView.top == thumbImageView.superview.top + 30) cannot hold together with 1 other required constraint: the others put thumbImageView.top at 20, where it needs thumbImageView.superview.top + 30 = 30; UIKit breaks one of them at run time
            """)
    }

    func testUnreadCallsSayWhy() {
        let code = """
            final class ListView: UIView {
                func layout(views: [String: UIView], format: String) {
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: views))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": self]))
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unread-layout-code 3:43 layoutlint did not read the constraints made here: the views dictionary is built at run time
            unread-layout-code 4:43 layoutlint did not read the constraints made here: the format string is built at run time
            """)
    }

    /// UIKit keeps a cell's content view at the cell's bounds by autoresizing; a cell that turns
    /// that off pins the content view itself (SwipeCellKit's cells do, from both initialisers).
    func testACellThatTurnsOffItsContentViewsAutoresizingPinsItItself() {
        func cell(turningOff: Bool) -> String {
            """
            final class InsetCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configure()
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    configure()
                }
                func configure() {
                    \(turningOff ? "contentView.translatesAutoresizingMaskIntoConstraints = false" : "contentView.clipsToBounds = false")
                    NSLayoutConstraint.activate([
                        contentView.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 8),
                        contentView.topAnchor.constraint(equalTo: self.topAnchor),
                    ])
                }
            }
            """
        }
        XCTAssertEqual(show(lintSwift(cell(turningOff: true))), "")
        XCTAssertEqual(show(lintSwift(cell(turningOff: false))), """
            unsatisfiable-required 13:39 'contentView.leadingAnchor == leadingAnchor + 8' (contentView.leading == InsetCell.leading + 8) cannot hold together with 1 other required constraint: the others put contentView.leading at 0, where it needs InsetCell.leading + 8 = 8; UIKit breaks one of them at run time
            duplicate-constraint 14:35 'contentView.topAnchor == topAnchor' repeats 'contentView.topAnchor == self.topAnchor'
            """)
    }

    /// A view the code makes and adds nowhere it reads is placed by whatever it is given to
    /// (a popover's view controller here): its autoresizing constraints are unknown, not those
    /// of a zero frame (alt-tab-macos and Rectangle make such views: 6 false conflicts).
    func testAViewHandedToCodeNotReadHasNoAutoresizingConstraints() {
        let code = """
            final class SettingsController: NSViewController {
                func showExtraSettings() {
                    let stack = NSStackView()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    let containerView = NSView()
                    containerView.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: containerView.topAnchor, constant: 10),
                        stack.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: -10),
                        stack.widthAnchor.constraint(equalToConstant: 200),
                        stack.widthAnchor.constraint(equalToConstant: 300),
                    ])
                    let controller = NSViewController()
                    controller.view = containerView
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:31 'stack.widthAnchor == 300' (stack.width == 300) cannot hold together with 1 other required constraint: the others put stack.width at 200, where it needs 300; UIKit breaks one of them at run time
            """)
    }

    /// A view placed only against a layout guide moves with the guide's unknown insets, which
    /// are not its own freedom (InputBarAccessoryView's example, read outside the corpus, was
    /// reported with no vertical position); a view with no vertical constraint at all still is.
    func testAViewPlacedAgainstALayoutGuideIsNotAmbiguousThroughTheGuidesInsets() {
        let base = "class CommonController: UIViewController {}"
        let code = """
            final class BarController: CommonController {
                private lazy var bottomBar: UIView = {
                    let bar = UIView()
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    return bar
                }()
                private let floating = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bottomBar)
                    view.addSubview(floating)
                    floating.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bottomBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bottomBar.heightAnchor.constraint(equalToConstant: 50),
                        floating.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                        floating.widthAnchor.constraint(equalToConstant: 40),
                        floating.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code, others: [("Common.swift", base)])), """
            underconstrained-axis 7:28 'floating' has no vertical position: add a top, bottom, centerY or baseline constraint
            """)
    }

    /// An NSBox's content view (`box.contentView!`) is placed and sized with the box in ways the
    /// code does not show: neither the box's height nor a squeeze against the content view's
    /// unknown height is reported; a squeeze between views the code sizes is (alt-tab-macos's
    /// debug window, read outside the corpus, had both false findings).
    func testAViewSqueezedAgainstAContentViewOfUnknownSizeIsNotReported() {
        let code = """
            final class LogsView: NSView {
                let list = NSView()
                let header = NSView()
                let footer = NSView()
                let box = NSBox()
                func setUp() {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(box)
                    box.contentView = NSView()
                    box.contentView!.addSubview(list)
                    for view in [list, header, footer] { view.translatesAutoresizingMaskIntoConstraints = false }
                    addSubview(header)
                    addSubview(footer)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 300),
                        list.topAnchor.constraint(equalTo: box.contentView!.topAnchor, constant: 60),
                        list.bottomAnchor.constraint(equalTo: box.contentView!.bottomAnchor, constant: -4),
                        list.leadingAnchor.constraint(equalTo: box.contentView!.leadingAnchor),
                        list.widthAnchor.constraint(equalToConstant: 100),
                        header.topAnchor.constraint(equalTo: box.bottomAnchor),
                        header.leadingAnchor.constraint(equalTo: leadingAnchor),
                        header.widthAnchor.constraint(equalToConstant: 100),
                        header.heightAnchor.constraint(equalToConstant: 30),
                        footer.topAnchor.constraint(equalTo: header.topAnchor, constant: 40),
                        footer.leadingAnchor.constraint(equalTo: leadingAnchor),
                        footer.widthAnchor.constraint(equalToConstant: 100),
                    ])
                    let squeeze = footer.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -10)
                    squeeze.priority = .defaultHigh
                    squeeze.isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            negative-size 4:18 'footer' is held at a height of 0: its constraints would squeeze it to -20; UIKit keeps sizes at zero or more, so optional constraints give way
            """)
    }

    /// Files of two targets given together may declare the same class twice (a test target's
    /// mock of an app's class, as alt-tab-macos does): each declaration is read as a type of
    /// its own, in its own file, rather than every method of the second left unread.
    func testAClassDeclaredTwiceIsReadInEachFile() {
        let mock = """
            class SettingsTab {
                static func initTab() -> NSView { NSView() }
            }
            """
        let code = """
            class SettingsTab {
                static func initTab() -> NSView {
                    let view = NSView()
                    let row = NSView()
                    row.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(row)
                    row.widthAnchor.constraint(equalToConstant: 200).isActive = true
                    row.widthAnchor.constraint(equalToConstant: 300).isActive = true
                    return view
                }
            }
            """
        // The mock's file first, as `lint` orders a folder's files by path.
        XCTAssertEqual(show(lintSwift(code, path: "SettingsTab.swift", others: [("AMocks.swift", mock)], othersFirst: true)), """
            underconstrained-axis 4:19 'row' has no horizontal position: add a leading, trailing, left, right or centerX constraint
            underconstrained-axis 4:19 'row' has no vertical position or height: add a top, bottom, centerY or baseline constraint, and a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            unsatisfiable-required 8:25 'row.widthAnchor == 300' (row.width == 300) cannot hold together with 1 other required constraint: the others put row.width at 200, where it needs 300; UIKit breaks one of them at run time
            """)
    }

    /// A fluent method on a constraint (`.priority(_:)` returning `Self`, as Mastodon declares)
    /// is read as a helper of the module with the constraint as its receiver; one the module
    /// does not declare leaves the constraint's fate unknown, so its views are not reported
    /// (before, both left the constraint inactive and the bar was reported with no size).
    func testAFluentMethodOnAConstraintIsReadOrLeavesItUnknown() {
        let code = """
            final class DragIndicator: UIView {
                let bar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(bar)
                    NSLayoutConstraint.activate([
                        bar.centerXAnchor.constraint(equalTo: centerXAnchor),
                        bar.centerYAnchor.constraint(equalTo: centerYAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 5).priority(.required),
                        bar.widthAnchor.constraint(equalToConstant: 36).priority(.required),
                        bar.widthAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """
        let fluent = """
            extension NSLayoutConstraint {
                public func priority(_ priority: UILayoutPriority) -> Self {
                    self.priority = priority
                    return self
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code, others: [("NSLayoutConstraint+Fluent.swift", fluent)])), """
            unsatisfiable-required 12:29 'bar.widthAnchor == 50' (bar.width == 50) cannot hold together with 1 other required constraint: the others put bar.width at 36, where it needs 50; UIKit breaks one of them at run time
            """)
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// A helper that calls another helper without writing a receiver calls it on its own
    /// receiver (Mastodon's `pinToParent()` calls `pinTo(to: superview)`, read outside the
    /// corpus: the pins went to the type's own view and the overlay was reported with no place).
    func testAHelperCallingAnotherOnItsOwnReceiver() {
        let helpers = """
            public extension UIView {
                @discardableResult
                func pinToParent(padding: CGFloat = 0) -> [NSLayoutConstraint] {
                    pinTo(to: self.superview, padding: padding)
                }
                @discardableResult
                func pinTo(to view: UIView?, padding: CGFloat = 0) -> [NSLayoutConstraint] {
                    guard let view else { return [] }
                    let constraints = [
                        topAnchor.constraint(equalTo: view.topAnchor, constant: padding),
                        leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
                        trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
                        bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -padding),
                    ]
                    NSLayoutConstraint.activate(constraints)
                    return constraints
                }
            }
            """
        let code = """
            final class Header: UIView {
                let card = UIView()
                let overlay = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    card.translatesAutoresizingMaskIntoConstraints = false
                    overlay.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(card)
                    card.addSubview(overlay)
                    card.pinToParent()
                    card.widthAnchor.constraint(equalToConstant: 200).isActive = true
                    overlay.pinToParent()
                    overlay.widthAnchor.constraint(equalToConstant: 300).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code, others: [("UIView+Pin.swift", helpers)])), """
            unsatisfiable-required 13:29 'overlay.widthAnchor == 300' (overlay.width == 300) cannot hold together with 3 other required constraints: the others put overlay.width at 200, where it needs 300; UIKit breaks one of them at run time
            """)
    }

    /// UIKit measures a progress bar's, a slider's or a segmented control's height: a view
    /// of one pinned by its top alone has a height (Mastodon's publish progress bar, read
    /// outside the corpus, was reported with none); a plain view pinned the same way has none.
    func testAMeasuredControlHasAHeightTheCodeDoesNotFix() {
        let code = """
            final class TimelineController: UIViewController {
                let progress = UIProgressView(progressViewStyle: .bar)
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for bar in [progress, strip] {
                        bar.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(bar)
                        NSLayoutConstraint.activate([
                            bar.topAnchor.constraint(equalTo: view.topAnchor),
                            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        ])
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            underconstrained-axis 3:17 'strip' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            """)
    }

    /// A static helper of a type of the module (`Utility.quickConstraints(_:_:)`, as iina
    /// declares) is read where it is called, as a free function is.
    func testAStaticHelperOfAModuleTypeIsReadWhereItIsCalled() {
        let utility = """
            class Utility {
                static func quickConstraints(_ constraints: [String], _ views: [String: NSView]) {
                    constraints.forEach { c in
                        let cc = NSLayoutConstraint.constraints(withVisualFormat: c, options: [], metrics: nil, views: views)
                        NSLayoutConstraint.activate(cc)
                    }
                }
            }
            """
        let code = """
            final class PlayerView: NSView {
                func addOverlay() {
                    let overlay = NSView(frame: .zero)
                    overlay.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(overlay)
                    Utility.quickConstraints(["H:|[v(100)]", "V:|[v(40)]"], ["v": overlay])
                    overlay.widthAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code, others: [("Utility.swift", utility)])), """
            unsatisfiable-required 7:29 'overlay.widthAnchor == 50' (overlay.width == 50) cannot hold together with 1 other required constraint: the others put overlay.width at 100, where it needs 50; UIKit breaks one of them at run time
            """)
    }

    /// A lazy property's initialiser runs once, in whichever branch reads it first: its
    /// constraints are the set-up's, not undone by the other branches (Mastodon's status view,
    /// read outside the corpus, had its warning's divider reported with no place in 7 styles).
    func testALazyPropertyFirstReadInABranchIsMadeForEveryBranch() {
        let code = """
            final class StatusView: UIView {
                let stack = UIStackView()
                let label = UILabel()
                lazy var warning: UIView = {
                    let container = UIView()
                    container.translatesAutoresizingMaskIntoConstraints = false
                    let divider = UIView()
                    divider.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(label)
                    container.addSubview(divider)
                    NSLayoutConstraint.activate([
                        divider.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                        divider.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
                        divider.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                        divider.heightAnchor.constraint(equalToConstant: 2),
                        divider.heightAnchor.constraint(equalToConstant: 3),
                        divider.bottomAnchor.constraint(equalTo: container.bottomAnchor)
                    ])
                    return container
                }()
                public func setup(style: Style) {
                    style.layout(statusView: self)
                }
                public enum Style { case inline, plain }
            }
            extension StatusView.Style {
                func layout(statusView: StatusView) {
                    switch self {
                    case .inline: inline(statusView: statusView)
                    case .plain: plain(statusView: statusView)
                    }
                }
                private func base(statusView: StatusView) {
                    statusView.stack.addArrangedSubview(statusView.warning)
                }
                func inline(statusView: StatusView) { base(statusView: statusView) }
                func plain(statusView: StatusView) { base(statusView: statusView) }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 16:34 'divider.heightAnchor == 3' (divider.height == 3) cannot hold together with 1 other required constraint: the others put divider.height at 2, where it needs 3; UIKit breaks one of them at run time
            """)
    }

    /// The Then library's `UIImageView().then { $0.… }` runs its closure with the view made,
    /// named after the property; `$0` of one closure is not `$0` of another (Brave, read outside
    /// the corpus: every `$0` was one view, so a 40-point icon conflicted with an 80-point one).
    /// A view placed by assigning its frame, or taken out of its superview in a state, is not
    /// said to lack constraints.
    func testThenClosuresFramesAndRemovedViews() {
        let code = """
            final class WelcomeView: UIView {
                private let braveIcon = UIImageView().then {
                    $0.snp.makeConstraints { $0.size.equalTo(40) }
                }
                private let shieldIcon = UIImageView().then {
                    $0.snp.makeConstraints { $0.size.equalTo(80) }
                    $0.snp.makeConstraints { $0.width.equalTo(90) }
                }
                private let shadow = UIView().then {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                }
                private lazy var overlay = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(braveIcon)
                    addSubview(shieldIcon)
                    addSubview(shadow)
                    braveIcon.snp.makeConstraints { $0.top.leading.equalToSuperview() }
                    shieldIcon.snp.makeConstraints { $0.bottom.trailing.equalToSuperview() }
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    shadow.frame = bounds
                }
                func setLoading(_ loading: Bool) {
                    if loading {
                        addSubview(overlay)
                        overlay.snp.makeConstraints { $0.edges.equalToSuperview() }
                    } else {
                        overlay.removeFromSuperview()
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 7:34 'make.width.equalTo(90)' (shieldIcon.width == 90) cannot hold together with 1 other required constraint: the others put shieldIcon.width at 80, where it needs 90; UIKit breaks one of them at run time
            """)
    }

    /// Views named from two closures' parameters are two views: `view` of one closure is not
    /// `view` of another (before, these two widths conflicted).
    func testViewsNamedFromTwoClosuresParametersAreDifferent() {
        let code = """
            final class Row: UIView {
                func setUp(icons: [UIView], labels: [UIView]) {
                    icons.forEach { view in view.widthAnchor.constraint(equalToConstant: 40).isActive = true }
                    labels.forEach { view in view.widthAnchor.constraint(equalToConstant: 80).isActive = true }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    func testSnapKitStatementsAreReadWithTheirModifiers() {
        let code = """
            final class AvatarCell: UITableViewCell {
                let avatar = UIImageView()
                let name = UILabel()
                func setUp() {
                    contentView.addSubview(avatar)
                    contentView.addSubview(name)
                    avatar.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(8)
                        make.size.equalTo(CGSize(width: 40, height: 40))
                    }
                    name.snp.makeConstraints {
                        $0.top.equalTo(avatar.snp.bottom).offset(8)
                        $0.leading.trailing.equalToSuperview().inset(16)
                        $0.width.equalTo(avatar).multipliedBy(2).priority(.high)
                        $0.leading.equalTo(avatar)
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 15:13 'make.leading.equalTo(avatar)' (name.leading == avatar.leading) cannot hold together with 2 other required constraints: the others put name.leading at 16, where it needs avatar.leading = 8; UIKit breaks one of them at run time
            """)
    }

    func testBranchesAndMethodsThatChangeConstraintsAreStates() {
        let code = """
            final class ToggleView: UIView {
                let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
                var tall: NSLayoutConstraint!
                var short: NSLayoutConstraint!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(panel)
                    tall = panel.heightAnchor.constraint(equalToConstant: 80)
                    short = panel.heightAnchor.constraint(equalToConstant: 40)
                    if isCompact {
                        short.isActive = true
                    } else {
                        tall.isActive = true
                    }
                }
                func expand() {
                    tall.isActive = true
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 2:17 'panel.height == 50 (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (panel.height == 50) cannot hold together with 1 other required constraint: the others put panel.height at 40, where it needs 50; UIKit breaks one of them at run time in the declared layout
            unsatisfiable-required 2:17 'panel.height == 50 (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (panel.height == 50) cannot hold together with 1 other required constraint: the others put panel.height at 80, where it needs 50; UIKit breaks one of them at run time in states 'init() else (line 12)' and 'expand()'
            unsatisfiable-required 9:36 'panel.heightAnchor == 40' (panel.height == 40) cannot hold together with 1 other required constraint: the others put panel.height at 80, where it needs 40; UIKit breaks one of them at run time in state 'expand()'
            """)
    }

    func testSnapKitConstraintsKeptInPropertiesChangeInStates() {
        let code = """
            final class DrawerView: UIView {
                let handle = UIView()
                var heightConstraint: Constraint?
                var minimum: Constraint?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(handle)
                    handle.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        heightConstraint = make.height.equalTo(40).constraint
                        minimum = make.height.greaterThanOrEqualTo(30).priority(999).constraint
                    }
                }
                func collapse() {
                    heightConstraint?.update(offset: 20)
                    minimum?.update(priority: 1000)
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:23 'make.height.greaterThanOrEqualTo(30).priority(999).constraint' (handle.height >= 30) cannot hold together with 1 other required constraint: the others put handle.height at 20, where it needs at least 30; UIKit breaks one of them at run time in state 'collapse()'
            required-priority-change 16:9 state 'collapse()' changes the priority of 'make.height.greaterThanOrEqualTo(30).priority(999).constraint' from optional (999) to required (1000) while it is installed; UIKit throws when a priority moves between required and optional
            """)
    }

    func testDeepNestingBeyondTheReaderIsReportedUnread() {
        let code = "class V: UIView {\n func f() {" + String(repeating: "if x {", count: 110)
            + "let v = UIView(); v.widthAnchor.constraint(equalToConstant: 1).isActive = true" + String(repeating: "}", count: 110) + "}}"
        XCTAssertEqual(show(lintSwift(code)), """
            unread-layout-code 2:704 layoutlint did not read the constraints made here: it is nested deeper than layoutlint follows
            """)
    }

    /// A closure of one expression is read once: reading its body and then its value again
    /// doubled the work at each level (the fuzzer's 28 unclosed braces never finished).
    func testFortyNestedClosuresAreReadOnceEach() {
        let nested = String(repeating: "{ ", count: 40) + "title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true"
            + String(repeating: " }", count: 40)
        let code = """
            import UIKit

            final class CardView: UIView {
                let title = UILabel()

                func setUp() {
                    addSubview(title)
                    _ = \(nested)
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 4:17 'title.top == CardView.top (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (title.top == CardView.top) cannot hold together with 1 other required constraint: the others put title.top at 8, where it needs CardView.top = 0; UIKit breaks one of them at run time
            """)
    }

    /// Lines break where the reporters break them: a lone carriage return is a line break,
    /// as in every other front end (counted as none, it put a note past its line's end).
    func testALoneCarriageReturnBreaksALine() {
        let code = "import UIKit\n\nfinal class CardView: UIView {\n    let title = UILabel()\n\n    func setUp() {\n"
            + "        addSubview(title)\n\t\r\t\ttitle.translatesAutoresizingMaskIntoConstraints = false\n"
            + "        title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true\n"
            + "        title.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true\n    }\n}\n"
        XCTAssertEqual(show(lintSwift(code)), """
            unsatisfiable-required 11:25 'title.topAnchor == topAnchor + 20' (title.top == CardView.top + 20) cannot hold together with 1 other required constraint: the others put title.top at 8, where it needs CardView.top + 20 = 20; UIKit breaks one of them at run time
            """)
    }

    // MARK: Read outside the corpus, round 3

    /// `self.view` and `self.tableView` in a view controller are its properties, as `view` and
    /// `tableView` are: read as views of their own, the table was pinned to a second, unplaced `view`
    /// and its update found no constraint to change.
    func testSelfPropertiesOfAViewControllerAreItsProperties() {
        let code = """
            final class ListController: UIViewController {
                let tableView = UITableView()
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    view.addSubview(footer)
                    tableView.snp.makeConstraints { make in
                        make.left.right.top.equalTo(self.view)
                        make.height.equalTo(0)
                    }
                    footer.snp.makeConstraints { make in
                        make.left.right.bottom.equalTo(view)
                        make.top.equalTo(tableView.snp.bottom)
                    }
                }
                func grow() {
                    self.tableView.snp.updateConstraints { make in
                        make.height.equalTo(300)
                    }
                    self.tableView.snp.updateConstraints { make in
                        make.width.equalTo(300)
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            snapkit-update-unmatched 22:13 'make.width.equalTo(300)' updates a constraint that makeConstraints never made for 'tableView'; SnapKit stops the app ("Updated constraint could not find existing matching constraint to update")
            """)
    }

    /// SnapKit's `updateConstraints` makes the constraints of a view that has none, as
    /// `makeConstraints` does; it stops the app only when the view has some and one is not matched.
    /// A constraint read with a value only run time knows may be the one an update matches.
    func testSnapKitUpdateOfAViewWithoutConstraintsMakesThem() {
        let code = """
            final class PanelView: UIView {
                let body = UIView()
                let bar = UIView()
                var showsBar = false
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(body)
                    addSubview(bar)
                    body.snp.updateConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    body.snp.updateConstraints { make in
                        make.height.equalTo(200)
                    }
                    if showsBar {
                        bar.snp.updateConstraints { make in
                            make.left.right.top.equalToSuperview()
                            make.height.equalTo(44)
                        }
                    } else {
                        bar.snp.updateConstraints { make in
                            make.left.right.top.equalToSuperview()
                            make.height.equalTo(0)
                        }
                    }
                    bar.snp.makeConstraints { make in
                        make.width.equalTo(frame.width)
                    }
                    bar.snp.updateConstraints { make in
                        make.width.equalTo(100)
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            snapkit-update-unmatched 13:13 'make.height.equalTo(200)' updates a constraint that makeConstraints never made for 'body'; SnapKit stops the app ("Updated constraint could not find existing matching constraint to update")
            """)
    }

    /// A view placed against the free one, whose own constraints have a value only run time
    /// knows, may be what places them both: the freedom is not reported. One that merely shows
    /// content (a label) does not: the free view is still reported.
    func testFreedomAViewWithRunTimeConstraintsMayTakeIsNotReported() {
        let code = """
            final class ListController: UIViewController {
                let tableView = UITableView()
                let shadow = UIView()
                let badge = UIView()
                let label = UILabel()
                var barHeight: CGFloat = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(shadow)
                    view.addSubview(tableView)
                    view.addSubview(badge)
                    badge.addSubview(label)
                    tableView.snp.makeConstraints { make in
                        make.left.right.equalTo(view)
                        make.height.equalTo(0)
                        make.top.equalTo(view).offset(barHeight)
                    }
                    shadow.snp.makeConstraints { make in
                        make.left.right.bottom.equalTo(view)
                        make.top.equalTo(tableView.snp.bottom)
                    }
                    badge.snp.makeConstraints { make in
                        make.top.left.equalTo(view)
                    }
                    label.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        make.centerX.equalToSuperview()
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            underconstrained-axis 4:17 'badge' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges
            """)
    }

    /// UIKit removes the constraints between a view taken out of its superview and the views
    /// outside it: put back and pinned again, it is not pinned twice (Brave's playlist cell).
    /// Its constraints within itself stay.
    func testRemoveFromSuperviewRemovesTheConstraintsToViewsOutside() {
        let code = """
            final class PlayerCell: UITableViewCell {
                let player = UIView()
                let icon = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(player)
                    player.addSubview(icon)
                    player.snp.makeConstraints { make in
                        make.edges.equalTo(contentView)
                    }
                    icon.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.size.equalTo(20)
                    }
                }
                func reattach() {
                    player.removeFromSuperview()
                    contentView.addSubview(player)
                    player.snp.makeConstraints { make in
                        make.edges.equalTo(contentView)
                    }
                    icon.snp.makeConstraints { make in
                        make.size.equalTo(20)
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            duplicate-constraint 23:13 'make.size.equalTo(20) (line 23)' repeats 'make.size.equalTo(20)'
            duplicate-constraint 23:13 'make.size.equalTo(20) (line 23, #2)' repeats 'make.size.equalTo(20) (line 13)'
            """)
    }

    /// A branch inside a state is that state taking the other way: what the state did before
    /// the branch (a remake's removals) holds in it too (Brave's header, whose remake in
    /// `updateConstraints()` chooses top or bottom).
    func testABranchInsideAStateMakesTheStatesOtherChanges() {
        let code = """
            final class HeaderView: UIView {
                let bar = UIView()
                var atBottom = false {
                    didSet { updateConstraints() }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(bar)
                    bar.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
                override func updateConstraints() {
                    super.updateConstraints()
                    bar.snp.remakeConstraints { make in
                        if atBottom {
                            make.top.equalToSuperview()
                        } else {
                            make.bottom.equalToSuperview()
                        }
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// A switch on a value the reader knows (a helper's parameter given `.vertical`) runs only
    /// its case; the others are not configurations of that call (Brave's `UIView.spacer`).
    func testASwitchOnAKnownValueRunsItsCaseOnly() {
        let code = """
            extension UIView {
                static func spacer(_ direction: NSLayoutConstraint.Axis, amount: CGFloat) -> UIView {
                    let spacer = UIView()
                    spacer.snp.makeConstraints { make in
                        switch direction {
                        case .vertical: make.height.equalTo(amount)
                        case .horizontal: make.width.equalTo(amount)
                        }
                    }
                    return spacer
                }
            }
            final class WelcomeController: UIViewController {
                let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    view.addSubview(stack)
                    stack.snp.makeConstraints { make in
                        make.left.right.equalTo(view).inset(16)
                        make.top.equalTo(view)
                    }
                    stack.addArrangedSubview(UIView.spacer(.vertical, amount: 60))
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// A view property that code of another type puts views in (`header.container.addSubview`,
    /// `header` declared as the type) is sized by what it is given there: its height is not
    /// reported missing in its own type (Brave's header container).
    func testAViewAnotherTypeFillsIsNotReportedSizeless() {
        let header = """
            final class HeaderView: UIView {
                let container = UIControl()
                let empty = UIControl()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(container)
                    addSubview(empty)
                    container.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                    empty.snp.makeConstraints { make in
                        make.leading.trailing.top.equalToSuperview()
                    }
                }
            }
            """
        let browser = """
            final class BrowserController: UIViewController {
                lazy var header = HeaderView(frame: .zero)
                let bar = UILabel()
                func install() {
                    header.container.addSubview(bar)
                }
            }
            """
        XCTAssertEqual(show(lintSwift(header, path: "HeaderView.swift")), """
            underconstrained-axis 2:21 'container' has no vertical position or height: add a top, bottom, centerY or baseline constraint, and a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            underconstrained-axis 3:17 'empty' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            """)
        XCTAssertEqual(show(lintSwift(header, path: "HeaderView.swift", others: [("BrowserController.swift", browser)])), """
            underconstrained-axis 3:17 'empty' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            """)
    }

    // MARK: Read outside the corpus, round 4

    /// Each state applies to the layout as set up: a constraint one state puts in a property is
    /// not the one the next finds there (focus-ios's search-engine form, whose keyboard handlers
    /// each replace the bottom constraint).
    func testEachStateFindsThePropertiesAsSetUp() {
        let code = """
            final class FormController: UIViewController {
                let form = UIView()
                var bottom: NSLayoutConstraint!
                var keyboardHeight: CGFloat = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    form.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(form)
                    bottom = form.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    NSLayoutConstraint.activate([
                        bottom,
                        form.topAnchor.constraint(equalTo: view.topAnchor),
                        form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
                func keyboardWillShow() {
                    bottom.isActive = false
                    bottom = form.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -keyboardHeight)
                    NSLayoutConstraint.activate([bottom])
                }
                func keyboardWillHide() {
                    self.bottom.isActive = false
                    self.bottom = form.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    NSLayoutConstraint.activate([self.bottom])
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// A view added under `if several` and constrained under a second `if several … else`: the
    /// else is the other way for both, where the view is not added (ownCloud's message cell).
    /// A view made only in a later case is not there in the layout as set up (its segment view).
    func testTheOtherBranchOfAConditionHasNeitherItsViewsNorItsConstraints() {
        let code = """
            final class MessageCell: UITableViewCell {
                let message = UIView()
                let bar = UIView()
                var several = false
                var mode = 0
                func update() {
                    contentView.addSubview(message)
                    if several {
                        contentView.addSubview(bar)
                    }
                    message.snp.makeConstraints { make in
                        make.leading.trailing.top.equalToSuperview()
                        make.height.equalTo(20)
                    }
                    if several {
                        bar.snp.makeConstraints { make in
                            make.top.equalTo(message.snp.bottom)
                            make.leading.trailing.bottom.equalToSuperview()
                        }
                    } else {
                        message.snp.makeConstraints { make in
                            make.bottom.equalToSuperview()
                        }
                    }
                    switch mode {
                    case 0: break
                    default:
                        let mask = UIView()
                        contentView.addSubview(mask)
                        mask.snp.makeConstraints { make in
                            make.edges.equalToSuperview()
                        }
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), "")
    }

    /// Constraints made under two different conditions the code does not fix (`if let url` and
    /// `if let item`, each given by one caller) may never stand together: not duplicates. Under
    /// one condition, or one and none, they are (ownCloud's shortcut viewer).
    func testDuplicatesUnderTwoDifferentConditionsAreNotReported() {
        let code = """
            final class ShortcutController: UIViewController {
                let button = UIView()
                func present(url: URL? = nil, item: String? = nil) {
                    button.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(button)
                    button.widthAnchor.constraint(equalToConstant: 80).isActive = true
                    button.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    if let url {
                        button.topAnchor.constraint(equalTo: view.centerYAnchor, constant: 20).isActive = true
                        button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    }
                    if let item {
                        button.topAnchor.constraint(equalTo: view.centerYAnchor, constant: 20).isActive = true
                        button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                        button.widthAnchor.constraint(equalToConstant: 80).isActive = true
                    }
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            duplicate-constraint 15:32 'button.widthAnchor == 80 (line 15)' repeats 'button.widthAnchor == 80'
            """)
    }

    /// A computed property whose getter makes constraints, which no code read here uses, is read
    /// on its own, as such a method is (ownCloud's message element builds its view in one).
    func testAComputedPropertyNoCodeUsesIsReadOnItsOwn() {
        let code = """
            final class MessageElement {
                var view: UIView? {
                    let root = UIView()
                    let label = UILabel()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    ])
                    return root
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            duplicate-constraint 9:33 'label.leadingAnchor == root.leadingAnchor (line 9)' repeats 'label.leadingAnchor == root.leadingAnchor'
            """)
    }

    /// A file's extension of a type declared in another file is read with that type, when that
    /// file is linted, and its findings are reported there: its calls are read, not reported
    /// unread by its own file's lint (pocket-casts' `DiscoverViewController+Search.swift`).
    func testAnExtensionInAnotherFileIsReadWithItsType() {
        let declaration = """
            class ListController: BaseController {
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupBar()
                }
            }
            """
        let extensionFile = """
            extension ListController {
                func setupBar() {
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bar)
                    NSLayoutConstraint.activate([
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    ])
                }
            }
            """
        XCTAssertEqual(show(lintSwift(extensionFile, path: "ListController+Bar.swift", others: [("ListController.swift", declaration)])), "")
        XCTAssertEqual(show(lintSwift(declaration, path: "ListController.swift", others: [("ListController+Bar.swift", extensionFile)])), """
            underconstrained-axis 2:15 'bar' has no vertical position or height: add a top, bottom, centerY or baseline constraint, and a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            underconstrained-axis 2:15 'bar' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges
            """)
    }

    /// A view a property's initialiser makes and returns is named by the property, as the code
    /// calls it everywhere else: not by the closure's local nor by its class (RIBs' tutorials,
    /// read outside the corpus: `{ return UICollectionView(…) }()` was '_UICollectionView').
    func testAViewMadeInAPropertysClosureIsNamedByTheProperty() {
        let code = """
            final class BoardView: UIView {
                private let badge: UIView = {
                    let v = UIView()
                    v.backgroundColor = .red
                    return v
                }()
                private lazy var grid: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                    addSubview(grid)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    grid.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: topAnchor),
                        badge.leadingAnchor.constraint(equalTo: leadingAnchor),
                        badge.widthAnchor.constraint(equalToConstant: 20),
                        grid.topAnchor.constraint(equalTo: badge.bottomAnchor),
                        grid.leadingAnchor.constraint(equalTo: leadingAnchor),
                        grid.trailingAnchor.constraint(equalTo: trailingAnchor)
                    ])
                }
            }
            """
        XCTAssertEqual(show(lintSwift(code)), """
            underconstrained-axis 3:17 'badge' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            underconstrained-axis 9:16 'grid' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges
            """)
    }

    /// Quiet views whose place the code leaves unknown as well as their size: an outlet, a view
    /// constrained but added nowhere the reader sees, a view arranged in a stack whose
    /// arrangement is not modelled (an outlet's). A label is quiet for its size only, and the
    /// views arranged in a stack the code sets up are placed by it.
    func testQuietViewsWhosePlaceIsUnknownAreTold() throws {
        let code = """
            final class SummaryView: UIView {
                @IBOutlet var rows: UIStackView!
                let title = UILabel()
                let loose = UIView()
                let line = UIView()
                let stack = UIStackView()
                let first = UIView()

                func setUp() {
                    addSubview(title)
                    addSubview(stack)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    loose.translatesAutoresizingMaskIntoConstraints = false
                    stack.axis = .vertical
                    stack.addArrangedSubview(first)
                    rows.addArrangedSubview(line)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor),
                        title.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.topAnchor.constraint(equalTo: title.bottomAnchor),
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        loose.widthAnchor.constraint(equalToConstant: 20),
                        first.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
            }
            """
        let loaded = SwiftLoader.load(SourceFile(path: "SummaryView.swift", text: code))
        let document = try XCTUnwrap(loaded.result.document)
        XCTAssertEqual(document.quietPlaces.sorted(), ["line", "loose", "rows"])
        XCTAssertTrue(document.quietViews.isSuperset(of: ["title", "stack", "first", "line", "loose", "rows"]))
    }
}

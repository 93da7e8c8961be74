import LayoutDiagnostics
@testable import LayoutEngine
import LayoutModel
import LayoutSolver
import XCTest

/// The expression each attribute becomes, and the constraint set of a configuration.
final class LinearSystemTests: XCTestCase {
    private let here = SourceLocation(path: "t.layout.yaml", position: SourcePosition(line: 1, column: 1))

    private func view(_ id: String, parent: String? = nil, configure: (inout LayoutView) -> Void = { _ in }) -> LayoutView {
        var view = LayoutView(id: id, parent: parent, source: ViewSource(key: here, node: here))
        configure(&view)
        return view
    }

    private func constraint(_ id: String, _ first: String, _ a: LayoutAttribute, _ relation: LayoutRelation,
                            _ second: String?, _ b: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
                            priority: Double = 1000, active: Bool = true) -> LayoutConstraint {
        LayoutConstraint(id: id, isAnonymous: false, first: ConstraintAnchor(item: first, attribute: a), relation: relation,
                         second: second.map { ConstraintAnchor(item: $0, attribute: b!) }, multiplier: multiplier,
                         constant: constant, priority: LayoutPriority(priority), active: active, form: .string,
                         source: ConstraintSource(entry: here, location: here))
    }

    /// Renders a linear constraint with view-variable names, e.g. `label.x + label.w - root.x == 20 @1000`.
    private func render(_ c: LinearConstraint, names: [String]) -> String {
        let suffixes = ["x", "y", "w", "h"]
        var text = c.expression.terms.map { term -> String in
            let name = "\(names[term.variable.index / 4]).\(suffixes[term.variable.index % 4])"
            switch term.coefficient {
            case 1: return "+ \(name)"
            case -1: return "- \(name)"
            default: return term.coefficient < 0 ? "- \(formatNumber(-term.coefficient))*\(name)" : "+ \(formatNumber(term.coefficient))*\(name)"
            }
        }.joined(separator: " ")
        if text.hasPrefix("+ ") { text.removeFirst(2) }
        if c.expression.constant != 0 {
            text += c.expression.constant < 0 ? " - \(formatNumber(-c.expression.constant))" : " + \(formatNumber(c.expression.constant))"
        }
        return "\(text) \(c.relation.rawValue) 0 @\(formatNumber(c.priority))"
    }

    private func expression(_ attribute: LayoutAttribute, direction: LayoutDirection = .leftToRight,
                            configure: (inout LayoutView) -> Void = { _ in }) -> String {
        let label = view("v", configure: configure)
        let expression = AttributeExpression(view: label, variables: ViewVariables(declarationIndex: 0), direction: direction)
            .expression(for: attribute)
        return render(LinearConstraint(expression, .equal, priority: 1000), names: ["v"])
    }

    func testEveryAttributeBecomesItsEdge() {
        let expected: [LayoutAttribute: String] = [
            .left: "v.x == 0 @1000", .right: "v.x + v.w == 0 @1000", .centerX: "v.x + 0.5*v.w == 0 @1000",
            .width: "v.w == 0 @1000", .top: "v.y == 0 @1000", .bottom: "v.y + v.h == 0 @1000",
            .centerY: "v.y + 0.5*v.h == 0 @1000", .height: "v.h == 0 @1000",
            .leading: "v.x == 0 @1000", .trailing: "v.x + v.w == 0 @1000",
            .leftMargin: "v.x + 8 == 0 @1000", .rightMargin: "v.x + v.w - 8 == 0 @1000",
            .topMargin: "v.y + 8 == 0 @1000", .bottomMargin: "v.y + v.h - 8 == 0 @1000",
            .leadingMargin: "v.x + 8 == 0 @1000", .trailingMargin: "v.x + v.w - 8 == 0 @1000",
            .centerXWithinMargins: "v.x + 0.5*v.w == 0 @1000", .centerYWithinMargins: "v.y + 0.5*v.h == 0 @1000",
            .firstBaseline: "v.y + v.h == 0 @1000", .lastBaseline: "v.y + v.h == 0 @1000",
        ]
        for attribute in LayoutAttribute.allCases {
            XCTAssertEqual(expression(attribute), expected[attribute], "\(attribute)")
        }
    }

    func testMarginsBaselinesAndRightToLeft() {
        let custom: (inout LayoutView) -> Void = {
            $0.margins = LayoutMargins(top: 4, bottom: 6, left: 10, right: 20)
            $0.baseline = Baselines(first: 12, last: 30)
        }
        XCTAssertEqual(expression(.centerXWithinMargins, configure: custom), "v.x + 0.5*v.w - 5 == 0 @1000")
        XCTAssertEqual(expression(.centerYWithinMargins, configure: custom), "v.y + 0.5*v.h - 1 == 0 @1000")
        XCTAssertEqual(expression(.firstBaseline, configure: custom), "v.y + 12 == 0 @1000")
        XCTAssertEqual(expression(.lastBaseline, configure: custom), "v.y + 30 == 0 @1000")
        XCTAssertEqual(expression(.leading, direction: .rightToLeft), "v.x + v.w == 0 @1000")
        XCTAssertEqual(expression(.trailing, direction: .rightToLeft), "v.x == 0 @1000")
        let directional: (inout LayoutView) -> Void = { $0.margins = LayoutMargins(leading: 3, trailing: 5) }
        XCTAssertEqual(expression(.leadingMargin, configure: directional), "v.x + 3 == 0 @1000")
        XCTAssertEqual(expression(.leadingMargin, direction: .rightToLeft, configure: directional), "v.x + v.w - 3 == 0 @1000")
    }

    private func document(direction: LayoutDirection = .leftToRight, states: [LayoutState] = []) -> LayoutDocument {
        let root = view("root") { $0.size = .named([
            NamedRootSize(name: "compact", dimensions: RootDimensions(width: 320, height: 100), location: here),
            NamedRootSize(name: "regular", dimensions: RootDimensions(width: 768, height: nil), location: here),
        ]) }
        var a = LayoutView(id: "a", parent: "root", kind: .label, source: ViewSource(key: here, node: here))
        a.intrinsic = IntrinsicSize(width: 100, height: nil)
        let b = view("b", parent: "root")
        return LayoutDocument(path: "t.layout.yaml", direction: direction, views: [root, a, b], constraints: [
            constraint("lead", "a", .leading, .equal, "root", .leading, constant: 20),
            constraint("gap", "b", .leading, .equal, "a", .trailing, constant: 8, priority: 999),
            constraint("bad", "a", .top, .equal, nil, nil, constant: 5),
            constraint("off", "b", .width, .equal, "a", .width, multiplier: 2, active: false),
        ], states: states)
    }

    func testConfigurationSystemInOrderWithInvalidLeftOut() {
        let builder = LinearSystemBuilder(document: document())
        let system = builder.system(for: Configuration(state: nil, sizes: [.init(root: "root", name: "compact")]))
        XCTAssertEqual(system.constraints.map { "\($0.origin): \(render($0.linear, names: ["root", "a", "b"]))" }, [
            "horizontal position of root 'root': root.x == 0 @1000",
            "vertical position of root 'root': root.y == 0 @1000",
            "width of root 'root': root.w - 320 == 0 @1000",
            "height of root 'root': root.h - 100 == 0 @1000",
            "horizontal content hugging of 'a': a.w - 100 <= 0 @251",
            "horizontal compression resistance of 'a': a.w - 100 >= 0 @750",
            "constraint 'lead': - root.x + a.x - 20 == 0 @1000",
            "constraint 'gap': - a.x - a.w + b.x - 8 == 0 @999",
            "non-negative width of 'root': root.w >= 0 @1000", "non-negative height of 'root': root.h >= 0 @1000",
            "non-negative width of 'a': a.w >= 0 @1000", "non-negative height of 'a': a.h >= 0 @1000",
            "non-negative width of 'b': b.w >= 0 @1000", "non-negative height of 'b': b.h >= 0 @1000",
        ])
        XCTAssertEqual(system.invalid.map(\.constraint.id), ["bad"])
        XCTAssertEqual(system.invalid.first?.reason, .locationEqualToConstant(.top))
        let regular = builder.system(for: Configuration(state: nil, sizes: [.init(root: "root", name: "regular")]))
        XCTAssertEqual(regular.constraints.filter { if case .rootSize = $0.origin { true } else { false } }
            .map { render($0.linear, names: ["root", "a", "b"]) }, ["root.w - 768 == 0 @1000"])
    }

    func testRightToLeftMirrorsDirectionalConstraintsAboutTheRoot() {
        let builder = LinearSystemBuilder(document: document(direction: .rightToLeft))
        let system = builder.system(for: Configuration(state: nil, sizes: [.init(root: "root", name: "compact")]))
        let rendered = system.constraints.filter { if case .constraint = $0.origin { true } else { false } }
            .map { render($0.linear, names: ["root", "a", "b"]) }
        // a.leading == root.leading + 20 → (2·root.x − (a.x + a.w)) == (2·root.x − (root.x + root.w)) + 20:
        // a's right edge sits 20 inside root's right edge.
        XCTAssertEqual(rendered, [
            "root.x + root.w - a.x - a.w - 20 == 0 @1000",
            // b.leading == a.trailing + 8: b's right edge sits 8 left of a's left edge.
            "a.x - b.x - b.w - 8 == 0 @999",
        ])
    }

    func testStatesApplyChangesInTheSpecsOrderThroughFromChains() {
        let change = { (kind: StateChange.Kind, state: String) in
            StateChange(kind: kind, state: state, keyLocation: self.here, targetLocation: self.here, valueLocation: self.here)
        }
        let states = [
            LayoutState(name: "wide", from: nil, changes: [
                change(.activate(constraint: "off"), "wide"),
                change(.deactivate(constraint: "off"), "wide"),  // applied before activate: off ends active
                change(.priority(constraint: "gap", LayoutPriority(750)), "wide"),
                change(.intrinsic(view: "a", IntrinsicSize(width: 40, height: 20)), "wide"),
            ], keyLocation: here, fromLocation: nil),
            LayoutState(name: "gone", from: "wide", changes: [
                change(.remove(view: "b"), "gone"),
                change(.hide(view: "a"), "gone"),
            ], keyLocation: here, fromLocation: here),
        ]
        let doc = document(states: states)
        XCTAssertEqual(Configuration.all(in: doc).map(\.description), [
            "the declared layout at size 'compact'", "the declared layout at size 'regular'",
            "state 'wide' at size 'compact'", "state 'wide' at size 'regular'",
            "state 'gone' at size 'compact'", "state 'gone' at size 'regular'",
        ])
        let wide = LayoutSnapshot(document: doc, state: "wide")
        XCTAssertEqual(wide.constraints.first { $0.id == "off" }?.active, true)
        XCTAssertEqual(wide.constraints.first { $0.id == "gap" }?.priority.value, 750)
        XCTAssertEqual(wide.view("a")?.intrinsic, IntrinsicSize(width: 40, height: 20))
        let gone = LayoutSnapshot(document: doc, state: "gone")
        XCTAssertEqual(gone.views.map(\.id), ["root", "a"])
        XCTAssertEqual(gone.constraints.map(\.id), ["lead", "bad"])
        XCTAssertEqual(gone.view("a")?.hidden, true)
        XCTAssertEqual(gone.view("a")?.intrinsic, IntrinsicSize(width: 40, height: 20))
        let system = LinearSystemBuilder(document: doc).system(for: Configuration(state: "gone", sizes: [.init(root: "root", name: "compact")]))
        XCTAssertEqual(system.constraints.map(\.origin.description), [
            "horizontal position of root 'root'", "vertical position of root 'root'", "width of root 'root'", "height of root 'root'",
            "horizontal content hugging of 'a'", "horizontal compression resistance of 'a'",
            "vertical content hugging of 'a'", "vertical compression resistance of 'a'",
            "constraint 'lead'",
            "non-negative width of 'root'", "non-negative height of 'root'", "non-negative width of 'a'", "non-negative height of 'a'",
        ])
    }

    /// The configuration solver finds what it loaded by key: an origin must keep its key in
    /// every configuration, a removal included, and no two origins may share one.
    func testOriginsKeepTheirKeysAcrossConfigurations() {
        let change = { (kind: StateChange.Kind, state: String) in
            StateChange(kind: kind, state: state, keyLocation: self.here, targetLocation: self.here, valueLocation: self.here)
        }
        let states = [
            LayoutState(name: "gone", from: nil, changes: [change(.remove(view: "b"), "gone")], keyLocation: here, fromLocation: nil),
        ]
        let doc = document(states: states)
        let builder = LinearSystemBuilder(document: doc)
        var keys: [ConstraintOrigin: Int] = [:]
        for configuration in Configuration.all(in: doc) {
            let system = builder.system(for: configuration)
            XCTAssertEqual(Set(system.constraints.map(\.key)).count, system.constraints.count, "\(configuration)")
            for entry in system.constraints {
                XCTAssertTrue((0..<builder.keyCount).contains(entry.key), "\(entry.origin)")
                XCTAssertEqual(builder.key(of: entry.origin), entry.key, "\(entry.origin)")
                XCTAssertEqual(keys[entry.origin, default: entry.key], entry.key, "\(entry.origin) in \(configuration)")
                keys[entry.origin] = entry.key
            }
        }
        XCTAssertEqual(Set(keys.values).count, keys.count)
        XCTAssertNotNil(keys[.constraint("lead")])
        XCTAssertNotNil(keys[.rootSize(view: "root", axis: .horizontal)])
    }

    func testRequiredContentSizesComeAfterTheFilesConstraints() {
        var a = LayoutView(id: "a", parent: "root", kind: .label, source: ViewSource(key: here, node: here))
        a.intrinsic = IntrinsicSize(width: 100, height: nil)
        a.compression = AxisPriorities(horizontal: LayoutPriority(1000), vertical: LayoutPriority(750))
        let root = view("root") { $0.size = .fixed(RootDimensions(width: 320, height: 100)) }
        let document = LayoutDocument(path: "t", views: [root, a], constraints: [constraint("lead", "a", .leading, .equal, "root", .leading, constant: 20)])
        let system = LinearSystemBuilder(document: document).system(for: Configuration(state: nil))
        XCTAssertEqual(system.constraints.map(\.origin.description).suffix(7), [
            "horizontal content hugging of 'a'", "constraint 'lead'", "horizontal compression resistance of 'a'",
            "non-negative width of 'root'", "non-negative height of 'root'", "non-negative width of 'a'", "non-negative height of 'a'",
        ])
    }

    func testRootFrameAndSizePinSeparately() {
        let root = view("root") {
            $0.frame = LayoutFrame(x: 10, y: 20, width: 300, height: 50)
            $0.size = .fixed(RootDimensions(width: 375, height: nil))
        }
        let system = LinearSystemBuilder(document: LayoutDocument(path: "t", views: [root])).system(for: Configuration(state: nil))
        XCTAssertEqual(system.constraints.map { "\($0.origin): \(render($0.linear, names: ["root"]))" }, [
            "horizontal position of root 'root': root.x - 10 == 0 @1000",
            "vertical position of root 'root': root.y - 20 == 0 @1000",
            "frame width of root 'root': root.w - 300 == 0 @1000",
            "frame height of root 'root': root.h - 50 == 0 @1000",
            "width of root 'root': root.w - 375 == 0 @1000",
            "non-negative width of 'root': root.w >= 0 @1000", "non-negative height of 'root': root.h >= 0 @1000",
        ])
    }
}

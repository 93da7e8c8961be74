import LayoutDiagnostics
import XCTest
@testable import LayoutModel

final class LoaderModelTests: XCTestCase {
    /// The spec's complete example (the collapsing row of the first seed article).
    static let collapsingRow = """
    # View 3 follows view 2; when view 2 is hidden it falls back to follow view 1.
    layout: collapsing-row            # optional name, used in messages
    views:
      root:  { size: [375, 100] }     # no parent: a root; its size is fixed (required)
      view1: { parent: root }
      view2: { parent: root }
      view3: { parent: root }
    constraints:
      - visual: "H:|-20-[view1(60)]-20-[view2(80)]"
      - view3ToView2: view3.leading == view2.trailing + 20 @999
      - view3ToView1: view3.leading == view1.trailing + 20 @998
      - view3.width == 60
      - visual: "V:|-20-[view1(30)]"
      - view2.top == view1.top
      - view3.top == view1.top
      - view2.height == view1.height
      - view3.height == view1.height
    states:
      view2-gone:
        hide: [view2]
        priority: { view3ToView1: 999, view3ToView2: 998 }
    """

    func testCompleteExample() throws {
        let document = try XCTUnwrap(document(Self.collapsingRow))
        XCTAssertEqual(document.name, "collapsing-row")
        XCTAssertEqual(document.views.map(\.id), ["root", "view1", "view2", "view3"])
        XCTAssertEqual(document.views[0].size, .fixed(RootDimensions(width: 375, height: 100)))
        XCTAssertEqual(document.views[1].parent, "root")
        XCTAssertEqual(describe(document.constraints), [
            "#1.1: view1.leading == root.leading + 20",
            "#1.2: view1.width == 60",
            "#1.3: view2.leading == view1.trailing + 20",
            "#1.4: view2.width == 80",
            "view3ToView2: view3.leading == view2.trailing + 20 @999",
            "view3ToView1: view3.leading == view1.trailing + 20 @998",
            "#4: view3.width == 60",
            "#5.1: view1.top == root.top + 20",
            "#5.2: view1.height == 30",
            "#6: view2.top == view1.top",
            "#7: view3.top == view1.top",
            "#8: view2.height == view1.height",
            "#9: view3.height == view1.height",
        ])
        let state = try XCTUnwrap(document.state("view2-gone"))
        XCTAssertEqual(state.changes.map(\.kind), [
            .priority(constraint: "view3ToView1", LayoutPriority(999, written: "999")),
            .priority(constraint: "view3ToView2", LayoutPriority(998, written: "998")),
            .hide(view: "view2"),
        ])
        XCTAssertEqual(state.changes[2].keyLocation.range, range(20, 5, 20, 9))
        XCTAssertEqual(state.changes[2].targetLocation.range, range(20, 12, 20, 17))
        XCTAssertEqual(state.changes[0].valueLocation.range, range(21, 31, 21, 34))
        // Sources: the named constraint's key, its string, its '@' priority.
        let named = try XCTUnwrap(document.constraint("view3ToView2"))
        XCTAssertEqual(named.form, .named)
        XCTAssertEqual(named.source.id?.range, range(10, 5, 10, 17))
        XCTAssertEqual(named.source.location.range, range(10, 19, 10, 60))
        XCTAssertEqual(named.source.priority?.range, range(10, 56, 10, 60))
        XCTAssertEqual(document.constraints.map { invalidReason(of: $0, in: document) }, Array(repeating: nil, count: 13))
    }

    func testVisualFormatPiecesAndColumns() throws {
        let document = try XCTUnwrap(document("""
        views:
          root: { size: [320, 44] }
          label1: { parent: root, kind: label }
          label2: { parent: root, kind: label }
        constraints:
          - { id: row, visual: "H:|-10-[label1]-10-[label2]-10-|" }
        """))
        let constraints = document.constraints
        XCTAssertEqual(describe(constraints), [
            "row.1: label1.leading == root.leading + 10",
            "row.2: label2.leading == label1.trailing + 10",
            "row.3: root.trailing == label2.trailing + 10",
        ])
        // The string starts at column 25 (after the quote); pieces are the connections.
        XCTAssertEqual(constraints.map(\.source.visualPiece), [3..<7, 15..<19, 27..<31])
        XCTAssertEqual(constraints.map(\.source.location.range), [range(6, 28, 6, 32), range(6, 40, 6, 44), range(6, 52, 6, 56)])
        XCTAssertEqual(constraints.map(\.form), [.visual, .visual, .visual])
        XCTAssertEqual(constraints.map(\.isAnonymous), [false, false, false])
    }

    func testVisualFormatPredicatesOptionsAndDirections() throws {
        let document = try XCTUnwrap(document("""
        metrics: { pad: 12 }
        views:
          root: { size: [320, 44] }
          a: { parent: root }
          b: { parent: root }
        constraints:
          - visual: "[a(>=50@250,<=100)]-[b(==a@high)]-(>=pad@999)-|"
            options: [alignAllCenterY]
          - visual: "|-[a][b]"
            options: [directionRightToLeft]
          - visual: V:|[a]-(-8)-[b]-|
        """))
        XCTAssertEqual(describe(document.constraints), [
            "#1.1: a.width >= 50 @250",
            "#1.2: a.width <= 100",
            "#1.3: b.leading == a.trailing + 8",
            "#1.4: b.width == a.width @high",
            "#1.5: root.trailing >= b.trailing + pad @999",
            "#1.6: b.centerY == a.centerY",
            "#2.1: root.right == a.right + 20",
            "#2.2: a.left == b.right",
            "#3.1: a.top == root.top",
            "#3.2: b.top == a.bottom - 8",
            "#3.3: root.bottom == b.bottom + 20",
        ])
        XCTAssertEqual(document.constraints[0].source.visualPiece, 3..<11)
        XCTAssertEqual(document.constraints[5].source.visualPiece, 20..<33)
        XCTAssertNotNil(document.constraints[5].source.option)
        XCTAssertEqual(document.constraints[7].source.visualPiece, 4..<6)
        XCTAssertEqual(document.constraints[9].source.location.range, range(11, 19, 11, 25))
    }

    func testMappingFormAndDefaults() throws {
        let document = try XCTUnwrap(document("""
        metrics: { big: 200 }
        views:
          cell: { size: [320, auto] }
          onePic: { parent: cell, kind: imageView, intrinsic: [200, none], hugging: { vertical: high+1 }, compression: 999 }
          label: { parent: cell, kind: label, hidden: yes, margins: { top: 4, leading: 2 }, baseline: { first: 12 }, frame: [0, 1e1, 20.5, -3] }
        constraints:
          - id: imageHeight
            first: onePic.height
            relation: greaterThanOrEqual
            second: null
            multiplier: 1
            constant: big
            priority: 1000
            active: false
          - id: viaExpr
            expr: onePic.top == superview.top + 8
            priority: low
        """))
        let pic = try XCTUnwrap(document.view("onePic"))
        XCTAssertEqual(pic.kind, .imageView)
        XCTAssertEqual(pic.intrinsic, IntrinsicSize(width: 200, height: nil))
        XCTAssertEqual(pic.hugging.horizontal.value, 251)
        XCTAssertEqual(pic.hugging.vertical, LayoutPriority(751, written: "high+1"))
        XCTAssertEqual(pic.compression.vertical.value, 999)
        let label = try XCTUnwrap(document.view("label"))
        XCTAssertTrue(label.hidden)
        XCTAssertEqual(label.margins.resolved(for: .leftToRight).left, 2)
        XCTAssertEqual(label.margins.resolved(for: .rightToLeft).left, 8)
        XCTAssertEqual(label.baseline, Baselines(first: 12, last: nil))
        XCTAssertEqual(label.frame, LayoutFrame(x: 0, y: 10, width: 20.5, height: -3))
        XCTAssertEqual(document.view("cell")?.size, .fixed(RootDimensions(width: 320, height: nil)))
        XCTAssertEqual(document.view("cell")?.hugging.horizontal.value, 250)
        let height = try XCTUnwrap(document.constraint("imageHeight"))
        XCTAssertEqual(height.displayText, "onePic.height >= big @1000")
        XCTAssertEqual(height.constant, 200)
        XCTAssertFalse(height.active)
        XCTAssertEqual(height.form, .mapping)
        let viaExpr = try XCTUnwrap(document.constraint("viaExpr"))
        XCTAssertEqual(viaExpr.second, ConstraintAnchor(item: "cell", attribute: .top, writtenAsSuperview: true))
        XCTAssertEqual(viaExpr.displayText, "onePic.top == superview.top + 8 @low")
        XCTAssertEqual(viaExpr.priority.value, 250)
    }

    func testNamedSizesAndStateChains() throws {
        let document = try XCTUnwrap(document("""
        views:
          root: { size: { compact: [320, 100], regular: [768, auto] } }
          a: { parent: root, intrinsic: [10, 10] }
        constraints:
          - pin: a.leading == root.leading
        states:
          first:
            deactivate: [pin]
            hide: [a]
            priority: { pin: 999 }
            activate: [pin]
          second:
            from: first
            show: a
            intrinsic: { a: [none, 20] }
            size: { root: [400, 100] }
            constant: { pin: -4 }
        """))
        guard case .named(let sizes)? = document.view("root")?.size else { return XCTFail("expected named sizes") }
        XCTAssertEqual(sizes.map(\.name), ["compact", "regular"])
        XCTAssertEqual(sizes[1].dimensions, RootDimensions(width: 768, height: nil))
        XCTAssertEqual(document.fromChain(of: "second").map(\.name), ["first", "second"])
        XCTAssertEqual(document.changes(toReach: "second").map(\.kind), [
            .deactivate(constraint: "pin"),
            .priority(constraint: "pin", LayoutPriority(999, written: "999")),
            .activate(constraint: "pin"),
            .hide(view: "a"),
            .constant(constraint: "pin", -4, metric: nil),
            .show(view: "a"),
            .intrinsic(view: "a", IntrinsicSize(width: nil, height: 20)),
            .size(root: "root", .fixed(RootDimensions(width: 400, height: 100))),
        ])
        XCTAssertEqual(document.changes(toReach: "second").map(\.state), ["first", "first", "first", "first", "second", "second", "second", "second"])
    }

    func testInvalidConstraintsStayInTheModel() throws {
        let document = try XCTUnwrap(document("""
        views:
          r1: { size: [100, 100] }
          r2: { size: [100, 100] }
          a: { parent: r1 }
          b: { parent: r2 }
        constraints:
          - a.width == r1.leading
          - a.top == r1.leading
          - a.left == r1.leading
          - a.leading == 20
          - a.leading == r1.leading * 0
          - a.width == b.width
          - a.width == 20 @1001
          - a.width == r1.height * 0.5
        """))
        XCTAssertEqual(document.constraints.map { invalidReason(of: $0, in: document) }, [
            .locationSizePairing(.width, .leading),
            .mixedAxes(.top, .leading),
            .absoluteAndDirectional(.left, .leading),
            .locationEqualToConstant(.leading),
            .locationEqualToConstant(.leading),
            .noCommonAncestor("a", "b"),
            .priorityOutOfRange(1001),
            nil,
        ])
        XCTAssertEqual(invalidReason(of: document.constraints[3], in: document)?.message,
                       "'leading' is a location: with no second item or a multiplier of 0 it would make a location equal to a constant")
    }

    private func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }
}

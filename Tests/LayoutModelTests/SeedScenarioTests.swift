import LayoutDiagnostics
import XCTest
@testable import LayoutModel

/// Scenarios from the seed articles (/work/shared/seeds), loaded into the model.
final class SeedScenarioTests: XCTestCase {
    /// Seed 001: "H:[view(>=50@250,<=100@1000)]", a width preference between two bounds.
    func testPreferredWidthBetweenBounds() throws {
        let document = try XCTUnwrap(document("""
        views:
          root: { size: [320, 44] }
          view: { parent: root, kind: label, intrinsic: [70, none] }
        constraints:
          - { id: bounds, visual: "H:[view(>=50@250,<=100@1000)]" }
        """))
        XCTAssertEqual(describe(document.constraints), [
            "bounds.1: view.width >= 50 @250",
            "bounds.2: view.width <= 100 @1000",
        ])
        XCTAssertEqual(document.constraints.map(\.priority.value), [250, 1000])
        XCTAssertEqual(document.constraints.map(\.source.visualPiece), [8..<16, 17..<27])
        XCTAssertEqual(document.view("view")?.hugging.horizontal.value, 251)
    }

    /// Seed 002: the single big picture of the nine-grid, 200 high in a mapping constraint.
    func testNineGridSinglePicture() throws {
        let document = try XCTUnwrap(document("""
        views:
          cell: { size: [375, auto] }
          onePic: { parent: cell, kind: imageView, intrinsic: [1000, 1000] }
          firstImg: { parent: cell, kind: imageView }
        constraints:
          - id: imageHeight
            first: onePic.height
            relation: ==
            constant: 200
            priority: 999
          - visual: "V:|-8-[onePic]-8-|"
          - { first: firstImg.width, constant: 75 }
        """))
        XCTAssertEqual(describe(document.constraints), [
            "imageHeight: onePic.height == 200 @999",
            "#2.1: onePic.top == cell.top + 8",
            "#2.2: cell.bottom == onePic.bottom + 8",
            "#3: firstImg.width == 75",
        ])
        let height = try XCTUnwrap(document.constraint("imageHeight"))
        XCTAssertEqual(height.source.priority?.range.description, "10:15-10:18")
        XCTAssertEqual(height.source.constant?.range.description, "9:15-9:18")
        XCTAssertEqual(height.source.entry.range.start, SourcePosition(line: 6, column: 5))
        XCTAssertEqual(document.view("onePic")?.compression.vertical.value, 750)
    }

    /// Seed 003: the yellow and blue views; a mode switch moves the blue trailing priority
    /// around `high` (UILayoutPriorityDefaultHigh ± 1) and pushes blue off screen.
    func testColorfulModeStates() throws {
        let document = try XCTUnwrap(document("""
        layout: colorful-mode
        metrics: { spacing: 8 }
        views:
          container: { size: [375, 667] }
          modeSwitch: { parent: container, kind: switch, intrinsic: [51, 31] }
          yellow: { parent: container }
          blue: { parent: container }
        constraints:
          - yellow.leading == container.leading + 20
          - viewSpacing: blue.leading == yellow.trailing + spacing
          - blueTrailing: container.trailing == blue.trailing + 20 @high+1
          - yellowTrailing: container.trailing == yellow.trailing + 20 @high
          - blue.width == yellow.width
          - visual: "V:|-[modeSwitch]-[yellow]-|"
            options: [alignAllLeading]
        states:
          plain:
            constant: { viewSpacing: 375 }
            priority: { blueTrailing: high-1 }
          colorful:
            from: plain
            constant: { viewSpacing: spacing }
            priority: { blueTrailing: high+1 }
        """))
        XCTAssertEqual(document.view("modeSwitch")?.hugging.horizontal.value, 750)
        XCTAssertEqual(document.constraint("blueTrailing")?.priority, LayoutPriority(751, written: "high+1"))
        XCTAssertEqual(document.constraint("viewSpacing")?.displayText, "blue.leading == yellow.trailing + spacing")
        XCTAssertEqual(document.constraint("viewSpacing")?.constant, 8)
        XCTAssertEqual(describe(document.constraints.filter { $0.form == .visual }), [
            "#6.1: modeSwitch.top == container.top + 20",
            "#6.2: yellow.top == modeSwitch.bottom + 8",
            "#6.3: container.bottom == yellow.bottom + 20",
            "#6.4: yellow.leading == modeSwitch.leading",
        ])
        XCTAssertEqual(document.changes(toReach: "colorful").map(\.kind), [
            .priority(constraint: "blueTrailing", LayoutPriority(749, written: "high-1")),
            .constant(constraint: "viewSpacing", 375, metric: nil),
            .priority(constraint: "blueTrailing", LayoutPriority(751, written: "high+1")),
            .constant(constraint: "viewSpacing", 8, metric: "spacing"),
        ])
    }

    /// A constraint string in a literal block scalar: errors still land on the character.
    func testErrorInABlockScalar() {
        assertSchemaError("""
        views:
          root: {}
          title: { parent: root }
        constraints:
          - |
            title.top == root.tp
        """, line: 6, column: 23, endColumn: 25, "unknown attribute 'tp'; did you mean 'top'?")
    }
}

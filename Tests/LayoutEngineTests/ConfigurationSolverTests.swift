import LayoutDiagnostics
@testable import LayoutEngine
import LayoutModel
import XCTest

/// Solving configurations: exact frames, conflicts with the member left out, ambiguity
/// grouped under its cause, and states reached without transient conflicts.
final class ConfigurationSolverTests: XCTestCase {
    private func solve(_ yaml: String, quietViews: Set<String> = [], quietPlaces: Set<String> = []) throws -> [SolvedConfiguration] {
        let loaded = LayoutLoader.load(SourceFile(path: "t.layout.yaml", text: yaml))
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        var document = try XCTUnwrap(loaded.document)
        document.quietViews = quietViews
        document.quietPlaces = quietPlaces
        let solver = ConfigurationSolver(builder: LinearSystemBuilder(document: document))
        return Configuration.all(in: document).map { solver.solve($0) }
    }

    func testFramesOfTwoLabelsInARowAtEachSize() throws {
        let solutions = try solve("""
        views:
          root: { size: { narrow: [200, 44], wide: [375, 44] } }
          label1: { parent: root, kind: label, intrinsic: [100, 21], hugging: 251, compression: 751 }
          label2: { parent: root, kind: label, intrinsic: [100, 21], hugging: 250, compression: 750 }
        constraints:
          - visual: "H:|-10-[label1]-10-[label2]-10-|"
          - visual: "V:|-[label1]"
          - label2.top == label1.top
        """)
        XCTAssertEqual(solutions.map(\.configuration.description), ["the declared layout at size 'narrow'", "the declared layout at size 'wide'"])
        XCTAssertEqual(solutions[0].frames["label1"], SolvedFrame(x: 10, y: 20, width: 100, height: 21))
        XCTAssertEqual(solutions[0].frames["label2"], SolvedFrame(x: 120, y: 20, width: 70, height: 21))
        XCTAssertEqual(solutions[1].frames["label2"], SolvedFrame(x: 120, y: 20, width: 245, height: 21))
        XCTAssertEqual(solutions[1].violations.map(\.origin), [.hugging(view: "label2", axis: .horizontal)])
        XCTAssertEqual(solutions[1].violations.map(\.amount), [145])
        XCTAssertTrue(solutions.allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    func testConflictLeavesOutTheMemberDeclaredLastAndSolvesTheRest() throws {
        let solutions = try solve("""
        views:
          root: { size: [375, 300] }
          box: { parent: root }
        constraints:
          - visual: "H:|-[box]-|"
          - box.top == root.top + 10
          - fixed: box.height == 50
          - box.bottom == root.bottom - 10
        """)
        let solution = try XCTUnwrap(solutions.first)
        XCTAssertEqual(solution.conflicts.count, 1)
        // Anonymous constraints are named by their entry: '#2' is the second entry.
        XCTAssertEqual(solution.conflicts.first?.broken, .constraint("#4"))
        XCTAssertEqual(solution.conflicts.first?.members, [.rootSize(view: "root", axis: .vertical),
                                                            .constraint("#2"), .constraint("fixed"), .constraint("#4")])
        XCTAssertEqual(solution.frames["box"], SolvedFrame(x: 20, y: 10, width: 335, height: 50))
        XCTAssertEqual(solution.ambiguities, [], "the member left out must not leave the box ambiguous")
    }

    /// 25 widths each 1e12 times the last (v25 = 1e300). In state 'big' the start is 1e9, so
    /// v25 would be 1e309: the state is loaded afresh, in system order, and the 25th link is
    /// left out there alone; v25's width and v26, placed after it, are not reported as
    /// ambiguous (they only come loose because the link is out). Back in state 'small' the
    /// link is in again.
    func testConstraintWhoseNumbersOverflowIsLeftOutOfItsConfigurationOnly() throws {
        var yaml = "views:\n  root: { size: [375, 100] }\n"
        for index in 0...26 { yaml += "  v\(index): { parent: root }\n" }
        yaml += "constraints:\n  - start: v0.width == 1\n"
        for index in 1...25 { yaml += "  - l\(index): v\(index).width == 1e12 * v\(index - 1).width\n" }
        yaml += "  - v26.leading == v25.trailing\n  - v26.width == 10\n"
        for index in 0...26 {
            if index < 26 { yaml += "  - v\(index).leading == root.leading\n" }
            yaml += "  - v\(index).top == root.top\n  - v\(index).height == 1\n"
        }
        yaml += "states:\n  big:\n    constant: { start: 1e9 }\n  small: {}\n"
        let solutions = try solve(yaml)
        XCTAssertEqual(solutions.map(\.outOfRange), [[], [.constraint("l25")], []])
        XCTAssertEqual(solutions.map(\.ambiguities.count), [0, 0, 0])
        XCTAssertEqual(solutions.map(\.conflicts.count), [0, 0, 0])
        XCTAssertTrue(solutions[1].ambiguousSizes.contains(ViewAxis(view: "v25", axis: .horizontal)))
        XCTAssertEqual(solutions[1].frames["v24"]?.width ?? 0, 1e297, accuracy: 1e283, "the rest of 'big' is solved")
        XCTAssertEqual(solutions[2].frames["v25"]?.width, (0..<25).reduce(1.0) { value, _ in value * 1e12 })
    }

    /// Quiet views (whose freedom the Swift front end does not report) are read as ambiguous,
    /// but a configuration where only they are is not grouped under causes; one loud
    /// ambiguous view and the grouping is as without quiet views.
    func testOnlyQuietViewsAmbiguousAreReadButNotGrouped() throws {
        let layout = """
        views:
          root: { size: [375, 100] }
          title: { parent: root, kind: label, intrinsic: [100, 21] }
          subtitle: { parent: root, kind: label, intrinsic: [100, 16] }
        constraints:
          - visual: "H:|-16-[title]"
          - visual: "H:|-16-[subtitle]"
          - subtitle.top == title.bottom + 4
        """
        let quiet = try XCTUnwrap(solve(layout, quietViews: ["title", "subtitle"]).first)
        XCTAssertEqual(quiet.ambiguous, [ViewAxis(view: "title", axis: .vertical), ViewAxis(view: "subtitle", axis: .vertical)])
        XCTAssertEqual(quiet.ambiguities, [])
        let oneLoud = try XCTUnwrap(solve(layout, quietViews: ["subtitle"]).first)
        XCTAssertEqual(oneLoud.ambiguities.map { "\($0.view) \($0.axis.rawValue) \($0.followers)" }, ["title vertical [\"subtitle\"]"])
    }

    /// A card inset in a root sized from outside moves with the root's width only: once the
    /// quiet root's size is held, nothing of it is free, so it is not grouped either. A box
    /// whose width nothing sets stays free with every quiet size held, and is analysed.
    func testViewsFixedByQuietSizesAreNotGrouped() throws {
        let inset = """
        views:
          root: {}
          card: { parent: root }
        constraints:
          - visual: "H:|-16-[card]-16-|"
          - visual: "V:|-8-[card(40)]"
        """
        let quiet = try XCTUnwrap(solve(inset, quietViews: ["root"]).first)
        XCTAssertEqual(quiet.ambiguous, [ViewAxis(view: "root", axis: .horizontal), ViewAxis(view: "card", axis: .horizontal),
                                         ViewAxis(view: "root", axis: .vertical)])
        XCTAssertEqual(quiet.ambiguities, [])
        let loud = try XCTUnwrap(solve(inset).first)
        XCTAssertEqual(loud.ambiguities.map { "\($0.view) \($0.axis.rawValue) \($0.followers)" }, ["root horizontal [\"card\"]", "root vertical []"])

        let centred = """
        views:
          root: {}
          box: { parent: root }
          label: { parent: box, kind: label, intrinsic: [100, 21] }
        constraints:
          - box.centerX == root.centerX
          - box.top == root.top
          - label.centerX == box.centerX
          - visual: "V:|[label]|"
        """
        let free = try XCTUnwrap(solve(centred, quietViews: ["root", "label"]).first)
        XCTAssertEqual(free.ambiguities.map { "\($0.view) \($0.axis.rawValue) \($0.followers)" },
                       ["root horizontal []", "box horizontal [\"label\"]", "root vertical []"])
    }

    /// A dot placed after a badge whose place the code leaves unknown (an outlet) moves only
    /// with the badge: held in place, the badge fixes it, so nothing is grouped. A badge quiet
    /// only for its size is not held in place, and the dot's freedom is analysed.
    func testViewsFixedByQuietPlacesAreNotGrouped() throws {
        let layout = """
        views:
          root: { size: [375, 100] }
          badge: { parent: root }
          dot: { parent: root }
        constraints:
          - badge.top == root.top
          - badge.width == 20
          - badge.height == 20
          - dot.leading == badge.trailing + 4
          - visual: "V:|[dot(8)]"
          - dot.width == 8
        """
        let unplaced = try XCTUnwrap(solve(layout, quietViews: ["badge"], quietPlaces: ["badge"]).first)
        XCTAssertEqual(unplaced.ambiguous, [ViewAxis(view: "badge", axis: .horizontal), ViewAxis(view: "dot", axis: .horizontal)])
        XCTAssertEqual(unplaced.ambiguities, [])
        let sizedOnly = try XCTUnwrap(solve(layout, quietViews: ["badge"]).first)
        XCTAssertEqual(sizedOnly.ambiguities.map { "\($0.view) \($0.axis.rawValue) \($0.followers)" }, ["badge horizontal [\"dot\"]"])
    }

    func testAmbiguityIsReportedOnceAtItsCauseWithFollowers() throws {
        let solutions = try solve("""
        views:
          root: { size: [375, 100] }
          title: { parent: root, kind: label, intrinsic: [100, 21] }
          subtitle: { parent: root, kind: label, intrinsic: [100, 16] }
          badge: { parent: title }
        constraints:
          - visual: "H:|-16-[title]"
          - visual: "H:|-16-[subtitle]"
          - subtitle.top == title.bottom + 4
          - visual: "H:|[badge]|"
          - visual: "V:|[badge]|"
        """)
        let solution = try XCTUnwrap(solutions.first)
        // subtitle is placed against title and follows it; badge, title's subview, keeps its
        // place inside title (only moves with it on screen): not a follower.
        XCTAssertEqual(solution.ambiguities.map { "\($0.view) \($0.axis.rawValue) \($0.followers)" }, ["title vertical [\"subtitle\"]"])
        XCTAssertEqual(solution.ambiguities.first?.freedom, .free)
        XCTAssertTrue(solution.ambiguous.contains(ViewAxis(view: "subtitle", axis: .vertical)))
        XCTAssertFalse(solution.ambiguous.contains(ViewAxis(view: "badge", axis: .vertical)), "badge only moves with its parent")
    }

    func testHuggingTieNamesBothContentConstraints() throws {
        let solutions = try solve("""
        views:
          root: { size: [375, 44] }
          a: { parent: root, kind: label, intrinsic: [100, 21] }
          b: { parent: root, kind: label, intrinsic: [100, 21] }
        constraints:
          - visual: "H:|-16-[a]-8-[b]-16-|"
          - a.centerY == root.centerY
          - b.centerY == root.centerY
        """)
        let ambiguity = try XCTUnwrap(solutions.first?.ambiguities.first)
        XCTAssertEqual(ambiguity.freedom, .tie(priority: 251, constraints: [.hugging(view: "a", axis: .horizontal), .hugging(view: "b", axis: .horizontal)], amount: 135))
        XCTAssertEqual(solutions.first?.ambiguities.count, 1)
    }

    func testStateSwappingRequiredAndOptionalHasNoTransientConflict() throws {
        let solutions = try solve("""
        views:
          root: { size: [375, 300] }
          panel: { parent: root }
        constraints:
          - visual: "H:|[panel]|"
          - panel.height == 44
          - upper: panel.top == root.top + 100
          - lower: panel.top == root.top + 200 @250
        states:
          lowered:
            priority: { upper: 250, lower: 1000 }
        """)
        XCTAssertEqual(solutions.map(\.conflicts.count), [0, 0])
        XCTAssertEqual(solutions.map { $0.frames["panel"]?.y }, [100, 200])
    }

    func testHiddenViewThatHoldsSpaceIsFound() throws {
        let yaml = """
        views:
          root: { size: [375, 300] }
          photo: { parent: root }
          caption: { parent: root, kind: label, intrinsic: [200, 20] }
        constraints:
          - visual: "H:|[photo]|"
          - visual: "H:|-[caption]"
          - visual: "V:|[photo(200)]-8-[caption]"
        states:
          no-photo:
            hide: [photo]
        """
        let solutions = try solve(yaml)
        XCTAssertEqual(solutions[0].hiddenSpace, [])
        let space = try XCTUnwrap(solutions[1].hiddenSpace.first)
        XCTAssertEqual(solutions[1].hiddenSpace.count, 1)
        XCTAssertEqual([space.view, space.axis.rawValue], ["photo", "vertical"])
        XCTAssertEqual(space.size, 200...200)
        XCTAssertEqual(space.affected, ["caption"])
        XCTAssertEqual(space.constraints.count, 1, "only caption.top == photo.bottom + 8 joins the photo to the caption")
        // A quiet hidden view's space is not reported, so it is not probed.
        let quiet = try solve(yaml, quietViews: ["photo"])
        XCTAssertEqual(quiet.map(\.hiddenSpace), [[], []])
    }

    /// `solveAll` solves states that only hide views with the declared layout at each root
    /// size, gives the solver markers from the start (the hidden label's constraints are
    /// required equalities), and skips views outside the hidden label's part of the system
    /// (the second root): each configuration still gets what it gets when solved alone.
    func testSolvingEveryConfigurationGivesEachWhatItGetsAlone() throws {
        let yaml = """
        views:
          root: { size: { narrow: [200, auto], wide: [300, auto] } }
          row: { parent: root }
          title: { parent: row, kind: label, intrinsic: [80, 20] }
          detail: { parent: row, kind: label, intrinsic: [60, 16] }
          footer: { parent: root, kind: label, intrinsic: [100, 20] }
          other: { size: [100, 50] }
          badge: { parent: other, kind: label, intrinsic: [30, 20] }
        constraints:
          - visual: "H:|[row]|"
          - visual: "V:|[row][footer]|"
          - visual: "H:|-16-[footer]"
          - visual: "H:|-16-[title]"
          - title.top == row.top + 8
          - detail.leading == title.leading
          - detail.top == title.bottom + 4
          - gap: detail.bottom == row.bottom - 8
          - visual: "H:|-[badge]"
          - visual: "V:|-[badge]"
        states:
          roomy: { constant: { gap: -20 } }
          no-detail: { hide: [detail] }
        """
        let loaded = LayoutLoader.load(SourceFile(path: "t.layout.yaml", text: yaml))
        let document = try XCTUnwrap(loaded.document)
        let configurations = Configuration.all(in: document)
        let solutions = ConfigurationSolver(builder: LinearSystemBuilder(document: document)).solveAll(configurations)
        XCTAssertEqual(solutions.map(\.configuration), configurations)
        for (configuration, solution) in zip(configurations, solutions) {
            let alone = ConfigurationSolver(builder: LinearSystemBuilder(document: document)).solve(configuration)
            XCTAssertEqual(solution.frames, alone.frames, "\(configuration)")
            XCTAssertEqual(solution.hiddenSpace, alone.hiddenSpace, "\(configuration)")
            XCTAssertEqual(solution.conflicts, alone.conflicts, "\(configuration)")
        }
        XCTAssertEqual(solutions.map { $0.frames["footer"]?.y }, [56, 56, 68, 68, 56, 56])
        // Without the detail, nothing holds the row's bottom: the row, the root and the footer
        // come free vertically; the title keeps its place, and the second root is untouched.
        for solution in solutions where solution.configuration.state == "no-detail" {
            XCTAssertEqual(solution.hiddenSpace.map(\.axis), [.vertical])
            XCTAssertEqual(solution.hiddenSpace.first?.affected, ["root", "row", "footer"])
            XCTAssertEqual(solution.hiddenSpace.first?.size, 16...16)
        }
    }

    /// A state that changes nothing (a cell's `configure(with:)` whose changes the Swift
    /// reader cannot follow) has the declared layout's system: it takes that solution whole,
    /// frames, ambiguity and squeezes, instead of being analysed again from wherever the last
    /// analysis left the solver (there, `free` and `other` at the bottom instead of the top).
    func testAStateThatChangesNothingHasTheDeclaredLayoutsAnswer() throws {
        let yaml = """
        views:
          root: { size: [200, 100] }
          free: { parent: root }
          other: { parent: root }
          squeezed: { parent: root }
        constraints:
          - visual: "H:|-[free(50)]"
          - free.height == 20
          - free.top >= root.top
          - free.bottom <= root.bottom
          - other.top >= free.bottom
          - other.bottom <= root.bottom
          - visual: "H:|[other(30)]"
          - other.height == 10
          - visual: "H:|-150-[squeezed]"
          - { first: squeezed.trailing, relation: '==', second: root.trailing, constant: -100, priority: 500 }
          - visual: "V:|[squeezed(10)]"
        states:
          first: { hide: [] }
          second: { hide: [] }
        """
        let loaded = LayoutLoader.load(SourceFile(path: "t.layout.yaml", text: yaml))
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let document = try XCTUnwrap(loaded.document)
        let configurations = Configuration.all(in: document)
        let solutions = ConfigurationSolver(builder: LinearSystemBuilder(document: document)).solveAll(configurations)
        XCTAssertEqual(solutions.map { $0.configuration.state }, [nil, "first", "second"])
        XCTAssertEqual(solutions[0].ambiguous, [ViewAxis(view: "free", axis: .vertical), ViewAxis(view: "other", axis: .vertical)])
        XCTAssertEqual(solutions[0].negativeSizes.map(\.view), ["squeezed"])
        for solution in solutions.dropFirst() {
            for view in ["free", "other", "squeezed"] {
                XCTAssertEqual(solution.frames[view], solutions[0].frames[view], view)
            }
            XCTAssertEqual(solution.ambiguous, solutions[0].ambiguous)
            XCTAssertEqual(solution.negativeSizes.map(\.view), ["squeezed"])
        }
    }

    func testFreedomThatInequalitiesBoundComesWithItsRange() throws {
        let solutions = try solve("""
        views:
          root: { size: [375, 44] }
          badge: { parent: root }
          loose: { parent: root }
        constraints:
          - visual: "H:|-16-[badge(>=50,<=100)]"
          - visual: "V:|-12-[badge(20)]"
          - visual: "H:[loose(>=10)]-16-|"
          - visual: "V:|-12-[loose(20)]"
        """)
        let ambiguities = try XCTUnwrap(solutions.first?.ambiguities)
        XCTAssertEqual(ambiguities.map(\.view), ["badge", "loose"])
        XCTAssertEqual(ambiguities[0].sizeRange, 50...100)
        XCTAssertNil(ambiguities[0].positionRange, "badge's position is fixed, not free")
        XCTAssertNil(ambiguities[1].sizeRange, "nothing bounds loose's width from above")
    }

    func testManyRootsWithSizesStepTogetherInsteadOfMultiplying() throws {
        var yaml = "views:\n"
        for index in 0..<8 {
            yaml += "  root\(index): { size: { small: [100, 100], large: [200, 200], huge: [300, 300] } }\n"
        }
        let document = try XCTUnwrap(LayoutLoader.load(SourceFile(path: "t.layout.yaml", text: yaml)).document)
        let configurations = Configuration.all(in: document)
        // 3^8 = 6,561 combinations would pass the limit: three configurations, every root at each size.
        XCTAssertEqual(configurations.count, 3)
        XCTAssertEqual(configurations.map { Set($0.sizes.map(\.name)) }, [["small"], ["large"], ["huge"]])
        let two = try XCTUnwrap(LayoutLoader.load(SourceFile(path: "t.layout.yaml", text: """
        views:
          a: { size: { small: [100, 100], large: [200, 200] } }
          b: { size: { narrow: [100, 100], wide: [200, 200] } }
        """)).document)
        XCTAssertEqual(Configuration.all(in: two).count, 4, "a few combinations are all solved")
    }
}

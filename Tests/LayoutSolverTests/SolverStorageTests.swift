import XCTest
@testable import LayoutSolver
import LayoutTestSupport

/// The tableau's storage types against Swift's own collections as models: a wrong member in
/// a column set would make a pivot miss a row, a wrong element in a vector a wrong value.
final class SolverStorageTests: XCTestCase {
    /// Inserts and removes across every representation (inline, list, hash table) and back
    /// to empty, checking membership, count and members after every step.
    func testSymbolSetMatchesSetThroughEveryRepresentation() {
        var random = SplitMix(state: 20261122)
        for round in 0..<40 {
            var set = SymbolSet()
            var model = Set<Int>()
            // Rounds cycle through a small universe (inline and list), a middle one (a bitmap
            // straight from the list, or a hash table when the members are large numbers) and
            // a wide one (a hash table that turns into a bitmap as it fills).
            let universe = [12, 400, 20_000][round % 3]
            let steps = [60, 1500, 4000][round % 3]
            let offset = (round / 3) % 2 * 1_000_000
            for step in 0..<steps {
                let x = random.next(universe) + offset
                // Mostly inserts while growing, mostly removes in the second half.
                let inserting = random.next(10) < (step < steps / 2 ? 7 : 3)
                if inserting { set.insert(x); model.insert(x) } else { set.remove(x); model.remove(x) }
                XCTAssertEqual(set.count, model.count, "round \(round) step \(step)")
                XCTAssertEqual(set.contains(x), model.contains(x), "round \(round) step \(step)")
            }
            XCTAssertEqual(Set(set.members()), model, "round \(round)")
            XCTAssertEqual(set.members().count, model.count, "round \(round): a member listed twice")
            XCTAssertEqual(Set(Array(set)), model, "round \(round): iteration")
            for x in model { XCTAssertTrue(set.contains(x)) }
            set.removeAll()
            XCTAssertTrue(set.isEmpty)
            XCTAssertFalse(set.contains(model.first ?? 0))
            set.insert(7)
            XCTAssertEqual(set.members(), [7])
        }
    }

    func testSymbolSetDoesNotConfuseNumbersBeyond32Bits() {
        var set = SymbolSet()
        set.insert(5)
        XCTAssertFalse(set.contains(5 + (1 << 32)))
    }

    func testOwnedVectorMatchesArray() {
        var vector = OwnedVector<Int>()
        var model: [Int] = []
        defer { vector.deallocate() }
        var random = SplitMix(state: 7)
        for step in 0..<3000 {
            if random.next(50) == 0 {
                // Gives the room past the elements back, in place: the elements stay.
                vector.shrinkToFit()
                XCTAssertEqual(vector.capacity, vector.count)
                XCTAssertEqual(Array(vector.buffer), model)
            }
            switch random.next(6) {
            case 0, 1, 2:
                let x = random.next(1000)
                vector.append(x); model.append(x)
            case 3:
                let n = random.next(40)
                vector.append(-1, times: n); model.append(contentsOf: repeatElement(-1, count: n))
            case 4:
                let n = random.next(model.count + 1)
                vector.truncate(to: n); model.removeSubrange(n...)
            default:
                if !model.isEmpty {
                    let i = random.next(model.count)
                    vector[i] = step; model[i] = step
                }
            }
            XCTAssertEqual(vector.count, model.count)
        }
        XCTAssertEqual(Array(vector.buffer), model)
    }

    /// Elements that hold references are released when truncated or deallocated.
    func testOwnedVectorReleasesItsElements() {
        final class Token {}
        weak var probe: Token?
        var vector = OwnedVector<Token?>()
        do {
            let token = Token()
            probe = token
            vector.append(token)
            vector.append(nil, times: 3)
        }
        XCTAssertNotNil(probe)
        vector.truncate(to: 0)
        XCTAssertNil(probe, "truncate must release what it drops")
        vector.append(Token())
        vector.deallocate()
        XCTAssertEqual(vector.count, 0)
    }

    /// The sets kept only for symbols that have members: random inserts, removals,
    /// replacements and truncations against a dictionary of `Set`s, checking every symbol's
    /// members after each step (a slot given back while still in use would mix two columns).
    /// The table packs sets of up to four members and keeps larger ones as `SymbolSet`s:
    /// its sets also iterate in the very order `SymbolSet`s given the same changes do
    /// (pivots break no ties by it, but the solver's path must not change with the storage).
    func testSymbolSetTableMatchesDictionaryOfSets() {
        var table = SymbolSetTable()
        var model: [Set<Int>] = []
        var ordered: [SymbolSet] = []
        defer { table.deallocate() }
        var random = SplitMix(state: 20261126)
        for step in 0..<4000 {
            if model.isEmpty || random.next(20) == 0 {
                table.append(); model.append([]); ordered.append(SymbolSet())
            }
            let symbol = random.next(model.count)
            // Small members for most symbols (packed sets that fill, spill and empty again),
            // a wider range for every fifth.
            let member = random.next(symbol % 5 == 0 ? 40 : 7)
            switch random.next(10) {
            case 0...4:
                table.insert(member, into: symbol); model[symbol].insert(member); ordered[symbol].insert(member)
            case 5...7:
                table.remove(member, from: symbol); model[symbol].remove(member); ordered[symbol].remove(member)
                // An emptied set starts afresh (the table gives its slot back).
                if ordered[symbol].isEmpty { ordered[symbol] = SymbolSet() }
            case 8:
                var replacement = SymbolSet()
                for x in ordered[symbol] where x % 2 == 0 { replacement.insert(x) }
                table.set(symbol, replacement); model[symbol] = model[symbol].filter { $0 % 2 == 0 }
                ordered[symbol] = replacement
            default:
                if random.next(4) == 0 {
                    let n = random.next(model.count + 1)
                    table.truncate(to: n); model.removeSubrange(n...); ordered.removeSubrange(n...)
                } else {
                    table.release(symbol); model[symbol] = []; ordered[symbol] = SymbolSet()
                }
            }
            if random.next(100) == 0 { table.shrinkToFit() }
            XCTAssertEqual(table.count, model.count, "step \(step)")
            for s in model.indices {
                XCTAssertEqual(Set(table[s].members()), model[s], "step \(step), symbol \(s)")
                XCTAssertEqual(Array(table[s]), Array(ordered[s]), "step \(step), symbol \(s): order")
                XCTAssertEqual(table[s].count, model[s].count, "step \(step), symbol \(s)")
                XCTAssertEqual(table.isEmpty(s), model[s].isEmpty, "step \(step), symbol \(s)")
            }
        }
    }

    /// Costs live in slots laid out by level: a level created between two others, and levels
    /// dropped, move every slot's costs. Each step's optimum is the one its highest priority
    /// decides, so a cost left at the wrong level would pick another.
    func testCostsFollowTheirLevelsAsLevelsComeAndGo() throws {
        let solver = Solver()
        let x = Variable(0), y = Variable(1)
        func prefer(_ variable: Variable, _ value: Double, _ priority: Double) throws -> ConstraintHandle {
            try solver.add(LinearConstraint(LinearExpression(variable), .equal, .constant(value), priority: priority))
        }
        let x750 = try prefer(x, 10, 750)
        let x250 = try prefer(x, 20, 250)
        let y250 = try prefer(y, 5, 250)
        let y750 = try prefer(y, 6, 750)
        XCTAssertEqual([solver.value(of: x), solver.value(of: y)], [10, 6])
        let x500 = try prefer(x, 30, 500)  // a level between the two
        let y500 = try prefer(y, 7, 500)
        XCTAssertEqual(solver.optionalPriorities, [750, 500, 250])
        XCTAssertEqual([solver.value(of: x), solver.value(of: y)], [10, 6])
        try solver.setPriority(x750, to: 100)
        try solver.setPriority(y750, to: 100)
        XCTAssertEqual(solver.optionalPriorities, [500, 250, 100], "750 is empty and dropped")
        XCTAssertEqual([solver.value(of: x), solver.value(of: y)], [30, 7])
        solver.remove(x500)
        solver.remove(y500)
        XCTAssertEqual([solver.value(of: x), solver.value(of: y)], [20, 5])
        solver.remove(x250)
        solver.remove(y250)
        XCTAssertEqual([solver.value(of: x), solver.value(of: y)], [10, 6])
        try solver.setPriority(x750, to: 900)
        XCTAssertEqual(solver.optionalPriorities, [900, 100])
        XCTAssertEqual(solver.violation(of: x750), 0)
        XCTAssertEqual(solver.violation(of: y750), 0)
    }

    /// Row serials are 32-bit and numbered again when they run out, keeping their order: a
    /// solver whose serials run out partway through (in a batch, and inside the journal of an
    /// add that fails) gives the same values, bit for bit, as one whose serials do not.
    func testRowSerialsRunningOutChangeNoValue() {
        func chain(_ i: Int, _ priority: Double) -> LinearConstraint {
            // Each view after the previous one (definitions that mention older rows), and an
            // optional width.
            i % 2 == 0
                ? LinearConstraint(LinearExpression(Variable(i + 1)), .equal, LinearExpression(Variable(i), constant: 8))
                : LinearConstraint(LinearExpression(Variable(i)), .equal, .constant(Double(i) * 3), priority: priority)
        }
        let plain = Solver(), renumbered = Solver()
        for (step, runOut) in [(0, Int(UInt32.max) - 40), (1, Int(UInt32.max)), (2, Int(UInt32.max) - 3)] {
            renumbered.tableau.nextSerial = Swift.max(renumbered.tableau.nextSerial, runOut)
            for solver in [plain, renumbered] {
                if step == 1 {
                    let conflicting = LinearConstraint(LinearExpression(Variable(0)), .equal, LinearExpression(Variable(1), constant: 1))
                    XCTAssertThrowsError(try solver.add(conflicting))
                } else {
                    XCTAssertNoThrow(try solver.add(count: 60) { chain($0 + step * 30, step == 0 ? 500 : 250) })
                }
            }
        }
        XCTAssertLessThan(renumbered.tableau.nextSerial, 1000, "numbered again")
        // The same rows, in the same order of age (what expanding definitions follows).
        func basicByAge(_ solver: Solver) -> [Int] {
            let serials = solver.tableau.basicSerial
            return serials.indices.filter { serials[$0] != 0 }.sorted { serials[$0] < serials[$1] }
        }
        XCTAssertEqual(basicByAge(plain), basicByAge(renumbered))
        for i in 0..<121 {
            XCTAssertEqual(plain.value(of: Variable(i)).bitPattern, renumbered.value(of: Variable(i)).bitPattern, "variable \(i)")
        }
    }
}

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
}

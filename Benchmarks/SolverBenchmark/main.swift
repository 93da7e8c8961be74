// solver-benchmark: times LayoutSolver on generated layout families.
//
//   solver-benchmark list                              families and sizes, one "family size" a line
//   solver-benchmark measure <family> <size> [<file>]  one line of timings; writes the constraint
//                                                      system to <file> for kiwisolver (bench.py)
//   solver-benchmark repeat <family> <size> <times>    add and solve repeatedly (for profiling)
//
// `measure` prints: family size views constraints add_ms resolve_ms analysis_ms fixed free tie
import LayoutSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fmt(_ x: Double) -> String { String(Double(Int((x * 1000).rounded())) / 1000) }

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// The system as text: a line with the variable count, then one line per constraint:
/// `relation priority constant count (variable coefficient)*`.
///
/// Written line by line: one string of the whole system (megabytes at 10,000 views) left
/// malloc holding a large free heap that it then returned to the system between timed runs,
/// so that every run paid page faults afresh (1.5 ms became 2.4 ms at the 1,024-view grid).
func emit(_ layout: Layout, to path: String) {
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    fputs("\(layout.variableCount)\n", file)
    for c in layout.constraints {
        let r = c.relation == .equal ? "=" : c.relation == .lessThanOrEqual ? "<" : ">"
        var line = "\(r) \(c.priority) \(c.expression.constant) \(c.expression.terms.count)"
        for t in c.expression.terms { line += " \(t.variable.index) \(t.coefficient)" }
        line += "\n"
        fputs(line, file)
    }
    fclose(file)
}

func measure(_ family: Family, _ size: Int, emitTo path: String?) throws {
    let layout = family.build(size)
    if let path { emit(layout, to: path) }
    let clock = ContinuousClock()
    var checksum = 0.0

    // Add and solve: best of up to 200 runs, stopping once a second has been spent and at least
    // 3 runs are done (1 when a run takes over a second). The shared machine runs slower for
    // seconds at a time, so a short window can miss every quiet moment (the 100-cell table
    // measured 1.2 and 2.0 ms a few seconds apart). bench.py times kiwisolver the same way.
    var best = Duration.seconds(1_000_000)
    var spent = 0.0
    // Face analysis of every view's frame, on each run's fresh solver (so no run reuses
    // another's caches), timed with the same best-of policy as the solve it is compared to.
    var analysis = Double.infinity
    var fixed = 0, free = 0, tie = 0
    for run in 0..<200 {
        let s = Solver()
        let start = clock.now
        let result = try s.add(contentsOf: layout.constraints)
        for frame in layout.frames { for e in frame { checksum += s.value(of: e) } }
        let elapsed = clock.now - start
        precondition(result.rejected.isEmpty, "\(family) \(size): the layout must be satisfiable")
        if elapsed < best { best = elapsed }
        spent += milliseconds(elapsed)

        (fixed, free, tie) = (0, 0, 0)
        let analysisStart = clock.now
        for frame in layout.frames {
            for e in frame {
                switch s.analyze(e) {
                case .fixed: fixed += 1
                case .free: free += 1
                case .tie: tie += 1
                }
            }
        }
        analysis = min(analysis, milliseconds(clock.now - analysisStart))
        if run == 199 || (spent > 1000 && (run >= 2 || milliseconds(elapsed) > 1000)) { break }
    }

    // Each run's solver is gone before the next run starts, as kiwisolver's is in bench.py:
    // a run is not timed while an earlier solver still holds its memory. The re-solve gets
    // a solver of its own.
    let solver = Solver()
    let handles = try solver.add(contentsOf: layout.constraints).handles

    // Re-solve after one priority change (there and back, median of the "there" times).
    var resolves: [Double] = []
    let changed = handles[layout.change.index]
    let original = layout.constraints[layout.change.index].priority
    for _ in 0..<5 {
        let start = clock.now
        try solver.setPriority(changed, to: layout.change.priority)
        for frame in layout.frames { for e in frame { checksum += solver.value(of: e) } }
        resolves.append(milliseconds(clock.now - start))
        try solver.setPriority(changed, to: original)
    }
    resolves.sort()

    if CommandLine.arguments.contains("-v") { print("pivots", solver.pivotCount) }
    if checksum.isNaN { print("NaN") }
    print(family.rawValue, size, layout.frames.count, layout.constraints.count,
          fmt(milliseconds(best)), fmt(resolves[2]), fmt(analysis), fixed, free, tie)
}

let args = CommandLine.arguments
if args.count >= 2 && args[1] == "list" {
    for f in Family.allCases { for s in f.sizes { print(f.rawValue, s) } }
} else if args.count >= 4 && args[1] == "measure", let family = Family(rawValue: args[2]), let size = Int(args[3]) {
    try measure(family, size, emitTo: args.count >= 5 ? args[4] : nil)
} else if args.count >= 5 && args[1] == "repeat", let family = Family(rawValue: args[2]), let size = Int(args[3]), let times = Int(args[4]) {
    // For profiling: add and solve the same layout many times.
    let layout = family.build(size)
    for _ in 0..<times {
        let s = Solver()
        _ = try s.add(contentsOf: layout.constraints)
    }
} else {
    print("usage: solver-benchmark list | measure <family> <size> [<file>]")
    exit(2)
}

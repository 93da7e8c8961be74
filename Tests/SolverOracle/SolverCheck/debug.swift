import LayoutSolver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With SOLVER_DEBUG set, writes the tableau to standard error.
func debugDump(_ solver: Solver) {
    if getenv("SOLVER_DEBUG") != nil {
        let text = solver.debugDescription + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}

import LayoutSolver
import Foundation
func debugDump(_ solver: Solver) {
    if ProcessInfo.processInfo.environment["SOLVER_DEBUG"] != nil {
        FileHandle.standardError.write((solver.debugDescription + "\n").data(using: .utf8)!)
    }
}

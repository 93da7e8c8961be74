// solver-check: runs the solver on the systems that Tests/SolverOracle/oracle.py generates,
// and prints what the oracle compares with scipy's HiGHS.
//
// Input (stdin), one system after another:
//   S <id> <variables> <constraints>
//   C <relation: = < >> <priority> <constant> <term count> (<variable> <coefficient>)*
//   R <index>                  remove constraint <index>
//   K <index> <constant>       set its constant
//   P <index> <priority>       set its priority
//   E                          end of system
// Output, per system:
//   S <id>
//   J <index> <conflict indexes…>   a constraint the batch add rejected
//   X <value>*                       variable values after the batch add
//   A <code>*                        analysis per variable: F fixed, R free, T tie
//   then per change: O ok | O fail <conflict indexes…>, and after all changes X and A again.
import LayoutSolver

struct Change {
    var kind: Character
    var index: Int
    var value: Double
}

func codes(_ solver: Solver, _ count: Int) -> String {
    (0..<count).map { v -> String in
        switch solver.analyze(LinearExpression(Variable(v))) {
        case .fixed: return "F"
        case .free: return "R"
        case .tie: return "T"
        }
    }.joined(separator: " ")
}

func values(_ solver: Solver, _ count: Int) -> String {
    (0..<count).map { "\(solver.value(of: Variable($0)))" }.joined(separator: " ")
}

func run(id: String, variables: Int, constraints: [LinearConstraint], changes: [Change]) -> String {
    var out = "S \(id)\n"
    let solver = Solver()
    let batch: BatchResult
    do {
        batch = try solver.add(contentsOf: constraints)
    } catch {
        return out + "invalid \(error)\n"
    }
    var indexOf: [Int: Int] = [:]
    for (i, h) in batch.handles.enumerated() { indexOf[h.id] = i }
    var handles = batch.handles
    for r in batch.rejected {
        out += "J \(indexOf[r.handle.id]!) " + r.conflict.map { "\(indexOf[$0.id]!)" }.joined(separator: " ") + "\n"
    }
    debugDump(solver)
    out += "X \(values(solver, variables))\n"
    out += "A \(codes(solver, variables))\n"
    if changes.isEmpty { return out }
    for change in changes {
        do {
            switch change.kind {
            case "R": solver.remove(handles[change.index])
            case "K": try solver.setConstant(handles[change.index], to: change.value)
            default: try solver.setPriority(handles[change.index], to: change.value)
            }
            out += "O ok\n"
        } catch {
            if case .unsatisfiable(let conflict, _) = error {
                out += "O fail " + conflict.map { "\(indexOf[$0.id]!)" }.joined(separator: " ") + "\n"
            } else {
                out += "O error \(error)\n"
            }
        }
    }
    _ = handles.count
    handles.removeAll()
    debugDump(solver)
    out += "X \(values(solver, variables))\n"
    out += "A \(codes(solver, variables))\n"
    return out
}

var id = ""
var variables = 0
var constraints: [LinearConstraint] = []
var changes: [Change] = []
var output = ""
while let line = readLine() {
    let f = line.split(separator: " ")
    guard let head = f.first else { continue }
    switch head {
    case "S":
        id = String(f[1]); variables = Int(f[2])!; constraints = []; changes = []
    case "C":
        let relation: Relation = f[1] == "=" ? .equal : f[1] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
        let count = Int(f[4])!
        var terms: [Term] = []
        for k in 0..<count {
            terms.append(Term(Variable(Int(f[5 + 2 * k])!), Double(f[6 + 2 * k])!))
        }
        constraints.append(LinearConstraint(LinearExpression(terms: terms, constant: Double(f[3])!), relation, priority: Double(f[2])!))
    case "R", "K", "P":
        changes.append(Change(kind: head.first!, index: Int(f[1])!, value: f.count > 2 ? Double(f[2])! : 0))
    case "E":
        output += run(id: id, variables: variables, constraints: constraints, changes: changes)
        if output.utf8.count > 1 << 16 { print(output, terminator: ""); output = "" }
    default:
        break
    }
}
print(output, terminator: "")

import LayoutDiagnostics
import LayoutModel
import LayoutSolver

/// A member of a conflicting set: a listed constraint, or the implicit rule that a size is
/// never negative.
public enum ConflictMember: Hashable, Sendable {
    /// Index into the message's `constraints`.
    case listed(Int)
    /// `item.width >= 0` (or height, or a scroll view's content size).
    case sizeRule(description: String, item: Int)
}

/// One irreducible set of constraints that cannot all hold.
public struct ConflictSet: Sendable {
    /// Listed members in list order, then size rules.
    public var members: [ConflictMember]
    /// The member the explanation is written from: UIKit's broken constraint when it is a
    /// member, else the last listed member.
    public var pivot: Int
    /// "the others hold … at most 44 - 16 - 16 = 12, where it needs 16", when it can be said.
    public var arithmetic: String?
    public var fixIts: [CatalogueFixIt]
    /// The linear constraints, aligned with `members`: what tests check with a solver.
    public var linear: [LinearConstraint]
}

/// What the explanation says about one message.
public struct MessageExplanation: Sendable {
    public var message: LogMessage
    public var sets: [ConflictSet] = []
    /// Index into `message.constraints` of the constraint UIKit broke, when listed.
    public var brokenIndex: Int?
    /// Whether the listed constraints hold once the broken one is left out.
    public var brokenResolves: Bool?
    /// Listed constraints in no conflicting set (readable ones only).
    public var uninvolved: [Int] = []
    /// Listed again: (index of the repeat, index of the first listing).
    public var repeats: [(Int, Int)] = []
    /// When no set was found: the values the log does not print that may be why.
    public var missingValues: [String] = []
    /// The line of an earlier message with the same list (macOS 14 prints two per conflict).
    public var sameAsMessageAt: Int?
    /// Set when the list was too long to solve.
    public var tooLong = false
    /// Every size rule (and margin rule) the message was solved with: what always holds, so
    /// each set is minimal given all of them (tests check it with a solver).
    public var sizeRules: [LinearConstraint] = []
}

/// The explanation of one input.
public struct LogExplanation: Sendable {
    public var reading: LogReading
    public var items: [LogItem]
    public var messages: [MessageExplanation]

    public var conflictCount: Int { messages.reduce(0) { $0 + $1.sets.count } }
}

/// Finds, with the solver, the conflicting sets of each message and explains them.
public enum ConflictExplainer {
    /// Lists longer than this are read but not solved (UIKit's hold a few dozen at most).
    public static let longestSolvedList = 5_000
    /// Messages past this many are read but not solved.
    public static let mostSolvedMessages = 2_000

    public static func explain(_ file: SourceFile) -> LogExplanation {
        explain(LogReader.read(file))
    }

    public static func explain(_ reading: LogReading) -> LogExplanation {
        let model = LogModel(reading: reading)
        var explanations: [MessageExplanation] = []
        var seenLists: [[String]: Int] = [:]
        for (index, message) in reading.messages.enumerated() {
            var explanation = MessageExplanation(message: message)
            let texts = message.constraints.map(\.text)
            if !texts.isEmpty, let earlier = seenLists[texts.sorted()] {
                explanation.sameAsMessageAt = earlier
            } else if !texts.isEmpty {
                seenLists[texts.sorted()] = message.line
            }
            if explanation.sameAsMessageAt == nil, !message.unreadConstraints {
                if message.constraints.count > longestSolvedList || index >= mostSolvedMessages {
                    explanation.tooLong = true
                } else {
                    solve(&explanation, model: model)
                }
            }
            explanations.append(explanation)
        }
        return LogExplanation(reading: reading, items: model.items, messages: explanations)
    }

    private static func solve(_ explanation: inout MessageExplanation, model: LogModel) {
        let constraints = explanation.message.constraints
        // The same constraint listed twice is one constraint.
        var firstByText: [String: Int] = [:]
        var modeled: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            if let first = firstByText[constraint.text] {
                explanation.repeats.append((index, first))
                continue
            }
            firstByText[constraint.text] = index
            // An optional constraint (a priority below 1000) never takes part in a conflict
            // among required ones.
            if let relation = constraint.relation, relation.priority >= 1000 { modeled.append(index) }
        }
        if let broken = explanation.message.broken {
            explanation.brokenIndex = constraints.indices.first { constraints[$0].address == broken.address && firstByText[constraints[$0].text] == $0 }
        }
        let linear = Dictionary(uniqueKeysWithValues: modeled.map { ($0, model.linear(constraints[$0].relation!)) })
        let sizeRules = model.sizeRules(for: modeled.compactMap { linear[$0] })
        guard !modeled.isEmpty else { return }
        explanation.sizeRules = sizeRules.map(\.rule)

        // Size rules first: UIKit can only break a constraint it lists. They always hold (the
        // solver's background), so each set is minimal given all of them and names those it needs.
        let batch = sizeRules.map(\.rule) + modeled.map { linear[$0]! }
        let solver = Solver()
        guard let result = try? solver.add(contentsOf: batch, background: { $0 < sizeRules.count }) else { return }
        var memberOf: [Int: (member: ConflictMember, linear: LinearConstraint)] = [:]
        for (position, handle) in result.handles.enumerated() {
            if position < sizeRules.count {
                let variable = sizeRules[position].variable
                let item = model.keysByVariable[variable]?.item ?? 0
                memberOf[handle.id] = (.sizeRule(description: "\(model.describe(variable)) >= 0", item: item), batch[position])
            } else {
                memberOf[handle.id] = (.listed(modeled[position - sizeRules.count]), batch[position])
            }
        }
        var seenSets: Set<[ConflictMember]> = []
        for rejection in result.rejected {
            let found = rejection.conflict.compactMap { memberOf[$0.id] }.sorted { memberOrder($0.member, $1.member) }
            let members = found.map(\.member)
            guard seenSets.insert(members).inserted else { continue }
            let listed = members.compactMap { member -> Int? in if case .listed(let i) = member { return i } else { return nil } }
            guard let last = listed.last else { continue }
            let pivot = explanation.brokenIndex.flatMap { listed.contains($0) ? $0 : nil } ?? last
            let memberLinear = found.map(\.linear)
            var set = ConflictSet(members: members, pivot: pivot, arithmetic: nil, fixIts: [], linear: memberLinear)
            set.arithmetic = arithmetic(set, constraints: constraints, model: model)
            set.fixIts = FixItCatalogue.suggestions(for: set, constraints: constraints, model: model)
            explanation.sets.append(set)
        }
        let involved = Set(explanation.sets.flatMap { $0.members })
        explanation.uninvolved = constraints.indices.filter { index in
            constraints[index].relation != nil && firstByText[constraints[index].text] == index && !involved.contains(.listed(index))
        }
        if let broken = explanation.brokenIndex, !explanation.sets.isEmpty {
            let rest = sizeRules.map(\.rule) + modeled.filter { $0 != broken }.map { linear[$0]! }
            let check = Solver()
            explanation.brokenResolves = (try? check.add(contentsOf: rest))?.rejected.isEmpty ?? false
        }
        if explanation.sets.isEmpty {
            explanation.missingValues = missingValues(modeled.compactMap { linear[$0] }, constraints: constraints, model: model)
        }
    }

    private static func memberOrder(_ a: ConflictMember, _ b: ConflictMember) -> Bool {
        switch (a, b) {
        case (.listed(let x), .listed(let y)): return x < y
        case (.listed, .sizeRule): return true
        case (.sizeRule, .listed): return false
        case (.sizeRule(let x, let i), .sizeRule(let y, let j)): return i != j ? i < j : x < y
        }
    }

    /// From the certificate of infeasibility: where the other members hold the pivot's two
    /// sides, as the sum of their constants, against what the pivot needs.
    ///
    /// A size UIKit imposes (a cell's encapsulated height, a temporary or fitting width, a
    /// hidden arranged view's 0) is what the rest is measured against, so the arithmetic is
    /// written from it when it is a member: "the others hold the content view's height at
    /// least 16 + 16 + 16 = 48, where 'UIView-Encapsulated-Layout-Height' needs 44".
    static func arithmetic(_ set: ConflictSet, constraints: [LoggedConstraint], model: LogModel) -> String? {
        let imposed = set.members.compactMap { member -> Int? in
            guard case .listed(let index) = member, let relation = constraints[index].relation, relation.second == nil,
                  let identifier = constraints[index].identifier else { return nil }
            let imposedBy = identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("_UITemporaryLayout")
                || identifier.hasPrefix("fittingSize") || identifier == "UISV-hiding"
            return imposedBy ? index : nil
        }.first
        let explained = imposed ?? set.pivot
        let subject = explained == set.pivot ? "it" : "'\(constraints[explained].identifier ?? "")'"
        guard let pivotPosition = set.members.firstIndex(of: .listed(explained)),
              let relation = constraints[explained].relation,
              var lambda = InfeasibilityCertificate.multipliers(of: set.linear) else { return nil }
        let scale = lambda[pivotPosition]
        lambda = lambda.map { $0 / scale }
        // D = first − m × second (the pivot's variable part); the others put D at T.
        var terms: [Double] = []
        var direction = 0  // +1: at least, −1: at most, 0: exactly
        for (position, constraint) in set.linear.enumerated() where position != pivotPosition {
            let constant = lambda[position] * constraint.expression.constant
            if abs(constant) > 1e-9 { terms.append(constant) }
            guard constraint.relation != .equal else { continue }
            // −λ × (a·x) with a·x >= −c (or <= −c): a lower bound when the factor is positive.
            let factor = -lambda[position]
            let lower = (constraint.relation == .greaterThanOrEqual) == (factor > 0)
            let bound = lower ? 1 : -1
            if direction != 0, direction != bound { return nil }
            direction = bound
        }
        let positives = terms.filter { $0 > 0 }, negatives = terms.filter { $0 < 0 }
        let ordered = positives + negatives
        var side = model.describe(relation.first)
        if let second = relation.second {
            side += relation.multiplier == 1 ? " - \(model.describe(second))" : " - \(formatNumber(relation.multiplier)) × \(model.describe(second))"
        }
        let phrase = direction > 0 ? "at least " : direction < 0 ? "at most " : "at "
        let needs: String = switch relation.relation {
        case .equal: ""
        case .lessThanOrEqual: "at most "
        case .greaterThanOrEqual: "at least "
        }
        return "the others hold \(side) \(phrase)\(formatSum(ordered)), where \(subject) needs \(needs)\(formatNumber(relation.constant))"
    }

    /// What the log leaves out that the listed constraints depend on.
    private static func missingValues(_ linear: [LinearConstraint], constraints: [LoggedConstraint], model: LogModel) -> [String] {
        var result: [String] = []
        var seen: Set<Variable> = []
        for constraint in linear {
            for term in constraint.expression.terms where model.isUnknownValue(term.variable) && seen.insert(term.variable).inserted {
                result.append(model.describe(term.variable))
            }
        }
        // Numbers printed to six significant digits (54.6667) may be what tips the balance.
        let rounded = constraints.compactMap(\.relation).map(\.constant).filter { value in
            let text = formatNumber(value)
            guard let dot = text.firstIndex(of: ".") else { return false }
            return text[text.index(after: dot)...].count >= 4 && !text.contains("e")
        }
        if !rounded.isEmpty {
            result.append("the exact values of the numbers it rounds (\(rounded.map(formatNumber).joined(separator: ", ")))")
        }
        if constraints.contains(where: { $0.relation == nil }) {
            result.append("the relations UIKit printed as '(null)'")
        }
        result.append("the content sizes and constraints UIKit did not list")
        return result
    }
}

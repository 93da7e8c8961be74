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
    /// A layout margin the log does not print, at UIKit's default of 8 points
    /// (`description` names it: "the top layout margin of …").
    case defaultMargin(description: String, item: Int)

    var isListed: Bool { if case .listed = self { return true } else { return false } }
}

/// UIKit's default layout margin: "For most views, the default layout margins are 8 points
/// on each side" (UIView.directionalLayoutMargins' documentation); a view controller's root
/// view gets the system minimum margins and safe area insets instead.
public let defaultLayoutMargin: Double = 8

/// One irreducible set of constraints that cannot all hold.
public struct ConflictSet: Sendable {
    /// Listed members in list order, then size rules.
    public var members: [ConflictMember]
    /// The member the explanation is written from: UIKit's broken constraint when it is a
    /// member, else the last listed member.
    public var pivot: Int
    /// "the others hold … at most 44 - 16 - 16 = 12, where it needs 16", when it can be said;
    /// for a set with default margins, the margins for which the rest can hold.
    public var arithmetic: String?
    public var fixIts: [CatalogueFixIt]
    /// The linear constraints, aligned with `members`: what tests check with a solver.
    public var linear: [LinearConstraint]
    /// Members whose printed constant the set takes at another value that prints the same
    /// (the log rounds to six significant digits): empty unless the listed constraints hold
    /// as printed and conflict only within that rounding.
    public var rounded: [RoundedConstant] = []
}

/// A listed constraint's constant taken at another value that UIKit prints the same way.
public struct RoundedConstant: Hashable, Sendable {
    /// Index into the message's `constraints`.
    public var index: Int
    public var printed: Double
    public var value: Double
    /// Half a unit of the sixth significant digit: the values from `printed - halfUnit` to
    /// `printed + halfUnit` print as `printed`.
    public var halfUnit: Double
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
    /// Constraints the search for values within the log's rounding may hand the solver, over
    /// one input (a real message needs a few hundred; a hostile one must not hang).
    public static let roundingSearchBudget = 50_000

    public static func explain(_ file: SourceFile) -> LogExplanation {
        explain(LogReader.read(file))
    }

    public static func explain(_ reading: LogReading) -> LogExplanation {
        let model = LogModel(reading: reading)
        var explanations: [MessageExplanation] = []
        var seenLists: [[String]: Int] = [:]
        var roundingBudget = roundingSearchBudget
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
                    solve(&explanation, model: model, roundingBudget: &roundingBudget)
                }
            }
            explanations.append(explanation)
        }
        return LogExplanation(reading: reading, items: model.items, messages: explanations)
    }

    private static func solve(_ explanation: inout MessageExplanation, model: LogModel, roundingBudget: inout Int) {
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
        findSets(&explanation, sizeRules: sizeRules, listed: modeled.map { ($0, linear[$0]!) }, margins: [], model: model)
        // UIKit printed the message because the listed constraints could not hold with the
        // values it had. When they can all hold for some layout margins, the margins it does
        // not print are the values to try: at UIKit's default, a conflict that needs them is
        // UIKit's (documented defaults only; baselines and rounded numbers have none).
        var margins: [Variable] = []
        if explanation.sets.isEmpty {
            for index in modeled {
                for term in linear[index]!.expression.terms where model.isMargin(term.variable) && !margins.contains(term.variable) {
                    margins.append(term.variable)
                }
            }
            if !margins.isEmpty {
                findSets(&explanation, sizeRules: sizeRules, listed: modeled.map { ($0, linear[$0]!) }, margins: margins, model: model)
            }
        }
        // Numbers are printed to six significant digits (`54.6667`, `0.333333`: UIKit prints
        // `%g`), so each printed constant stands for every value that prints the same. When the
        // listed constraints hold as printed but conflict for some of those values, they are
        // explained at the fewest constants moved within their rounding that make the conflict.
        var listedLinear = linear
        if explanation.sets.isEmpty, margins.isEmpty,
           let shifts = roundingShifts(explanation.message.constraints, modeled: modeled, linear: linear, sizeRules: sizeRules, model: model,
                                       budget: &roundingBudget) {
            for shift in shifts {
                var relation = explanation.message.constraints[shift.index].relation!
                relation.constant = shift.value
                listedLinear[shift.index] = model.linear(relation)
            }
            findSets(&explanation, sizeRules: sizeRules, listed: modeled.map { ($0, listedLinear[$0]!) }, margins: [], model: model,
                     rounded: shifts, printed: linear)
        }
        let defaults = explanation.sets.isEmpty ? [] : margins.map(Self.defaultMarginConstraint)
        let involved = Set(explanation.sets.flatMap { $0.members })
        explanation.uninvolved = constraints.indices.filter { index in
            constraints[index].relation != nil && firstByText[constraints[index].text] == index && !involved.contains(.listed(index))
        }
        if let broken = explanation.brokenIndex, !explanation.sets.isEmpty {
            let rest = sizeRules.map(\.rule) + modeled.filter { $0 != broken }.map { listedLinear[$0]! } + defaults
            let check = Solver()
            explanation.brokenResolves = (try? check.add(contentsOf: rest))?.rejected.isEmpty ?? false
        }
        if explanation.sets.isEmpty {
            explanation.missingValues = missingValues(modeled.compactMap { linear[$0] }, constraints: constraints, model: model,
                                                      holding: sizeRules.map(\.rule) + modeled.map { linear[$0]! } + margins.map(defaultMarginConstraint),
                                                      atDefaultMargins: !margins.isEmpty)
        }
    }

    /// Half a unit of the sixth significant digit of a constant as the log prints it: the
    /// values within it of the printed one print the same. Zero for 0 and for a number
    /// printed with more digits (not UIKit's `%g`: it is exact).
    static func roundingHalfUnit(of value: Double) -> Double {
        guard value != 0, value.isFinite else { return 0 }
        let text = formatNumber(abs(value))
        let digits = text.filter(\.isNumber).drop { $0 == "0" }
        guard !text.contains("e"), digits.count <= 6 else { return 0 }
        // The power of ten of the first significant digit.
        var leading = 1.0
        while abs(value) >= leading * 10 { leading *= 10 }
        while abs(value) < leading { leading /= 10 }
        return 0.5 * leading / 100_000
    }

    /// `value` on the grid of a tenth of `2 × halfUnit` (a power of ten), so that it prints as
    /// the decimal it is (54.66665, not 54.666650000000004).
    static func onDecimalGrid(_ value: Double, halfUnit: Double) -> Double {
        let step = halfUnit / 5
        guard step > 0, step.isFinite else { return value }
        if step < 1 {
            let scale = (1 / step).rounded()  // an exact power of ten
            return (value * scale).rounded() / scale
        }
        return (value / step).rounded() * step
    }

    /// The fewest listed constants, each moved to an end of its rounding, for which the listed
    /// constraints (with every size rule) conflict; nil when every value that prints the same
    /// lets them hold. One constant at a time first (in list order, down before up), then the
    /// corners of up to ten constants (of a longer list, those that a thousand times their
    /// rounding alone would tip), reduced to the shifts the conflict needs.
    private static func roundingShifts(_ constraints: [LoggedConstraint], modeled: [Int], linear: [Int: LinearConstraint],
                                       sizeRules: [(variable: Variable, rule: LinearConstraint)], model: LogModel,
                                       budget: inout Int) -> [RoundedConstant]? {
        let candidates = modeled.compactMap { index -> RoundedConstant? in
            let printed = constraints[index].relation!.constant
            let half = roundingHalfUnit(of: printed)
            return half > 0 ? RoundedConstant(index: index, printed: printed, value: printed, halfUnit: half) : nil
        }
        func shifted(_ candidate: RoundedConstant, up: Bool) -> RoundedConstant {
            var result = candidate
            result.value = onDecimalGrid(candidate.printed + (up ? 1 : -1) * candidate.halfUnit, halfUnit: candidate.halfUnit)
            return result
        }
        func conflicts(_ shifts: [RoundedConstant]) -> Bool {
            guard budget >= modeled.count + sizeRules.count else { return false }
            budget -= modeled.count + sizeRules.count
            var batch = sizeRules.map(\.rule)
            for index in modeled {
                if let shift = shifts.first(where: { $0.index == index }) {
                    var relation = constraints[index].relation!
                    relation.constant = shift.value
                    batch.append(model.linear(relation))
                } else {
                    batch.append(linear[index]!)
                }
            }
            guard let result = try? Solver().add(contentsOf: batch, background: { $0 < sizeRules.count }) else { return false }
            return !result.rejected.isEmpty
        }
        for candidate in candidates {
            for up in [false, true] where conflicts([shifted(candidate, up: up)]) { return [shifted(candidate, up: up)] }
        }
        // Of a long list, the corners of the constants that can tip the list alone when moved a
        // thousand times their rounding: the others have room to spare.
        var corners = candidates
        if corners.count > 10 {
            corners = candidates.filter { candidate in
                [false, true].contains { up in
                    var far = candidate
                    far.value = candidate.printed + (up ? 1 : -1) * 1000 * candidate.halfUnit
                    return conflicts([far])
                }
            }
        }
        guard corners.count >= 2, corners.count <= 10, budget >= modeled.count + sizeRules.count else { return nil }
        for corner in 0..<(1 << corners.count) where budget >= modeled.count + sizeRules.count {
            var shifts = corners.enumerated().map { shifted($0.element, up: corner & (1 << $0.offset) != 0) }
            guard conflicts(shifts) else { continue }
            // Put back each shift the conflict does not need.
            var position = 0
            while position < shifts.count {
                var fewer = shifts
                fewer.remove(at: position)
                if conflicts(fewer) { shifts = fewer } else { position += 1 }
            }
            return shifts
        }
        return nil
    }

    /// `margin == 8`.
    private static func defaultMarginConstraint(_ margin: Variable) -> LinearConstraint {
        LinearConstraint(LinearExpression(margin), .equal, .constant(defaultLayoutMargin))
    }

    /// Solves the size rules (background), the listed constraints and, when `margins` are
    /// given, each margin at UIKit's default, and adds each distinct conflicting set found.
    /// With margins, only the sets that conflict for every larger margin too are kept, so
    /// that the explanation holds for margins set above the default as well.
    private static func findSets(_ explanation: inout MessageExplanation, sizeRules: [(variable: Variable, rule: LinearConstraint)],
                                 listed: [(index: Int, linear: LinearConstraint)], margins: [Variable], model: LogModel,
                                 rounded: [RoundedConstant] = [], printed: [Int: LinearConstraint] = [:]) {
        let constraints = explanation.message.constraints
        let batch = sizeRules.map(\.rule) + listed.map(\.linear) + margins.map(defaultMarginConstraint)
        let solver = Solver()
        guard let result = try? solver.add(contentsOf: batch, background: { $0 < sizeRules.count }) else { return }
        var memberOf: [Int: (member: ConflictMember, linear: LinearConstraint)] = [:]
        for (position, handle) in result.handles.enumerated() {
            if position < sizeRules.count {
                let variable = sizeRules[position].variable
                let item = model.keysByVariable[variable]?.item ?? 0
                memberOf[handle.id] = (.sizeRule(description: "\(model.describe(variable)) >= 0", item: item), batch[position])
            } else if position < sizeRules.count + listed.count {
                memberOf[handle.id] = (.listed(listed[position - sizeRules.count].index), batch[position])
            } else {
                let variable = margins[position - sizeRules.count - listed.count]
                let item = model.keysByVariable[variable]?.item ?? 0
                memberOf[handle.id] = (.defaultMargin(description: model.describe(variable), item: item), batch[position])
            }
        }
        var seenSets: Set<[ConflictMember]> = []
        for rejection in result.rejected {
            let found = rejection.conflict.compactMap { memberOf[$0.id] }.sorted { memberOrder($0.member, $1.member) }
            let members = found.map(\.member)
            guard seenSets.insert(members).inserted else { continue }
            let listedMembers = members.compactMap { member -> Int? in if case .listed(let i) = member { return i } else { return nil } }
            // With a default margin left out, the next one conflicts through the first one's
            // `>= 0` with the same listed constraints: the same conflict, said once.
            if !margins.isEmpty, explanation.sets.contains(where: { $0.members.filter(\.isListed) == listedMembers.map(ConflictMember.listed) }) {
                continue
            }
            guard let last = listedMembers.last else { continue }
            let pivot = explanation.brokenIndex.flatMap { listedMembers.contains($0) ? $0 : nil } ?? last
            var set = ConflictSet(members: members, pivot: pivot, arithmetic: nil, fixIts: [], linear: found.map(\.linear))
            if !rounded.isEmpty {
                set.rounded = rounded.filter { listedMembers.contains($0.index) }
                set.arithmetic = roundingArithmetic(set, constraints: constraints, model: model, printed: printed)
            } else if margins.isEmpty {
                set.arithmetic = arithmetic(set, constraints: constraints, model: model)
            } else {
                guard let condition = marginCondition(set) else { continue }
                set.arithmetic = condition
            }
            set.fixIts = FixItCatalogue.suggestions(for: set, constraints: constraints, model: model)
            explanation.sets.append(set)
        }
    }

    /// For a set with margins at their default: from its certificate, the condition on the
    /// margins under which the other members can hold, "they hold only while the top layout
    /// margin of X + the bottom layout margin of X is at most 4.5, and UIKit's default layout
    /// margins make it 8 + 8 = 16" (a margin the set needs only as not negative is named in
    /// the sum too: UIKit's is at its default as well). Nil unless every larger margin breaks
    /// the condition too (each margin's coefficient positive).
    ///
    /// With the certificate's multipliers λ (each inequality read as `e >= 0` has λ >= 0),
    /// the members other than the margins' (defaults and `>= 0` rules) give Σ λᵢ eᵢ >= 0
    /// (= 0 when all are equalities), whose variables are only the margins:
    /// Σ λⱼ × marginⱼ <= K, while the defaults give more than K.
    static func marginCondition(_ set: ConflictSet) -> String? {
        guard let lambda = InfeasibilityCertificate.multipliers(of: set.linear) else { return nil }
        var coefficients: [(name: String, value: Double)] = []
        var bound = 0.0
        var othersHaveInequality = false
        for (position, member) in set.members.enumerated() {
            if case .defaultMargin(let name, _) = member {
                coefficients.append((name, lambda[position]))
            } else if case .sizeRule(let rule, _) = member, rule.contains("layout margin"), rule.hasSuffix(" >= 0") {
                // A margin the set needs only as not negative is at its default in UIKit too.
                coefficients.append((String(rule.dropLast(5)), lambda[position]))
            } else {
                bound += lambda[position] * set.linear[position].expression.constant
                if set.linear[position].relation != .equal { othersHaveInequality = true }
            }
        }
        // Equalities alone have no orientation: read them with positive margin coefficients.
        if !othersHaveInequality, coefficients.allSatisfy({ $0.value < 0 }) {
            coefficients = coefficients.map { ($0.name, -$0.value) }
            bound = -bound
        }
        guard let smallest = coefficients.map(\.value).min(), smallest > 1e-9 else { return nil }
        let scaled = coefficients.map { ($0.name, $0.value / smallest) }
        let limit = bound / smallest
        let atDefault = scaled.reduce(0) { $0 + $1.1 * defaultLayoutMargin }
        guard atDefault > limit + 1e-9 else { return nil }
        func term(_ name: String, _ factor: Double) -> String { abs(factor - 1) < 1e-9 ? name : "\(formatNumber(factor)) × \(name)" }
        let sum = scaled.map { term($0.0, $0.1) }.joined(separator: " + ")
        let defaults = scaled.map { abs($0.1 - 1) < 1e-9 ? formatNumber(defaultLayoutMargin) : "\(formatNumber($0.1)) × \(formatNumber(defaultLayoutMargin))" }
        let made = defaults.count == 1 ? defaults[0] : "\(defaults.joined(separator: " + ")) = \(formatNumber(atDefault))"
        let relation = othersHaveInequality ? "at most" : "exactly"
        return "they hold only while \(sum) is \(relation) \(formatNumber((limit * 1e6).rounded() / 1e6)), and UIKit's default layout margins make it \(made)"
    }

    /// Listed members in list order, then size rules, then default margins (each by item).
    private static func memberOrder(_ a: ConflictMember, _ b: ConflictMember) -> Bool {
        func rank(_ member: ConflictMember) -> (Int, Int, String) {
            switch member {
            case .listed(let index): return (0, index, "")
            case .sizeRule(let text, let item): return (1, item, text)
            case .defaultMargin(let text, let item): return (2, item, text)
            }
        }
        return rank(a) < rank(b)
    }

    /// From the certificate of infeasibility: where the other members hold the pivot's two
    /// sides, as the sum of their constants, against what the pivot needs.
    ///
    /// A size UIKit imposes (a cell's encapsulated height, a temporary or fitting width, a
    /// hidden arranged view's 0) is what the rest is measured against, so the arithmetic is
    /// written from it when it is a member: "the others hold the content view's height at
    /// least 16 + 16 + 16 = 48, where 'UIView-Encapsulated-Layout-Height' needs 44".
    static func arithmetic(_ set: ConflictSet, constraints: [LoggedConstraint], model: LogModel, printedConstants: [Double]? = nil) -> String? {
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
            let constant = lambda[position] * (printedConstants?[position] ?? constraint.expression.constant)
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
        let sum = printedConstants == nil ? formatSum(ordered) : formatPreciseSum(ordered)
        return "the others hold \(side) \(phrase)\(sum), where \(subject) needs \(needs)\(formatNumber(relation.constant))"
    }

    /// "8 + 0.666666 = 8.666666": each term and the total to six decimals, the log's precision.
    private static func formatPreciseSum(_ terms: [Double]) -> String {
        func rounded(_ value: Double) -> String { formatNumber((value * 1e6).rounded() / 1e6) }
        guard let first = terms.first else { return "0" }
        var text = rounded(first)
        for term in terms.dropFirst() { text += term < 0 ? " - \(rounded(-term))" : " + \(rounded(term))" }
        return terms.count == 1 ? text : "\(text) = \(rounded(terms.reduce(0, +)))"
    }

    /// For a set that conflicts only within the log's rounding: the arithmetic with the numbers
    /// as printed (the sides meet, or miss by less than the rounding), then the values, each
    /// printing as the log's, that make the conflict.
    static func roundingArithmetic(_ set: ConflictSet, constraints: [LoggedConstraint], model: LogModel,
                                   printed: [Int: LinearConstraint]) -> String {
        let printedConstants = zip(set.members, set.linear).map { member, linear -> Double in
            if case .listed(let index) = member, let original = printed[index] { return original.expression.constant }
            return linear.expression.constant
        }
        let values = set.rounded.map { shift in
            // As the log writes it: `- 175.5` is a constant of -175.5.
            let sign: Double = constraints[shift.index].text.contains(formatNumber(shift.printed)) ? 1 : -1
            return "\(formatNumber(sign * shift.value)) for \(formatNumber(sign * shift.printed))"
        }.joined(separator: " and ")
        let tipped = "the log prints six significant digits, and with \(values) they conflict"
        guard let sum = arithmetic(set, constraints: constraints, model: model, printedConstants: printedConstants) else {
            return "they hold with the numbers as printed; \(tipped)"
        }
        return "\(sum) as printed; \(tipped)"
    }

    /// What the log leaves out that the listed constraints depend on.
    /// The smallest and largest values of `variable` for which `constraints` hold (nil where
    /// unbounded), or nil when they cannot hold: an optional pull far below, then far above.
    private static func range(of variable: Variable, _ constraints: [LinearConstraint]) -> (Double?, Double?)? {
        let far = 1e7
        func extreme(_ target: Double) -> Double?? {
            let solver = Solver()
            guard let result = try? solver.add(contentsOf: constraints), result.rejected.isEmpty,
                  (try? solver.add(LinearConstraint(LinearExpression(variable), .equal, .constant(target), priority: 1))) != nil else { return nil }
            let value = solver.value(of: variable)
            return abs(value - target) < 1 ? .some(nil) : .some((value * 1e6).rounded() / 1e6)
        }
        guard let low = extreme(-far), let high = extreme(far) else { return nil }
        return (low, high)
    }

    /// A baseline offset has no documented default (it depends on the font), so where the
    /// listed constraints (`holding`: with the size rules, and the margins at their default
    /// when `atDefaultMargins`) bound it, the bound is said: the values that would make the
    /// message a conflict, without a claim that UIKit's had them.
    private static func missingValues(_ linear: [LinearConstraint], constraints: [LoggedConstraint], model: LogModel,
                                      holding: [LinearConstraint], atDefaultMargins: Bool) -> [String] {
        var result: [String] = []
        var seen: Set<Variable> = []
        for constraint in linear {
            for term in constraint.expression.terms where model.isUnknownValue(term.variable) && seen.insert(term.variable).inserted {
                var text = model.describe(term.variable)
                if model.isBaseline(term.variable), let (low, high) = range(of: term.variable, holding), low != nil || high != nil {
                    let bounds = [low.map { "at least \(formatNumber($0))" }, high.map { "at most \(formatNumber($0))" }].compactMap { $0 }
                    text += ": they hold only while it is \(bounds.joined(separator: " and "))"
                    text += atDefaultMargins ? " (with UIKit's default layout margins)" : ""
                    text += ", and the font decides where it is"
                }
                result.append(text)
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
        if let (count, groups) = unconnectedGroups(linear, model: model) {
            result.append("what connects the \(count) groups of items the listed constraints relate, which share no item (\(groups.joined(separator: "; ")))")
        }
        result.append("the content sizes and constraints UIKit did not list")
        return result
    }

    /// The number of groups of the constraints' items that no constraint joins, and each
    /// group as its names; nil when they form one group. Constraints that cannot all hold are always joined
    /// through their items (a part that shares none with the rest would conflict alone), so
    /// when the listed ones fall apart and each part holds, what conflicts is outside the list.
    private static func unconnectedGroups(_ linear: [LinearConstraint], model: LogModel) -> (Int, [String])? {
        var group: [Int: Int] = [:]
        func root(_ item: Int) -> Int {
            var item = item
            while let next = group[item], next != item {
                group[item] = group[next]   // halve the path: a long chain stays cheap
                item = next
            }
            return item
        }
        var order: [Int] = []
        for constraint in linear {
            let items = constraint.expression.terms.compactMap { model.keysByVariable[$0.variable]?.item }
            for item in items where group[item] == nil {
                group[item] = item
                order.append(item)
            }
            for item in items.dropFirst() { group[root(item)] = root(items[0]) }
        }
        var groups: [Int: [Int]] = [:]
        var roots: [Int] = []
        for item in order {
            let top = root(item)
            if groups[top] == nil { roots.append(top) }
            groups[top, default: []].append(item)
        }
        guard roots.count > 1 else { return nil }
        // Items in the order the input names them first; a long list is cut (a hostile
        // input may hold thousands).
        func cut(_ names: [String], _ more: String) -> [String] {
            names.count <= 6 ? names : names.prefix(5) + ["and \(names.count - 5) more \(more)"]
        }
        let sorted = roots.map { groups[$0]!.sorted() }.sorted { $0[0] < $1[0] }
        return (sorted.count, cut(sorted.map { cut($0.map { model.items[$0].displayName }, "items").joined(separator: ", ") }, "groups"))
    }
}

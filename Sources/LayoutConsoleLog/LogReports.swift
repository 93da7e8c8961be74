import LayoutDiagnostics
import LayoutModel
import LayoutReporters

/// The explanation as diagnostics (for the text and SARIF reporters), as JSON, and as a
/// layout file.
public enum LogReports {
    public static let rules: [RuleDescription] = [
        RuleDescription(id: "unsatisfiable-required", name: "Unsatisfiable Required Constraints", defaultSeverity: .error,
                        summary: "a smallest set of required constraints that cannot all hold (every member is shown)"),
        RuleDescription(id: "conflict-not-reproduced", name: "Conflict Not Reproduced", defaultSeverity: .warning,
                        summary: "the listed constraints can all hold: the conflict depends on values the log does not print"),
        RuleDescription(id: "log-incomplete", name: "Incomplete Message", defaultSeverity: .note,
                        summary: "a message whose list is hidden, cut off, too long to solve, or printed again"),
        RuleDescription(id: "log-syntax", name: "Unreadable Log Line", defaultSeverity: .error,
                        summary: "a line of a message that is not a constraint description layoutlint can read"),
    ]

    // MARK: Diagnostics

    /// Unreadable lines past this many are counted, not listed (binary noise has thousands).
    public static let mostProblems = 1_000

    public static func diagnostics(_ explanation: LogExplanation, path: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func location(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(path: path, position: SourcePosition(line: line, column: column)) }
        for problem in explanation.reading.problems.prefix(LogReports.mostProblems) {
            result.append(Diagnostic(ruleID: "log-syntax", severity: .error, message: problem.message, location: location(problem.line, problem.column)))
        }
        if explanation.reading.problems.count > mostProblems {
            let next = explanation.reading.problems[mostProblems]
            result.append(Diagnostic(ruleID: "log-syntax", severity: .error,
                                     message: "\(explanation.reading.problems.count - mostProblems) more unreadable lines from here on are not listed",
                                     location: location(next.line, next.column)))
        }
        if let position = explanation.reading.unreadFrom {
            result.append(Diagnostic(ruleID: "log-incomplete", severity: .note,
                                     message: "the input holds more than \(explanation.reading.mostReadConstraints) constraints: those from this line on are not read",
                                     location: location(position.line, position.column)))
        }
        let names = explanation.items
        for message in explanation.messages where !message.message.unreadConstraints {
            let constraints = message.message.constraints
            let start = location(message.message.line, message.message.column)
            func at(_ index: Int) -> SourceLocation { location(constraints[index].line, constraints[index].column) }
            if let earlier = message.sameAsMessageAt {
                result.append(Diagnostic(ruleID: "log-incomplete", severity: .note,
                                         message: "the same constraints as the message at line \(earlier), explained there", location: start))
                continue
            }
            if let placeholder = message.message.listPlaceholder {
                result.append(Diagnostic(ruleID: "log-incomplete", severity: .note,
                                         message: placeholder == "<private>"
                                            ? "the list is printed as '<private>' (unified logging hides it without private data enabled): nothing to explain"
                                            : "the list is printed as '\(placeholder)': nothing to explain", location: start))
                continue
            }
            if constraints.isEmpty {
                if !message.message.hasList || message.message.hasRecovery {
                    result.append(Diagnostic(ruleID: "log-incomplete", severity: .note,
                                             message: "the message's constraint list is not in the input: nothing to explain", location: start))
                }
                continue
            }
            if message.tooLong {
                result.append(Diagnostic(ruleID: "log-incomplete", severity: .note,
                                         message: "the list holds \(constraints.count) constraints; lists of more than \(ConflictExplainer.longestSolvedList) (or past message \(ConflictExplainer.mostSolvedMessages)) are read but not solved",
                                         location: start))
                continue
            }
            if message.sets.isEmpty {
                // UIKit breaks a constraint of its list (so in all 35 other corpus messages
                // that print both): one whose address is not listed means the list is not all it had.
                let brokenNote = message.message.broken.map { broken in
                    [DiagnosticNote(message: message.brokenIndex == nil ? "UIKit broke a constraint whose address is not in the list: \(broken.text)" : "UIKit broke: \(broken.text)",
                                    location: location(broken.line, broken.column))]
                } ?? []
                result.append(Diagnostic(ruleID: "conflict-not-reproduced", severity: .warning,
                                         message: "the \(constraints.count) listed constraints can all hold: UIKit listed them because of values the log does not print (\(message.missingValues.joined(separator: "; ")))",
                                         location: start, notes: brokenNote))
                continue
            }
            for (setIndex, set) in message.sets.enumerated() {
                let listed = set.members.compactMap { member -> Int? in if case .listed(let i) = member { return i } else { return nil } }
                let sizeRules = set.members.compactMap { member -> (String, Int)? in if case .sizeRule(let text, let item) = member { return (text, item) } else { return nil } }
                var text = listed.count == 1 ? "1 listed constraint" : "\(listed.count) listed constraints"
                let sizes = sizeRules.filter { !$0.0.contains("layout margin") }, margins = sizeRules.filter { $0.0.contains("layout margin") }
                if !sizes.isEmpty {
                    text += " and the rule that sizes are never negative (\(sizes.map(\.0).joined(separator: ", ")))"
                }
                if !margins.isEmpty {
                    text += "\(sizes.isEmpty ? " and" : ",") layout margins not negative (\(margins.map(\.0).joined(separator: ", ")))"
                }
                let defaultMargins = set.members.compactMap { member -> (String, Int)? in
                    if case .defaultMargin(let text, let item) = member { return (text, item) } else { return nil }
                }
                text += listed.count == 1 && sizeRules.isEmpty ? " cannot hold" : " cannot all hold"
                if !set.rounded.isEmpty {
                    text += " within the log's rounding"
                }
                if !defaultMargins.isEmpty {
                    text += " with UIKit's default layout margins (\(formatNumber(defaultLayoutMargin)) points: \(defaultMargins.map(\.0).joined(separator: ", ")))"
                }
                if let arithmetic = set.arithmetic { text += ": " + arithmetic }
                var notes: [DiagnosticNote] = []
                for index in listed where index != set.pivot {
                    notes.append(DiagnosticNote(message: "conflicting: \(constraints[index].text)", location: at(index)))
                }
                for (rule, item) in sizeRules {
                    // Located at the first member that names the item: the rule has no line of its own.
                    let holder = listed.first { index in
                        guard let relation = constraints[index].relation else { return false }
                        return names.firstIndex { $0.key == relation.first.item.key } == item
                            || names.firstIndex { $0.key == relation.second?.item.key } == item
                    } ?? set.pivot
                    let why = rule.contains("layout margin") ? "its value is not in the log; UIKit's margins are not negative" : "implicit: UIKit keeps every width and height at least zero"
                    notes.append(DiagnosticNote(message: "conflicting: \(rule) (\(why))", location: at(holder)))
                }
                for (margin, item) in defaultMargins {
                    let holder = listed.first { index in
                        guard let relation = constraints[index].relation else { return false }
                        return names.firstIndex { $0.key == relation.first.item.key } == item
                            || names.firstIndex { $0.key == relation.second?.item.key } == item
                    } ?? set.pivot
                    notes.append(DiagnosticNote(message: "conflicting: \(margin) = \(formatNumber(defaultLayoutMargin)) (not in the log: UIKit's default layout margins are 8 points on each side for most views; a view controller's root view has the system minimum margins instead)",
                                                location: at(holder)))
                }
                for shift in set.rounded {
                    let sign: Double = constraints[shift.index].text.contains(formatNumber(shift.printed)) ? 1 : -1
                    let low = formatNumber(ConflictExplainer.onDecimalGrid(sign * shift.printed - shift.halfUnit, halfUnit: shift.halfUnit))
                    let high = formatNumber(ConflictExplainer.onDecimalGrid(sign * shift.printed + shift.halfUnit, halfUnit: shift.halfUnit))
                    notes.append(DiagnosticNote(message: "rounded: UIKit prints six significant digits, so \(formatNumber(sign * shift.printed)) stands for any value from \(low) to \(high); \(formatNumber(sign * shift.value)) makes the conflict",
                                                location: at(shift.index)))
                }
                if let broken = message.message.broken {
                    let brokenLocation = location(broken.line, broken.column)
                    if let index = message.brokenIndex, listed.contains(index) {
                        let outcome = message.brokenResolves == true
                            ? "breaking it resolves the conflict"
                            : "breaking it does not resolve the conflict: the others still conflict"
                        notes.append(DiagnosticNote(message: "UIKit broke this member: \(outcome)", location: brokenLocation))
                    } else if message.brokenIndex != nil {
                        notes.append(DiagnosticNote(message: "UIKit broke a constraint outside this set: breaking it does not resolve this conflict", location: brokenLocation))
                    } else {
                        notes.append(DiagnosticNote(message: "UIKit broke a constraint whose address is not in the list", location: brokenLocation))
                    }
                }
                if setIndex == 0 {
                    for index in message.uninvolved {
                        notes.append(DiagnosticNote(message: "plays no part: \(constraints[index].text)", location: at(index)))
                    }
                    for (index, first) in message.repeats {
                        notes.append(DiagnosticNote(message: "listed again (line \(constraints[first].line))", location: at(index)))
                    }
                }
                result.append(Diagnostic(ruleID: "unsatisfiable-required", severity: .error, message: text, location: at(set.pivot), notes: notes,
                                         fixIts: set.fixIts.map { FixIt(title: "\($0.title) [\($0.cause)]") }))
            }
        }
        return result
    }

    // MARK: JSON

    public static func json(_ files: [(path: String, explanation: LogExplanation)]) -> String {
        var entries: [JSONValue] = []
        var total = 0
        for (path, explanation) in files {
            total += explanation.conflictCount
            var messages: [JSONValue] = []
            for message in explanation.messages {
                let constraints = message.message.constraints
                func position(_ constraint: LoggedConstraint) -> JSONValue {
                    .object([("line", .int(constraint.line)), ("column", .int(constraint.column)), ("text", .string(constraint.text))])
                }
                let sets: [JSONValue] = message.sets.map { set in
                    let members: [JSONValue] = set.members.map { member in
                        switch member {
                        case .listed(let index): return position(constraints[index])
                        case .sizeRule(let text, _):
                            return .object([("implicit", .string(text.contains("layout margin") ? "margin-not-negative" : "size-not-negative")), ("text", .string(text))])
                        case .defaultMargin(let text, _):
                            return .object([("implicit", .string("margin-default")), ("text", .string("\(text) = \(formatNumber(defaultLayoutMargin))"))])
                        }
                    }
                    return .object([
                        ("members", .array(members)),
                        ("reportedAt", position(constraints[set.pivot])),
                        ("arithmetic", set.arithmetic.map(JSONValue.string) ?? .null),
                        ("rounded", .array(set.rounded.map { shift in
                            .object([("line", .int(constraints[shift.index].line)), ("column", .int(constraints[shift.index].column)),
                                     ("printed", .string(formatNumber(shift.printed))), ("value", .string(formatNumber(shift.value)))])
                        })),
                        ("fixIts", .array(set.fixIts.map { .object([("cause", .string($0.cause)), ("title", .string($0.title))]) })),
                    ])
                }
                messages.append(.object([
                    ("line", .int(message.message.line)),
                    ("column", .int(message.message.column)),
                    ("form", .string(message.message.form.rawValue)),
                    ("listed", .int(constraints.count)),
                    ("broken", message.message.broken.map(position) ?? .null),
                    ("brokenListed", .bool(message.brokenIndex != nil)),
                    ("brokenResolves", message.brokenResolves.map(JSONValue.bool) ?? .null),
                    ("sameAsMessageAt", message.sameAsMessageAt.map(JSONValue.int) ?? .null),
                    ("conflicts", .array(sets)),
                    ("uninvolved", .array(message.uninvolved.map { position(constraints[$0]) })),
                    ("missingValues", .array(message.missingValues.map(JSONValue.string))),
                ]))
            }
            entries.append(.object([
                ("path", .string(path)),
                ("messages", .array(messages)),
                ("problems", .array(explanation.reading.problems.map {
                    .object([("line", .int($0.line)), ("column", .int($0.column)), ("message", .string($0.message))])
                })),
            ]))
        }
        return JSONValue.object([("version", .int(1)), ("conflicts", .int(total)), ("files", .array(entries))]).rendered()
    }
}

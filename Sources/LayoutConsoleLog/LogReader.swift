import LayoutDiagnostics

/// One "Unable to simultaneously satisfy constraints" message, as far as the input shows it.
public struct LogMessage: Sendable {
    public enum Form: String, Sendable {
        /// `Unable to simultaneously satisfy constraints.` with UIKit's advice.
        case uikit
        /// `Unable to simultaneously satisfy constraints:` (AppKit).
        case appkit
        /// macOS 14's `Conflicting constraints detected: (` … `).`
        case appkit14
        /// A list (or a recovery block) with no header in the input.
        case headerless
    }

    public var form: Form
    /// Where the message starts: its header, or its first line when the header is missing.
    public var line: Int
    public var column: Int
    public var constraints: [LoggedConstraint] = []
    /// `<private>` or `...` where the list should be; nil when the list is printed or missing.
    public var listPlaceholder: String?
    /// True once a list (bracketed or bare entries) was seen.
    public var hasList = false
    /// The constraint after "Will attempt to recover by breaking constraint".
    public var broken: LoggedConstraint?
    /// `<private>` in place of the broken constraint.
    public var brokenPlaceholder: String?
    /// True when the message shows a recovery line.
    public var hasRecovery = false
    /// True when some of its constraints were not read (past `LogReader.mostReadConstraints`).
    public var unreadConstraints = false
}

/// What each line of the input was read as.
public enum LogLineKind: String, Sendable {
    case unrelated, blank, header, advice, bracket, constraint, recovery, broken, placeholder, trailer, unreadable
}

/// Everything read from one input.
public struct LogReading: Sendable {
    public var messages: [LogMessage] = []
    public var problems: [LogProblem] = []
    /// Index 0 is line 1.
    public var lineKinds: [LogLineKind] = []
    /// The first line whose constraint was not read because the input holds more than
    /// `LogReader.mostReadConstraints`.
    public var unreadFrom: SourcePosition?
    /// The most constraints this reading read (`LogReader.read`'s `mostReadConstraints`).
    public var mostReadConstraints = LogReader.mostReadConstraints
}

/// Finds every message in console text: prefixes (timestamps, process names, syslog,
/// `[LayoutConstraints]`), unrelated lines in between, several messages per input, pastes
/// that start or stop in the middle of one (FORMAT.md, sections 1–6 and 13).
public enum LogReader {
    /// Longer lines are not read as constraints: no description comes near this.
    static let longestLine = 100_000
    /// Constraints past this many in one input are recognised but not read: real logs hold
    /// a few dozen per message, and reading is what a huge input would spend its time on.
    public static let mostReadConstraints = 20_000

    private static let advice = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint", "(2) find the code that added",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    ]
    private static let trailers = [
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints", "The methods in the UIConstraintBasedLayoutDebugging category",
        "Break on objc_exception_throw", "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
    ]

    /// `mostReadConstraints` is a parameter so that tests can check the limit on a small input.
    public static func read(_ file: SourceFile, mostReadConstraints: Int = LogReader.mostReadConstraints) -> LogReading {
        var reading = LogReading()
        reading.mostReadConstraints = mostReadConstraints
        reading.lineKinds.reserveCapacity(file.lines.count)
        var current: LogMessage?
        var listOpen = false
        var awaitingBroken = false
        var read = 0

        func finish() {
            if let message = current { reading.messages.append(message) }
            current = nil
            listOpen = false
            awaitingBroken = false
        }
        func begin(_ form: LogMessage.Form, line: Int, column: Int) {
            finish()
            current = LogMessage(form: form, line: line, column: column)
        }

        for (index, scalars) in file.lines.enumerated() {
            let number = index + 1
            guard scalars.count <= longestLine else {
                if listOpen {
                    reading.problems.append(LogProblem(line: number, column: 1, message: "a line of \(scalars.count) characters inside a constraint list is not read"))
                    reading.lineKinds.append(.unreadable)
                } else {
                    reading.lineKinds.append(.unrelated)
                }
                continue
            }
            var start = scalars.startIndex
            while start < scalars.endIndex, scalars[start] == " " || scalars[start] == "\t" { start = scalars.index(after: start) }
            var end = scalars.endIndex
            while end > start, scalars[scalars.index(before: end)] == " " || scalars[scalars.index(before: end)] == "\t" { end = scalars.index(before: end) }
            let trimmed = Substring(scalars[start..<end])
            let column = scalars.distance(from: scalars.startIndex, to: start) + 1
            var kind = LogLineKind.unrelated
            let previous = reading.lineKinds.last { $0 != .blank }
            defer { reading.lineKinds.append(kind) }

            if trimmed.isEmpty {
                kind = .blank
                continue
            }
            // Each test looks at a first or last character before it compares text: most lines
            // of a long log are none of these, and comparing costs in unoptimised builds.
            let first = trimmed.unicodeScalars.first, last = trimmed.unicodeScalars.last
            if last == "(" || last == ":", trimmed.hasPrefix("Conflicting constraints detected:") || trimmed.find("] Conflicting constraints detected:") != nil {
                begin(.appkit14, line: number, column: column)
                kind = .header
                listOpen = trimmed.hasSuffix("(")
                current?.hasList = listOpen
                continue
            }
            if last == "." || last == ":" || last == "s", let range = trimmed.find("satisfy constraints", backwards: true),
               trimmed[range.upperBound...].allSatisfy({ $0 == "." || $0 == ":" }) {
                let form: LogMessage.Form = trimmed.hasSuffix(":") ? .appkit : .uikit
                let headerColumn = column + (trimmed.find("Unable to").map { trimmed.unicodeScalars.distance(from: trimmed.unicodeScalars.startIndex, to: $0.lowerBound) } ?? 0)
                begin(form, line: number, column: headerColumn)
                kind = .header
                continue
            }
            if first == "P" || first == "T" || first == "(", advice.contains(where: { trimmed.hasPrefix($0) }) {
                if current == nil || current!.hasList || current!.hasRecovery { begin(.headerless, line: number, column: column) }
                kind = .advice
                continue
            }
            if first == "M" || first == "T" || first == "B" || first == "S", trailers.contains(where: { trimmed.hasPrefix($0) }) {
                // The trailer ends its message; its second line follows the first.
                kind = current != nil || previous == .trailer ? .trailer : .unrelated
                if current != nil { finish() }
                continue
            }
            if first == "W", trimmed.hasPrefix("Will attempt to recover by breaking") {
                if current == nil || current!.hasRecovery { begin(.headerless, line: number, column: column) }
                listOpen = false
                current?.hasRecovery = true
                kind = .recovery
                let rest = trimmed.dropFirst("Will attempt to recover by breaking".count)
                if rest.hasPrefix(" <") {
                    // macOS 14: the broken constraint inline, then a final '.'.
                    var description = rest.dropFirst()
                    if description.hasSuffix(".") { description = description.dropLast() }
                    let descriptionColumn = column + "Will attempt to recover by breaking ".count
                    switch ConstraintDescriptionParser(description.unicodeScalars, line: number, column: descriptionColumn).parse() {
                    case .success(let constraint): current?.broken = constraint
                    case .failure(let problem): reading.problems.append(problem); kind = .unreadable
                    }
                } else {
                    awaitingBroken = true
                }
                continue
            }
            if trimmed == "<private>" || (trimmed == "..." && current != nil) {
                guard current != nil else { continue }
                kind = .placeholder
                if awaitingBroken {
                    current?.brokenPlaceholder = String(trimmed)
                    awaitingBroken = false
                } else {
                    current?.listPlaceholder = String(trimmed)
                    current?.hasList = true
                }
                continue
            }
            if trimmed == "(" || trimmed == "[" {
                if current == nil || current!.hasList || current!.hasRecovery { begin(.headerless, line: number, column: column) }
                listOpen = true
                current?.hasList = true
                kind = .bracket
                continue
            }
            if (trimmed == ")" || trimmed == "]" || trimmed == ")." || trimmed == "],"), listOpen {
                listOpen = false
                kind = .bracket
                continue
            }
            if let entry = entryText(scalars[start..<end]) {
                let entryColumn = column + entry.offset
                if read >= mostReadConstraints {
                    if reading.unreadFrom == nil { reading.unreadFrom = SourcePosition(line: number, column: entryColumn) }
                    current?.unreadConstraints = true
                    kind = .constraint
                    continue
                }
                read += 1
                let parsed = ConstraintDescriptionParser(entry.text, line: number, column: entryColumn).parse()
                if awaitingBroken {
                    awaitingBroken = false
                    kind = .broken
                    switch parsed {
                    case .success(let constraint): current?.broken = constraint
                    case .failure(let problem): reading.problems.append(problem); kind = .unreadable
                    }
                    continue
                }
                if !listOpen {
                    // Entries pasted without the brackets: a list of their own.
                    if current == nil || current!.hasRecovery || current!.hasList {
                        begin(.headerless, line: number, column: column)
                    }
                    current?.hasList = true
                    listOpen = true
                }
                switch parsed {
                case .success(let constraint):
                    current?.constraints.append(constraint)
                    kind = .constraint
                case .failure(let problem):
                    reading.problems.append(problem)
                    kind = .unreadable
                }
                continue
            }
            // Inside a list, a line that starts like an entry but is none is reported; other
            // text is another thread's output interleaved with the list.
            if listOpen, trimmed.hasPrefix("\"") || trimmed.hasPrefix("<") {
                reading.problems.append(LogProblem(line: number, column: column, message: "expected a constraint description ('<Class:0x…>') or the end of the list"))
                kind = .unreadable
            }
        }
        finish()
        return reading
    }

    /// The description inside a list entry: `"<…>",`, `<…>,`, `"<Class: 0x…> body"`.
    private static func entryText(_ line: Substring.UnicodeScalarView) -> (text: Substring.UnicodeScalarView, offset: Int)? {
        // Slices of the line, never copies: a copy costs a pass per scalar.
        var view = line
        var offset = 0
        if view.first == "\"" {
            view = view.dropFirst()
            offset = 1
        }
        guard view.first == "<", let secondIndex = view.index(view.startIndex, offsetBy: 1, limitedBy: view.endIndex),
              secondIndex < view.endIndex else { return nil }
        let second = view[secondIndex]
        guard second == "<" || second == "_" || second.properties.isAlphabetic else { return nil }
        if view.last == "," { view = view.dropLast() }
        if offset == 1, view.last == "\"" { view = view.dropLast() }
        return (view, offset)
    }
}

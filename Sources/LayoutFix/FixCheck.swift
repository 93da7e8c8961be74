import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutModel
import LayoutRules

/// One fix offered for one shown finding.
public struct FixCandidate: Sendable {
    public var diagnostic: Diagnostic
    public var fix: FixIt

    public init(diagnostic: Diagnostic, fix: FixIt) {
        self.diagnostic = diagnostic
        self.fix = fix
    }
}

/// A text linted as `lint` would lint it, with its solved configurations when asked.
struct LintedText {
    let file: SourceFile
    let diagnostics: [Diagnostic]
    let lint: InMemoryLint

    init(file: SourceFile, lint: InMemoryLint) {
        self.file = file
        self.lint = lint
        diagnostics = lint.diagnostics(of: file)
    }

    /// Each finding once, by rule and message: positions move when lines come and go.
    var findingCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[FixCheck.key(diagnostic), default: 0] += 1 }
        return counts
    }

    /// Every configuration's solution, or nil when the text does not load.
    func solutions() -> [SolvedConfiguration]? {
        lint.document(of: file).map { RuleContext(file: file, document: $0).solutions }
    }
}

/// The check each fix passes before it is written (docs/fix.md): the fixed text is linted
/// again; every finding the fixes claim must be gone, no finding may appear, and for safe
/// fixes every solved frame in every configuration must stay as it was.
struct FixCheck {
    let original: LintedText
    /// Whether the run applies `misplaced-frame` fixes (no `--rule` leaves them out), so a
    /// frame an unsafe fix moves is updated in the next round.
    let updatesFrames: Bool
    private var originalSolutions: [SolvedConfiguration]??

    init(original: LintedText, updatesFrames: Bool = true) {
        self.original = original
        self.updatesFrames = updatesFrames
    }

    static func key(_ diagnostic: Diagnostic) -> String {
        diagnostic.ruleID + "\u{0}" + diagnostic.message
    }

    /// What an unsafe fix may bring with it (docs/fix.md): a note (a view that now stretches
    /// or shrinks, `content-size-violated`), and a drawn frame the fix moves off its solved
    /// one when that finding has its own safe fix with edits, which the next round applies
    /// (Xcode's "Update Frames" after the change), else the unsafe fix is refused.
    static func isConsequenceOfUnsafeFix(_ diagnostic: Diagnostic, updatingFrames: Bool) -> Bool {
        diagnostic.severity == .note
            || (updatingFrames && diagnostic.ruleID == "misplaced-frame" && diagnostic.fixIts.contains { $0.isSafe && !$0.edits.isEmpty })
    }

    /// The fixed text when `candidates` pass together, else why they do not. Safe fixes
    /// (`checkingFrames`) may add no finding at all; unsafe ones may add note-level ones:
    /// breaking a tie makes one view stretch or shrink, which `content-size-violated`
    /// describes (docs/fix.md).
    mutating func run(_ candidates: [FixCandidate], checkingFrames: Bool) -> Result<String, FixRefusal> {
        let text: String
        do {
            text = try TextEdits.apply(candidates.flatMap(\.fix.edits), to: original.file)
        } catch .overlap {
            return .failure(FixRefusal("its edits overlap those of another fix"))
        } catch {
            return .failure(FixRefusal("an edit lies outside the file"))
        }
        let fixed = LintedText(file: SourceFile(path: original.file.path, text: text), lint: original.lint)
        let before = original.findingCounts
        let after = fixed.findingCounts
        // The views constraints are added for, by their ids in messages (the finding's
        // property names an Interface Builder view by its object id).
        let placed = Set(candidates.compactMap { $0.diagnostic.ruleID == "underconstrained-axis" ? $0.diagnostic.properties.first { $0.name == "undeterminedViews" }?.values.first : nil })
        var added: [String] = []
        if !placed.isEmpty {
            if originalSolutions == nil { originalSolutions = .some(original.solutions()) }
            if let views = originalSolutions??.first?.system.snapshot.views {
                added = views.filter { placed.contains($0.id) || placed.contains($0.interfaceBuilderID ?? "") }.map(\.id)
            }
        }
        // Input problems first: a fix that breaks the file is refused for that.
        for diagnostic in fixed.diagnostics where (after[FixCheck.key(diagnostic)] ?? 0) > (before[FixCheck.key(diagnostic)] ?? 0)
            && (checkingFrames || !FixCheck.isConsequenceOfUnsafeFix(diagnostic, updatingFrames: updatesFrames)
                || FixCheck.isMisplacedFrame(diagnostic, ofOneOf: added))
            && !(added.isEmpty ? false : original.diagnostics.contains { FixCheck.isSameMisplacedFrame($0, diagnostic) }) {
            return .failure(FixRefusal("the fixed file has a new finding: [\(diagnostic.ruleID)] \(diagnostic.message)"))
        }
        var claimed: [String: Int] = [:]
        for candidate in candidates { claimed[FixCheck.key(candidate.diagnostic), default: 0] += 1 }
        for (key, count) in claimed where (after[key] ?? 0) > (before[key] ?? 0) - count {
            return .failure(FixRefusal("its finding is still reported after the fix"))
        }
        if checkingFrames || !added.isEmpty {
            if originalSolutions == nil { originalSolutions = .some(original.solutions()) }
            guard let old = originalSolutions!, let new = fixed.solutions() else {
                return .failure(FixRefusal("the fixed file does not load"))
            }
            if checkingFrames, let change = FixCheck.frameChange(from: old, to: new) { return .failure(FixRefusal(change)) }
            if let moved = FixCheck.drawnFrameLeft(by: Set(added), from: old.first, to: new.first) { return .failure(FixRefusal(moved)) }
        }
        return .success(text)
    }

    /// Whether `diagnostic` is a `misplaced-frame` finding of one of `views`: constraints
    /// added for a view must keep it where it is drawn, so for it that finding is never a
    /// frame the next round may update.
    static func isMisplacedFrame(_ diagnostic: Diagnostic, ofOneOf views: [String]) -> Bool {
        diagnostic.ruleID == "misplaced-frame" && views.contains { diagnostic.message.hasPrefix("'\($0)' is drawn at ") }
    }

    /// Whether `new` is the `misplaced-frame` finding `old` with only parts that were
    /// undetermined ('?') now solved at their drawn value: added constraints
    /// (`underconstrained-axis`) determine them where the view is drawn (`drawnFrameLeft`
    /// checks that), and what was misplaced before stays reported as it was.
    static func isSameMisplacedFrame(_ old: Diagnostic, _ new: Diagnostic) -> Bool {
        guard old.ruleID == "misplaced-frame", new.ruleID == "misplaced-frame", old.message != new.message else { return false }
        guard let a = misplacedFrameParts(old.message), let b = misplacedFrameParts(new.message), a.head == b.head else { return false }
        for index in 0..<4 where a.solved[index] != b.solved[index] {
            guard a.solved[index] == "?", b.solved[index] == b.drawn[index] else { return false }
        }
        return true
    }

    /// A `misplaced-frame` message's text up to its solved frame, and its drawn and solved
    /// frames' four numbers as written.
    private static func misplacedFrameParts(_ message: String) -> (head: Substring, drawn: [Substring], solved: [Substring])? {
        guard message.last == "]", let solvedOpen = message.lastIndex(of: "["),
              let drawnClose = message[..<solvedOpen].lastIndex(of: "]"), let drawnOpen = message[..<drawnClose].lastIndex(of: "[") else { return nil }
        let numbers = { (text: Substring) in text.split(separator: ",").map { $0.drop(while: { $0 == " " }) } }
        let drawn = numbers(message[message.index(after: drawnOpen)..<drawnClose])
        let solved = numbers(message[message.index(after: solvedOpen)..<message.index(before: message.endIndex)])
        guard drawn.count == 4, solved.count == 4 else { return nil }
        return (message[..<solvedOpen], drawn, solved)
    }

    /// Added constraints (`underconstrained-axis`) must keep each view they place where it
    /// is drawn: in the declared layout at the first size, where `misplaced-frame` compares
    /// frames, every part of its frame that was free and is now determined must be the drawn
    /// one (within a hundredth of a point: layout files write the constants in hundredths).
    static func drawnFrameLeft(by views: Set<String>, from old: SolvedConfiguration?, to new: SolvedConfiguration?) -> String? {
        guard let old, let new else { return nil }
        for view in new.system.snapshot.views where views.contains(view.id) {
            guard let drawn = view.frame, let solved = new.frames[view.id] else { continue }
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                let key = ViewAxis(view: view.id, axis: axis)
                let parts = [(old.ambiguousPositions.contains(key) && !new.ambiguousPositions.contains(key), solved.position(on: axis), drawn.position(on: axis)),
                             (old.ambiguousSizes.contains(key) && !new.ambiguousSizes.contains(key), solved.size(on: axis), drawn.size(on: axis))]
                if parts.contains(where: { $0.0 && abs($0.1 - $0.2) > 0.01 }) {
                    return "the constraints it adds place '\(view.interfaceBuilderID ?? view.id)' at \(describe(solved)), not where it is drawn, \(describe(drawn))"
                }
            }
        }
        return nil
    }

    /// The first solved frame that differs, in words; nil when all are the same. Only what
    /// the constraints determine is compared: an ambiguous dimension has no one value, so
    /// for it the check asks that it stays ambiguous.
    static func frameChange(from old: [SolvedConfiguration], to new: [SolvedConfiguration]) -> String? {
        let newByConfiguration = Dictionary(new.map { ($0.configuration, $0) }, uniquingKeysWith: { first, _ in first })
        for before in old {
            let configuration = before.configuration
            guard let after = newByConfiguration[configuration] else {
                return "it changes the configurations solved: \(configuration) is gone"
            }
            for view in before.system.snapshot.views {
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    let viewAxis = ViewAxis(view: view.id, axis: axis)
                    if before.ambiguousPositions.contains(viewAxis) != after.ambiguousPositions.contains(viewAxis)
                        || before.ambiguousSizes.contains(viewAxis) != after.ambiguousSizes.contains(viewAxis) {
                        return "it changes whether the \(axis.rawValue) frame of '\(view.id)' is determined in \(configuration)"
                    }
                }
                let a = before.frames[view.id], b = after.frames[view.id]
                guard let a, let b else {
                    if (a == nil) != (b == nil) { return "it changes which views are laid out in \(configuration)" }
                    continue
                }
                var differs = false
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    let viewAxis = ViewAxis(view: view.id, axis: axis)
                    if !before.ambiguousPositions.contains(viewAxis), abs(a.position(on: axis) - b.position(on: axis)) > 1e-6 { differs = true }
                    if !before.ambiguousSizes.contains(viewAxis), abs(a.size(on: axis) - b.size(on: axis)) > 1e-6 { differs = true }
                }
                if differs {
                    return "it changes the solved frame of '\(view.interfaceBuilderID ?? view.id)' in \(configuration) from \(describe(a)) to \(describe(b))"
                }
            }
        }
        return nil
    }

    private static func describe(_ frame: LayoutFrame) -> String {
        "[" + [frame.x, frame.y, frame.width, frame.height].map { formatNumber(($0 * 100).rounded() / 100) }.joined(separator: ", ") + "]"
    }
}

/// Why a fix was not written.
public struct FixRefusal: Error, Sendable, Equatable {
    public var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

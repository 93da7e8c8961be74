import LayoutDiagnostics
import LayoutLint
import LayoutRules
import LayoutYAML

/// Which fixes a run applies.
public struct FixSelection: Sendable {
    /// Also apply fixes that change the layout's behaviour (`--unsafe`).
    public var includesUnsafe: Bool
    /// Only fixes of these rules (`--rule`); nil for all.
    public var rules: Set<String>?

    public init(includesUnsafe: Bool = false, rules: Set<String>? = nil) {
        self.includesUnsafe = includesUnsafe
        self.rules = rules
    }
}

/// What fixing one file gave.
public struct FileFixResult: Sendable {
    public var path: String
    /// The file's text as read, with its byte-order mark if it had one.
    public var originalText: String
    /// The text with the applied fixes; nil when none was applied.
    public var fixedText: String?
    public var applied: [FixCandidate] = []
    public var refused: [(candidate: FixCandidate, refusal: FixRefusal)] = []
    /// Unsafe fixes left out because the run did not ask for them.
    public var unsafeLeft: [FixCandidate] = []
    /// Why the file was not fixed at all (it cannot be read, or is not UTF-8 text).
    public var problem: String?
}

/// Fixes one file in memory: chooses its fixes, checks them (`FixCheck`) and keeps those
/// that pass. Safe fixes are checked first, together, with their frames; unsafe ones are
/// then checked on top of them, without.
public struct FileFixer: Sendable {
    public var selection: FixSelection

    public init(selection: FixSelection) {
        self.selection = selection
    }

    public func fix(_ input: InputFile) -> FileFixResult {
        let lint = InMemoryLint(input: input)
        var result = FileFixResult(path: input.displayPath, originalText: "")
        let bytes: [UInt8]
        switch lint.bytes() {
        case .success(let read): bytes = read
        case .failure(let error):
            result.problem = error.diagnostic.message
            return result
        }
        let file: SourceFile
        switch YAMLReader.decode(bytes, path: input.displayPath) {
        case .success(let decoded): file = decoded
        case .failure(let error):
            result.problem = error.diagnostic.message
            return result
        }
        let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
        result.originalText = byteOrderMark + file.text
        guard Array(result.originalText.utf8) == bytes else {
            result.problem = "the file is not plain UTF-8 text that layoutlint can write back unchanged"
            return result
        }
        // Applied fixes can make others pass (an unsafe fix that ends a conflict lets a safe
        // one keep every frame): rounds until none applies, so a second run changes nothing.
        var current = file
        var applied: [FixCandidate] = []
        for _ in 0..<Self.maximumRounds {
            var round = FileFixResult(path: result.path, originalText: result.originalText)
            guard let fixed = fixRound(current, lint: lint, result: &round) else {
                result.refused = round.refused
                result.unsafeLeft = round.unsafeLeft
                break
            }
            applied += round.applied
            result.refused = round.refused
            result.unsafeLeft = round.unsafeLeft
            current = SourceFile(path: file.path, text: fixed)
        }
        result.applied = applied
        result.fixedText = applied.isEmpty ? nil : byteOrderMark + current.text
        return result
    }

    /// Rounds of fixing one file at most: each applies at least one fix. Fixes that add
    /// elements at one place in an Interface Builder document take a round each (docs/fix.md),
    /// so this is a guard, not a step count.
    static let maximumRounds = 16

    /// One round: the text with the fixes that pass, nil when none does.
    private func fixRound(_ file: SourceFile, lint: InMemoryLint, result: inout FileFixResult) -> String? {
        let original = LintedText(file: file, lint: lint)
        var candidates: [FixCandidate] = []
        for diagnostic in original.diagnostics where selection.rules?.contains(diagnostic.ruleID) ?? true {
            for fix in diagnostic.fixIts where !fix.edits.isEmpty {
                candidates.append(FixCandidate(diagnostic: diagnostic, fix: fix))
            }
        }
        var check = FixCheck(original: original, updatesFrames: selection.rules?.contains("misplaced-frame") ?? true)
        var accepted: [FixCandidate] = []
        var text: String?
        accept(candidates.filter(\.fix.isSafe), onto: &accepted, text: &text, checkingFrames: true, check: &check, result: &result)
        let unsafe = candidates.filter { !$0.fix.isSafe }
        if selection.includesUnsafe {
            accept(unsafe, onto: &accepted, text: &text, checkingFrames: false, check: &check, result: &result)
        } else {
            result.unsafeLeft = unsafe
        }
        result.applied = accepted
        return text
    }

    /// Adds to `accepted` the candidates that pass the check with it: all together when
    /// they can, else each half in turn (in report order), down to single fixes, whose
    /// refusals carry their reason. A few bad fixes among many cost a few checks each, not
    /// one check per fix.
    private func accept(_ candidates: [FixCandidate], onto accepted: inout [FixCandidate], text: inout String?,
                        checkingFrames: Bool, check: inout FixCheck, result: inout FileFixResult) {
        var pool: [FixCandidate] = []
        for candidate in candidates {
            if TextEdits.overlap(candidate.fix.edits, (accepted + pool).flatMap(\.fix.edits)) {
                result.refused.append((candidate, FixRefusal("its edits overlap those of another fix")))
            } else {
                pool.append(candidate)
            }
        }
        bisect(pool[...], onto: &accepted, text: &text, checkingFrames: checkingFrames, check: &check, result: &result)
    }

    private func bisect(_ pool: ArraySlice<FixCandidate>, onto accepted: inout [FixCandidate], text: inout String?,
                        checkingFrames: Bool, check: inout FixCheck, result: inout FileFixResult) {
        guard !pool.isEmpty else { return }
        switch check.run(accepted + pool, checkingFrames: checkingFrames) {
        case .success(let fixed):
            accepted += pool
            text = fixed
        case .failure(let refusal) where pool.count == 1:
            result.refused.append((pool[pool.startIndex], refusal))
        case .failure:
            let middle = pool.startIndex + pool.count / 2
            bisect(pool[..<middle], onto: &accepted, text: &text, checkingFrames: checkingFrames, check: &check, result: &result)
            bisect(pool[middle...], onto: &accepted, text: &text, checkingFrames: checkingFrames, check: &check, result: &result)
        }
    }
}

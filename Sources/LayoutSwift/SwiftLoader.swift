import LayoutDiagnostics
import LayoutModel
import SwiftParser
import SwiftSyntax

/// Reads `.swift` files into the model the YAML and Interface Builder loaders build: the
/// front end's entry point (docs/swift-code.md).
public enum SwiftLoader {
    public static let fileSuffixes = [".swift"]

    /// True for a path this front end reads.
    public static func handles(path: String) -> Bool {
        path.lowercased().hasSuffix(".swift")
    }

    /// What one file's reading produced, beyond the model.
    public struct Loaded: Sendable {
        public var result: LayoutLoadResult
        /// Views whose own constraints the code does not fix (roots, views from elsewhere,
        /// views with content sizes or run-time values): their ambiguity is not reported.
        public var quietViews: Set<String>
        /// Views with constraints the model does not hold: views from elsewhere, views whose
        /// constraints have values only run time knows.
        public var unknownViews: Set<String> = []
        /// The `if` conditions (numbered) under which the constraints made at each place are made.
        public var conditionsAt: [LayoutDiagnostics.SourceLocation: Set<Int>] = [:]
        /// Constraint-making calls and SnapKit statements read, and reported unread.
        public var readCount: Int
        public var unreadCount: Int
        /// Every constraint-making call and SnapKit statement of the file (read, unread or neither).
        public var callCount: Int
        /// Stack views the code makes (`UIStackView`, `NSStackView`), and those whose
        /// arrangement is read (their arrangement constraints are in the model).
        public var stackCount = 0
        public var stacksRead = 0
    }

    /// Loads one file of `module` (a module of that file alone when nil).
    public static func load(_ file: SourceFile, module: SwiftModule? = nil) -> Loaded {
        let module = module ?? SwiftModule(files: [file])
        guard let parsed = module.files.first(where: { $0.source.path == file.path }) else {
            return load(file, module: SwiftModule(files: [file]))
        }
        if let refusal = parsed.refusal {
            return Loaded(result: LayoutLoadResult(document: nil, diagnostics: [refusal]), quietViews: [], readCount: 0, unreadCount: 0, callCount: 0)
        }
        let reader = module.read(parsed)
        var diagnostics = reader.diagnostics
        // This file's extensions of types declared in other files are read, and their findings
        // reported, with those types, when their files are linted: what that reading reaches is read.
        var readElsewhere: Set<String> = []
        for name in module.typeOrder {
            guard let entry = module.types[name], let declaring = entry.declarationFile, declaring !== parsed,
                  entry.members.contains(where: { $0.file === parsed }) else { continue }
            readElsewhere.formUnion(module.callsRead(linting: declaring))
        }
        for key in readElsewhere where reader.unread[key] != nil { reader.unread[key] = nil }
        // Only this file's calls: a helper of another file read here is reported by that file's own lint.
        for (_, entry) in reader.unread.sorted(by: { $0.value.location < $1.value.location }) where entry.location.path == file.path {
            diagnostics.append(Diagnostic(ruleID: SwiftProblem.unread, severity: .note,
                                          message: "layoutlint did not read the constraints made here: \(entry.reason)",
                                          location: entry.location))
        }
        let output = DocumentBuilder(reader: reader, path: file.path).build()
        diagnostics += OneSizeCheck.findings(in: output.document, sizedFromOutside: output.sizedFromOutside)
        // Counted over the file's calls, whichever type's reading reached them.
        let keys = reader.fileConstraintCalls.map { reader.key($0, in: parsed) }
        let readHere = keys.filter { reader.read.contains($0) || readElsewhere.contains($0) }.count
        let unreadHere = keys.filter { !reader.read.contains($0) && reader.unread[$0] != nil }.count
        return Loaded(result: LayoutLoadResult(document: output.document, diagnostics: diagnostics),
                      quietViews: output.quietViews, unknownViews: output.unknownViews, conditionsAt: output.conditionsAt, readCount: readHere, unreadCount: unreadHere, callCount: keys.count,
                      stackCount: output.stacks.made, stacksRead: output.stacks.read)
    }

    /// Rules whose findings rest on content sizes and frames, which code sets at run time: not
    /// reported for Swift code, so the linter does not run them on it.
    public static let rulesNotReported: Set<String> = ["content-size-violated", "misplaced-frame", "hugging-tie", "compression-tie"]

    /// Drops findings about the ambiguity of quiet views, which follow from what the code
    /// leaves to run time rather than from the constraints written.
    /// `unknownViews`: views with constraints the model does not hold; `conditionsAt`: the `if`
    /// conditions the constraints made at each place are made under.
    public static func filter(_ diagnostics: [Diagnostic], quietViews: Set<String>, unknownViews: Set<String> = [],
                              conditionsAt: [LayoutDiagnostics.SourceLocation: Set<Int>] = [:]) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            if rulesNotReported.contains(diagnostic.ruleID) { return false }
            switch diagnostic.ruleID {
            case "duplicate-constraint":
                // Two constraints made under two different conditions the code does not fix (sibling
                // `if let url` and `if let item` of ownCloud's shortcut viewer) may never stand together.
                guard let declared = diagnostic.notes.first?.location,
                      let here = conditionsAt[diagnostic.location], let there = conditionsAt[declared] else { return true }
                return here.isSubset(of: there) || there.isSubset(of: here)
            case "underconstrained-axis", "hidden-view-space", "negative-size", "optional-priority-tie":
                // A view placed relative to the free one whose own constraints the model does not hold
                // (made elsewhere, or with a value only run time knows) may be what places them both:
                // the freedom may be its (Brave's back-forward list: a shadow pinned to a table whose
                // top is offset by a bar's height).
                if diagnostic.ruleID == "underconstrained-axis",
                   let undetermined = diagnostic.properties.first(where: { $0.name == "undeterminedViews" })?.values,
                   undetermined.dropFirst().contains(where: unknownViews.contains) {
                    return false
                }
                // Findings that rest on a size the code does not fix (a stand-in content size, a
                // root sized from outside) or on code not read are not reported: a view's freedom,
                // a squeeze against a view from elsewhere (an NSBox's content view: its stand-in
                // size), a tie against a quiet view's content priority.
                return LayoutDocument.reportsFinding(naming: diagnostic.views, quietViews: quietViews)
            default:
                return true
            }
        }
    }
}

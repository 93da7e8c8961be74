import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutRules

/// What a finding's picture shows: the configuration it was found in, the defects it is
/// about, and its views.
///
/// A diagnostic names its views and constraints by where they were written (its location
/// and its notes' locations), so each is found again by comparing those locations with
/// where the rules point for every view, constraint and content size of the configuration;
/// the defect itself (the conflict, the free view, the tie, the hidden view's space) is the
/// one the solved configuration holds at that place.
public struct FindingPicture: Sendable {
    /// Index into the context's configurations and solutions.
    public var configurationIndex: Int
    public var defects: [Defect]
    public var focus: Set<String>

    public init(_ diagnostic: Diagnostic, context: RuleContext) {
        let index = context.configurations.firstIndex { diagnostic.configurations.contains($0.description) } ?? 0
        configurationIndex = index
        defects = []
        focus = []
        guard context.solutions.indices.contains(index) else { return }
        let solution = context.solutions[index]
        let system = solution.system
        let places = Set([diagnostic.location] + diagnostic.notes.map(\.location))
        let primary = diagnostic.location
        let snapshot = system.snapshot

        // Views named at one of the finding's places.
        for view in snapshot.views {
            let source = view.source
            let own: [SourceLocation?] = [source.key, source.frame, source.hidden, source.intrinsic,
                                          source.huggingValues.horizontal, source.huggingValues.vertical,
                                          source.compressionValues.horizontal, source.compressionValues.vertical,
                                          snapshot.visibilityChanges[view.id]?.targetLocation]
            if own.contains(where: { $0.map(places.contains) ?? false }) { focus.insert(view.id) }
        }
        // And the views of the constraints it points at, solved or not (an invalid one is left out).
        for constraint in snapshot.constraints where places.contains(constraint.primaryLocation) || places.contains(constraint.source.location) {
            focus.formUnion(constraint.items)
        }
        let origin = { (location: SourceLocation) in places.contains(location) }
        switch diagnostic.ruleID {
        case "unsatisfiable-required":
            defects = solution.conflicts.filter { context.location(of: $0.broken, in: system) == primary }.map(Defect.conflict)
        case "underconstrained-axis":
            defects = solution.ambiguities.filter { ambiguity in
                (ambiguity.position == .free || ambiguity.size == .free) && snapshot.view(ambiguity.view)?.source.key == primary
            }.map(Defect.freedom)
        case "hugging-tie", "compression-tie", "optional-priority-tie":
            defects = solution.ambiguities.compactMap { ambiguity -> Defect? in
                guard case .tie(_, let constraints, _) = ambiguity.freedom else { return nil }
                let named = constraints.contains { origin(context.location(of: $0, in: system)) }
                    || constraints.contains { Defect.views(of: $0, in: system).contains(where: focus.contains) }
                return named ? Defect.tie(ambiguity, in: solution) : nil
            }
        case "hidden-view-space":
            // One hidden view can hold space on both axes, reported at one place: the finding
            // is the one whose notes name the views that axis pushes around (all of them, and
            // when one axis's views are among the other's, exactly them).
            let noted = Set(diagnostic.notes.map(\.location))
            let candidates = solution.hiddenSpace.filter { space in
                guard let view = snapshot.view(space.view) else { return false }
                let location = snapshot.visibilityChanges[space.view]?.targetLocation ?? view.source.hidden ?? view.source.key
                return location == primary && space.affected.allSatisfy { snapshot.view($0).map { places.contains($0.source.key) } ?? true }
            }
            let exact = candidates.filter { space in Set(space.affected.compactMap { snapshot.view($0)?.source.key }) == noted }
            defects = (exact.isEmpty ? candidates : exact).map(Defect.hiddenSpace)
        case "misplaced-frame":
            // The finding is the rule's decision: the view whose frame it is at.
            defects = snapshot.views.compactMap { view in
                guard !view.isRoot, view.source.frame == primary, let drawn = view.frame else { return nil }
                return Defect.misplaced(view: view.id, drawn: drawn)
            }
        default:
            break
        }
        if defects.isEmpty {
            // Any other finding: the constraints it points at, drawn between their edges,
            // those UIKit refuses to create (left out of the system) included.
            let written = snapshot.constraints.filter { places.contains($0.primaryLocation) || places.contains($0.source.location) }
                .map { ConstraintOrigin.constraint($0.id) }
            let constraints = written + system.constraints.map(\.origin).filter { origin(context.location(of: $0, in: system)) }
            var seen: Set<ConstraintOrigin> = []
            let unique = constraints.filter { seen.insert($0).inserted }
            if !unique.isEmpty { defects = [.constraints(unique)] }
        }
        for defect in defects { focus.formUnion(defect.views(in: system)) }
        // A root in a finding is the frame everything sits in: outlined only when it is all there is.
        let roots = Set(snapshot.views.filter(\.isRoot).map(\.id))
        if !focus.isSubset(of: roots) { focus.subtract(roots) }
    }
}

/// Pictures of one layout file: each configuration with every defect, or one finding's.
public struct LayoutPictures: Sendable {
    public let context: RuleContext

    public init(context: RuleContext) {
        self.context = context
    }

    /// Loads nothing: solves every configuration of an already loaded document.
    public init(file: SourceFile, document: LayoutDocument) {
        context = RuleContext(file: file, document: document)
    }

    public var configurations: [Configuration] { context.configurations }

    /// Views past which a finding's picture shows only the part around the finding.
    public static let croppingThreshold = 300

    /// The configuration with every defect its solution shows.
    public func picture(ofConfiguration index: Int, idPrefix: String = "ll") -> Picture {
        let solution = context.solutions[index]
        let scene = LayoutScene(solution: solution, builder: context.builder)
        // Drawn frames are compared in the declared layout at its first size, by the rule.
        let defects = Defect.all(in: solution, document: context.document,
                                 misplaced: index == 0 ? MisplacedFrameRule.misplacedViews(in: context) : [])
        return Picture(scene: scene, title: context.file.path, subtitle: subtitle(index, defects: defects.count),
                       defects: defects, idPrefix: idPrefix)
    }

    /// The configuration a finding was found in, with its defect drawn and its views in focus.
    public func picture(of diagnostic: Diagnostic, idPrefix: String) -> Picture? {
        guard !context.solutions.isEmpty else { return nil }
        let finding = FindingPicture(diagnostic, context: context)
        let solution = context.solutions[finding.configurationIndex]
        var scene = LayoutScene(solution: solution, builder: context.builder)
        var subtitle = context.configurations[finding.configurationIndex].description
        if scene.views.count > LayoutPictures.croppingThreshold {
            // Around the finding's views, with room for the arrows and ghosts drawn about them.
            let primary = finding.defects.flatMap { $0.primaryViews(in: solution.system) }
            let rects = (primary.isEmpty ? finding.focus.sorted() : primary).compactMap { scene.view($0) }.filter { !$0.isRoot }.map(\.rect)
            let around = rects.dropFirst().reduce(rects.first) { total, rect in total?.union(rect) }
            if let around {
                let ghosts = finding.defects.flatMap { defect -> [Rect] in
                    if case .freedom(let ambiguity) = defect { return DefectDrawer.ghosts(of: ambiguity, in: scene) }
                    return []
                }
                let area = ghosts.reduce(around) { $0.union($1) }
                scene.crop(to: Rect(x: area.x - 120, y: area.y - 120, width: area.width + 240, height: area.height + 240))
                subtitle += ", the part around the finding"
            }
        }
        return Picture(scene: scene, title: context.file.path, subtitle: subtitle,
                       defects: finding.defects, focus: finding.focus, idPrefix: idPrefix)
    }

    public func svg(ofConfiguration index: Int) -> String {
        SVGRenderer().render(picture(ofConfiguration: index))
    }

    /// A file name for a configuration's picture: `declared.svg`, `hidden@compact.svg`.
    public func fileName(ofConfiguration index: Int) -> String {
        let configuration = context.configurations[index]
        let name = ([configuration.state ?? "declared"] + configuration.sizes.map(\.name)).joined(separator: "@")
        return Markup.slug(name) + ".svg"
    }

    private func subtitle(_ index: Int, defects: Int) -> String {
        let views = context.solutions[index].system.snapshot.views.count
        let counts = "\(views) \(views == 1 ? "view" : "views"), \(defects) \(defects == 1 ? "defect" : "defects") drawn"
        return "\(context.configurations[index].description) (\(counts))"
    }
}

import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// Runs rules over a loaded layout and turns their findings into diagnostics.
public struct RuleRunner: Sendable {
    /// The rules to run and the severity each reports at.
    public var rules: [(rule: any Rule, severity: Severity)]

    /// Every registered rule at its default severity.
    public init() {
        rules = RuleRegistry.all.map { ($0.init(), $0.description.defaultSeverity) }
    }

    /// The severity the rule `id` reports at; nil when it is off (or no such rule).
    public func severity(ofRule id: String) -> Severity? {
        rules.first { type(of: $0.rule).description.id == id }?.severity
    }

    public init(rules: [(rule: any Rule, severity: Severity)]) {
        self.rules = rules
    }

    /// The same runner without the rules `ids` (whose findings a front end never reports).
    public func without(_ ids: Set<String>) -> RuleRunner {
        RuleRunner(rules: rules.filter { !ids.contains(type(of: $0.rule).description.id) })
    }

    /// The diagnostics for one file, in report order. Findings that differ only in their
    /// configuration become one diagnostic whose message names the configurations.
    ///
    /// Besides the rules' findings, the input problems that only solving reveals (whatever
    /// rules are configured): constraints left out because their numbers pass Double's
    /// range, as `layout-schema` errors (see `OutOfRangeProblem`).
    public func run(file: SourceFile, document: LayoutDocument) -> [Diagnostic] {
        let context = RuleContext(file: file, document: document)
        var diagnostics = merge(OutOfRangeProblem.findings(context), id: InputProblem.layoutSchema, severity: .error, context: context)
        for (rule, severity) in rules {
            diagnostics += merge(rule.check(context), id: type(of: rule).description.id, severity: severity, context: context)
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}

extension RuleRunner {
    /// One diagnostic per defect: findings with the same identity, or without one, the same
    /// place and headline; in order.
    private func merge(_ findings: [Finding], id: String, severity: Severity, context: RuleContext) -> [Diagnostic] {
        var merged: [[Finding]] = []
        var positions: [MergeKey: Int] = [:]
        for finding in findings {
            let key: MergeKey = if let identity = finding.identity { .identity(identity) }
                else { .place(finding.location, finding.headline ?? finding.message) }
            if let index = positions[key] {
                merged[index].append(finding)
            } else {
                positions[key] = merged.count
                merged.append([finding])
            }
        }
        return merged.map { diagnostic(from: $0, id: id, severity: severity, context: context) }
    }

    /// One diagnostic for findings that are one defect in several configurations.
    private func diagnostic(from group: [Finding], id: String, severity: Severity, context: RuleContext) -> Diagnostic {
        let first = group[0]
        var configurations: [Configuration] = []
        for finding in group {
            if let configuration = finding.configuration, !configurations.contains(configuration) { configurations.append(configuration) }
        }
        let phrase = configurations.isEmpty ? nil : ConfigurationList.phrase(for: configurations, all: context.configurations)
        var message = first.message
        var notes = first.notes
        if let headline = first.headline, group.contains(where: { $0.message != first.message }) {
            // The numbers differ between configurations: each configuration's in a note.
            message = headline
            let details = group.compactMap { finding -> DiagnosticNote? in
                guard let detail = finding.detail, let configuration = finding.configuration,
                      let where_ = ConfigurationList.phrase(for: [configuration], all: context.configurations) else { return nil }
                return DiagnosticNote(message: "\(where_): \(detail)", location: first.location)
            }
            notes = details + notes
        }
        // One defect found at other places in other configurations (a view hidden by two
        // states' `hide:` entries): each other place is a note.
        var places: [SourceLocation] = [first.location]
        for finding in group where !places.contains(finding.location) {
            places.append(finding.location)
            let found = group.filter { $0.location == finding.location }.compactMap(\.configuration)
            let where_ = ConfigurationList.phrase(for: found, all: context.configurations).map { $0 + ": " } ?? ""
            notes.append(DiagnosticNote(message: where_ + (finding.placeNote ?? "the same defect is found here"), location: finding.location))
        }
        if let phrase { message += " " + phrase }
        // Each list is the union over the configurations, in order of first appearance. Views
        // of an Interface Builder document are listed by their IB ids (a guide or a stack's
        // spacer by its owner's), which is what Xcode's document outline and the XML know.
        var properties: [DiagnosticProperty] = []
        var seen: [String: Set<String>] = [:]
        for property in group.flatMap(\.properties) {
            var index = properties.firstIndex { $0.name == property.name }
            if index == nil {
                index = properties.count
                properties.append(DiagnosticProperty(name: property.name, values: []))
            }
            let values = property.values.map { context.document.view($0)?.interfaceBuilderID ?? $0 }
            for value in values where seen[property.name, default: []].insert(value).inserted {
                properties[index!].values.append(value)
            }
        }
        // The views of the finding whose message and notes it shows.
        return Diagnostic(ruleID: id, severity: severity, message: message, location: first.location,
                          notes: notes, fixIts: first.fixIts, configurations: configurations.map(\.description), properties: properties,
                          views: first.views)
    }
}

/// Findings with the same identity, or the same place and headline, are one defect, whatever
/// the configuration.
private enum MergeKey: Hashable {
    case identity([String])
    case place(SourceLocation, String)
}

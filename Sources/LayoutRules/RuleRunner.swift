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

    public init(rules: [(rule: any Rule, severity: Severity)]) {
        self.rules = rules
    }

    /// The diagnostics for one file, in report order. Findings that differ only in their
    /// configuration become one diagnostic whose message names the configurations.
    public func run(file: SourceFile, document: LayoutDocument) -> [Diagnostic] {
        let context = RuleContext(file: file, document: document)
        var diagnostics: [Diagnostic] = []
        for (rule, severity) in rules {
            let description = type(of: rule).description
            var merged: [(finding: Finding, configurations: [Configuration])] = []
            var positions: [MergeKey: Int] = [:]
            for finding in rule.check(context) {
                let key = MergeKey(location: finding.location, message: finding.message)
                if let index = positions[key] {
                    if let configuration = finding.configuration, !merged[index].configurations.contains(configuration) {
                        merged[index].configurations.append(configuration)
                    }
                } else {
                    positions[key] = merged.count
                    merged.append((finding, finding.configuration.map { [$0] } ?? []))
                }
            }
            for (finding, configurations) in merged {
                var message = finding.message
                if !configurations.isEmpty, let phrase = ConfigurationList.phrase(for: configurations, all: context.configurations) {
                    message += " " + phrase
                }
                diagnostics.append(Diagnostic(
                    ruleID: description.id, severity: severity, message: message, location: finding.location,
                    notes: finding.notes, fixIts: finding.fixIts, configurations: configurations.map(\.description)))
            }
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}

/// Findings with the same place and message are one defect, whatever the configuration.
private struct MergeKey: Hashable {
    var location: SourceLocation
    var message: String
}

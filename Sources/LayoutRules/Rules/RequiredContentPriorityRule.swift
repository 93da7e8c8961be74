import LayoutDiagnostics
import LayoutModel

/// Hugging or compression resistance set to 1000 (required).
///
/// A required content priority can never be lowered at run time (UIKit throws when a
/// priority moves between required and optional), and it turns every conflict with the
/// content size into an unsatisfiable layout. 999 behaves the same while it stays optional.
///
/// Verdict: here, from the document's content priorities as written.
public struct RequiredContentPriorityRule: Rule {
    public static let description = RuleDescription(
        id: "required-content-priority", name: "Required Content Priority", defaultSeverity: .warning,
        summary: "hugging or compression resistance set to 1000; 999 keeps it changeable")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for view in context.document.views {
            for (name, priorities, locations) in [("content hugging", view.hugging, view.source.huggingValues),
                                                  ("compression resistance", view.compression, view.source.compressionValues)] {
                let axes = [LayoutAttribute.Axis.horizontal, .vertical].filter { priorities[$0].isRequired && locations[$0] != nil }
                // One value written for both axes is one finding; a value per axis, one each.
                let groups: [[LayoutAttribute.Axis]] = axes.count == 2 && locations.horizontal == locations.vertical ? [axes] : axes.map { [$0] }
                for group in groups {
                    guard let location = locations[group[0]] else { continue }
                    let axisText = group.count == 2 ? "on both axes" : "on the \(group[0].rawValue) axis"
                    findings.append(Finding(
                        message: "'\(view.id)' has a required \(name) priority (1000) \(axisText); use 999, which behaves the same but stays optional and can change at run time",
                        location: location,
                        fixIts: [FixIt(title: "set the \(name) priority to 999", edits: [FixIt.Edit(range: location.range, replacement: "999")])]))
                }
            }
        }
        return findings
    }
}

/// Each rule's page (`rules/<id>.md`), embedded in the binary so `layoutlint explain` and
/// SARIF help work wherever the binary is installed.
public enum RuleDocumentation {
    public static func page(for id: String) -> String? {
        let bytes: [UInt8]? = switch id {
        case "unsatisfiable-required": PackageResources.unsatisfiable_required_md
        case "underconstrained-axis": PackageResources.underconstrained_axis_md
        case "hugging-tie": PackageResources.hugging_tie_md
        case "compression-tie": PackageResources.compression_tie_md
        case "optional-priority-tie": PackageResources.optional_priority_tie_md
        case "required-priority-change": PackageResources.required_priority_change_md
        case "invalid-constraint": PackageResources.invalid_constraint_md
        case "hidden-view-space": PackageResources.hidden_view_space_md
        case "required-content-priority": PackageResources.required_content_priority_md
        case "content-size-violated": PackageResources.content_size_violated_md
        case "negative-size": PackageResources.negative_size_md
        case "misplaced-frame": PackageResources.misplaced_frame_md
        case "duplicate-constraint": PackageResources.duplicate_constraint_md
        default: nil
        }
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }
}

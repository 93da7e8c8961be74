/// The version printed by `layoutlint --version` and written into SARIF.
public enum LayoutLintVersion {
    public static let current = "0.1.0"
}

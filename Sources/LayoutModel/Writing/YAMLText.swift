// Text written into the .layout.yaml files layoutlint writes (`convert`, `explain-log`):
// quoted scalars and comments that any YAML reader reads back as the same text.

public enum YAMLText {
    /// A double-quoted scalar of `text`, with quotes and backslashes escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in printable(text).unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The text with what YAML does not allow in a comment or a quoted scalar (control
    /// characters, its line breaks NEL, LS and PS, U+FFFE and U+FFFF) replaced by '?'.
    public static func printable(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let allowed = value == 0x09 || (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value)
                || ((0xE000...0xFFFD).contains(value) && value != 0xFEFF) || value >= 0x10000
            result.append(allowed && value != 0x2028 && value != 0x2029 ? scalar : "?")
        }
        return String(result)
    }
}

/// Text and numbers as SVG and HTML need them.
enum Markup {
    /// Escapes text for element content and double-quoted attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0; they never carry meaning here.
                if character.value < 0x20 && character != "\n" && character != "\t" {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }

    /// A coordinate with at most two decimals and no exponent, the same on every machine:
    /// `12`, `12.5`, `-0.25`. Values past ±1e9 are clamped (nothing drawn is that far).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -1e9), 1e9)
        let hundredths = Int64((clamped * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A file-name-safe slug: letters, digits, `-`, `_`, `.` and `@`; anything else becomes `-`.
    static func slug(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@")
        let mapped = String(text.map { allowed.contains($0) ? $0 : "-" })
        return mapped.isEmpty ? "-" : mapped
    }
}

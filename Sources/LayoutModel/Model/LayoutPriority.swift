/// A constraint or content priority: its value and how it was written.
public struct LayoutPriority: Hashable, Sendable, CustomStringConvertible {
    /// The numeric value; valid constraint priorities lie in 1…1000.
    public var value: Double
    /// The text the user wrote (`high+1`, `999`, `margin`), or nil for a default.
    public var written: String?

    public init(_ value: Double, written: String? = nil) {
        self.value = value
        self.written = written
    }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)

    /// 1000: the constraint must hold.
    public var isRequired: Bool { value == 1000 }

    /// The priority names of UIKit and AppKit, with their values.
    public static let names: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("dragThatCanResizeScene", 510),
        ("sceneSizeStayPut", 500), ("dragThatCannotResizeScene", 490), ("low", 250), ("fittingSize", 50),
    ]

    /// The value of a priority name, or nil.
    public static func value(ofName name: String) -> Double? {
        names.first { $0.name == name }?.value
    }

    /// As written, or the number.
    public var description: String { written ?? formatNumber(value) }
}

/// Formats a number the way a user writes it: `20`, `0.5`, `-8`. A message never shows an
/// infinite or undefined number: where arithmetic left Double's range it says so.
public func formatNumber(_ value: Double) -> String {
    if !value.isFinite {
        return "a value beyond about ±1.8e308, more than layoutlint can compute"
    }
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

/// A sum as a message shows it: "8 + 75 + 4 = 87", each number rounded to hundredths; a single
/// term is just the number, no terms is "0".
public func formatSum(_ terms: [Double]) -> String {
    func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    guard let first = terms.first else { return "0" }
    var text = formatNumber(rounded(first))
    for term in terms.dropFirst() {
        text += term < 0 ? " - \(formatNumber(rounded(-term)))" : " + \(formatNumber(rounded(term)))"
    }
    return terms.count == 1 ? text : "\(text) = \(formatNumber(rounded(terms.reduce(0, +))))"
}

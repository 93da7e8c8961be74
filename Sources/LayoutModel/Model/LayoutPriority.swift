/// A constraint or content priority: its value and how it was written.
///
/// 16 bytes: the written text is kept as "the number itself" (`250` for 250, what content
/// priorities and most constraint priorities are) without a string, other text in a box of
/// its own. With a 16-byte optional string it was 24, four of them in each view with its own
/// content size and one in each constraint.
public struct LayoutPriority: Hashable, Sendable, CustomStringConvertible {
    private final class Text: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// One reference wide (a class reference's spare values tell the other cases apart).
    private enum Written: Sendable {
        case none
        /// `formatNumber(value)`.
        case number
        case text(Text)
    }

    private var storedValue: Double
    private var storedWritten: Written

    /// The numeric value; valid constraint priorities lie in 1…1000.
    public var value: Double {
        get { storedValue }
        set {
            // Text kept as "the number" keeps the number it was written as.
            if case .number = storedWritten, newValue != storedValue { storedWritten = .text(Text(formatNumber(storedValue))) }
            storedValue = newValue
        }
    }

    /// The text the user wrote (`high+1`, `999`, `margin`), or nil for a default.
    public var written: String? {
        get {
            switch storedWritten {
            case .none: return nil
            case .number: return formatNumber(storedValue)
            case .text(let text): return text.text
            }
        }
        set { storedWritten = Self.written(newValue, value: storedValue) }
    }

    private static func written(_ text: String?, value: Double) -> Written {
        guard let text else { return .none }
        return text == formatNumber(value) ? .number : .text(Text(text))
    }

    public init(_ value: Double, written: String? = nil) {
        storedValue = value
        storedWritten = Self.written(written, value: value)
    }

    public static func == (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        guard lhs.storedValue == rhs.storedValue else { return false }
        // Without formatting the number where both say "the number" (a snapshot's constraints
        // are compared whole).
        switch (lhs.storedWritten, rhs.storedWritten) {
        case (.none, .none), (.number, .number): return true
        case (.none, _), (_, .none): return false
        default: return lhs.written == rhs.written
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedValue)
        hasher.combine(written)
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

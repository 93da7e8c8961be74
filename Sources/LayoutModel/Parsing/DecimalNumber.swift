/// The decimal numbers the format accepts (`20`, `0.5`, `-8`, `1e3`, `+2`, `.5`).
///
/// YAML 1.1 resolves some of these plain scalars to strings (`1e3` has no dot), so the
/// loader reads every number itself rather than trusting the YAML type.
enum DecimalNumber {
    enum Problem: Error, Equatable {
        /// Not a decimal number at all.
        case notANumber
        /// `.nan`, `.inf`, `-.Inf` and the like.
        case notFinite
        /// Looks like a number but lies outside `±maximumMagnitude` (`1e309`, `1e300`).
        case outOfRange
        /// YAML 1.1 forms the format does not take: hex, octal, `_` separators, `1:30`.
        case notDecimal
    }

    /// The largest magnitude a number in a layout may have, constants, sizes and multipliers
    /// alike. Points on a screen never come near it; beyond it, the sums and products the
    /// solver forms from the layout's numbers could overflow to infinity (a root
    /// 1.7976931348623157e308 wide made a width of `inf` reach the output).
    static let maximumMagnitude = 1e12

    /// Whether `value` is a number a layout may hold: finite and within `±maximumMagnitude`.
    static func isInRange(_ value: Double) -> Bool {
        value.isFinite && value.magnitude <= maximumMagnitude
    }

    /// Parses `text` as a whole.
    static func parse(_ text: String) -> Result<Double, Problem> {
        // A number is ASCII throughout, so a prefix as long as the UTF-8 is the whole text.
        var copy = text
        let (isDecimal, integer) = copy.withUTF8 { bytes in
            (prefixLength(bytes, from: 0) == bytes.count, integerValue(bytes, from: 0, length: bytes.count))
        }
        if isDecimal {
            guard let value = integer ?? Double(text) else { return .failure(.outOfRange) }
            return isInRange(value) ? .success(value) : .failure(.outOfRange)
        }
        let lowered = text.lowercased()
        if [".nan", ".inf", "+.inf", "-.inf", "nan", "inf", "+inf", "-inf", "infinity", "-infinity", "+infinity"].contains(lowered) {
            return .failure(.notFinite)
        }
        let body = lowered.hasPrefix("-") || lowered.hasPrefix("+") ? String(lowered.dropFirst()) : lowered
        if body.hasPrefix("0x") || body.hasPrefix("0o") || body.hasPrefix("0b")
            || (body.contains("_") && body.first?.isNumber == true)
            || (body.contains(":") && body.first?.isNumber == true) {
            return .failure(.notDecimal)
        }
        return .failure(.notANumber)
    }

    /// The value of `length` bytes from `start` when they are all digits, at most 15 of them:
    /// such an integer is exact as a Double, so this is what `Double(text)` would give,
    /// without making a String and calling the C library's general conversion.
    static func integerValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> Double? {
        guard length > 0, length <= 15, start + length <= bytes.count else { return nil }
        var value = 0
        for index in start..<(start + length) {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return Double(value)
    }

    /// The length of the decimal number starting at `start` (sign included), or nil. Works
    /// on UTF-8 bytes: every character of a number is ASCII, so lengths and offsets in bytes
    /// are also lengths and offsets in Unicode scalars up to the number's end.
    ///
    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    static func prefixLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, allowSign: Bool = true) -> Int?
    where Bytes.Index == Int {
        let end = bytes.endIndex
        var index = start
        func isDigit(_ i: Int) -> Bool { i < end && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        func `is`(_ i: Int, _ character: Unicode.Scalar) -> Bool { i < end && bytes[i] == UInt8(ascii: character) }
        if allowSign, `is`(index, "-") || `is`(index, "+") { index += 1 }
        var digits = 0
        while isDigit(index) { index += 1; digits += 1 }
        if `is`(index, "."), digits > 0 || isDigit(index + 1) {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if `is`(index, "e") || `is`(index, "E") {
            var exponent = index + 1
            if `is`(exponent, "-") || `is`(exponent, "+") { exponent += 1 }
            if isDigit(exponent) {
                index = exponent
                while isDigit(index) { index += 1 }
            }
        }
        return index - start
    }
}

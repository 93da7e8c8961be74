/// Finds the first byte that keeps a file from being UTF-8 text.
///
/// libyaml reports bad UTF-8 too, but only as a byte offset and with wording about
/// "octets"; checking first lets us name the byte and point at its line and column.
enum UTF8Validation {
    struct Problem: Equatable {
        enum Kind: Equatable {
            case nulByte
            case invalidUTF8(UInt8)
        }
        var offset: Int
        var kind: Kind
    }

    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0 { return Problem(offset: index, kind: .nulByte) }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80, upperBound: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F  // nothing above U+10FFFF
            default: return Problem(offset: index, kind: .invalidUTF8(byte))
            }
            for continuation in 1..<length {
                guard index + continuation < count else {
                    return Problem(offset: index, kind: .invalidUTF8(byte))
                }
                let next = bytes[index + continuation]
                let low: UInt8 = continuation == 1 ? lowerBound : 0x80
                let high: UInt8 = continuation == 1 ? upperBound : 0xBF
                guard next >= low, next <= high else {
                    return Problem(offset: index, kind: .invalidUTF8(byte))
                }
            }
            index += length
        }
        return nil
    }
}

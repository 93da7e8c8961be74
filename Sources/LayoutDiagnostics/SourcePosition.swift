/// A place in a source file: 1-based line, 1-based column counted in Unicode scalars.
///
/// Columns count Unicode scalars (not bytes, not grapheme clusters) because that is what
/// libyaml counts and what SARIF's `unicodeCodePoints` column kind means.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored in 32 bits: every view and constraint keeps a dozen locations, and halving them
    // halves much of the model. Inputs are capped far below 2³¹ scalars.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The position `count` scalars further on the same line.
    public func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source positions: `end` is the position just after the last scalar.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at one position, for problems that have a place but no extent.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)-\(end)" }
}

/// A range in a named file. The path is kept exactly as the user gave it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }

    public init(path: String, position: SourcePosition) {
        self.init(path: path, range: SourceRange(at: position))
    }

    public var start: SourcePosition { range.start }
    public var end: SourcePosition { range.end }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.range) < (rhs.path, rhs.range)
    }

    public var description: String { "\(path):\(range.start)" }
}

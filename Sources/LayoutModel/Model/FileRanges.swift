import LayoutDiagnostics

/// The file of a view's or constraint's source locations, whose ranges the owner keeps
/// itself (`absent` for a location not written).
///
/// An owner keeps up to nineteen locations, and a `SourceLocation` carries its file's path
/// (16 bytes, retained at every copy): stored whole, they repeated one path in every field,
/// a third of the model's bytes. A location in another file, which no front end makes, is
/// kept whole on the side, so that what is read back is always what was written.
struct FileRanges: Hashable, Sendable {
    /// The range of a location not written (no file has a line below 0).
    static let absent = SourceRange(at: SourcePosition(line: Int(Int32.min), column: Int(Int32.min)))

    let path: String
    /// Locations in other files, by the owner's field number.
    private var elsewhere: [Int: SourceLocation] = [:]

    init(path: String) {
        self.path = path
    }

    /// The location stored as `range` in field `field`.
    func location(_ range: SourceRange, field: Int) -> SourceLocation? {
        if !elsewhere.isEmpty, let other = elsewhere[field] { return other }
        return range == Self.absent ? nil : SourceLocation(path: path, range: range)
    }

    /// Stores `location` into `range` (field `field`).
    mutating func store(_ location: SourceLocation?, field: Int, into range: inout SourceRange) {
        if !elsewhere.isEmpty { elsewhere[field] = nil }
        guard let location else {
            range = Self.absent
            return
        }
        if location.path == path {
            range = location.range
        } else {
            elsewhere[field] = location
            range = Self.absent
        }
    }

    /// The ranges of a location given per axis.
    struct AxisRanges: Hashable, Sendable {
        var horizontal = FileRanges.absent
        var vertical = FileRanges.absent
    }

    /// The locations stored as `ranges`, in fields `field` and `field + 1`.
    func locations(_ ranges: AxisRanges, field: Int) -> AxisLocations {
        AxisLocations(horizontal: location(ranges.horizontal, field: field), vertical: location(ranges.vertical, field: field + 1))
    }

    /// Stores `locations` into `ranges` (fields `field` and `field + 1`).
    mutating func store(_ locations: AxisLocations, field: Int, into ranges: inout AxisRanges) {
        store(locations.horizontal, field: field, into: &ranges.horizontal)
        store(locations.vertical, field: field + 1, into: &ranges.vertical)
    }
}

import LayoutDiagnostics

/// The source locations of one view or constraint, by field number: the file's path once,
/// and the range of each field written, in one allocation that copies of the owner share
/// until one of them is written.
///
/// An owner has up to nineteen locations, but most write a few: a slot for every field
/// (16 bytes, written or not) made a view's locations 312 bytes and a constraint's 161,
/// where the fields written take space only. A `SourceLocation` carries its file's path
/// (16 bytes, retained at every copy), which the ranges do not repeat. A location in another
/// file, which no front end makes, is kept whole on the side, so that what is read back is
/// always what was written.
///
/// Sendable although its storage (a `ManagedBuffer`) cannot say so: the storage is written
/// only while uniquely referenced (see `makeUnique`), so never while another thread can
/// read it.
struct FileRanges: Hashable, @unchecked Sendable {
    private struct Header: Sendable {
        let path: String
        var count: Int
        /// Locations in other files, by field number.
        var elsewhere: [Int: SourceLocation]
    }

    /// A written field, in field order.
    private struct Entry: Sendable {
        var range: SourceRange
        var field: Int32
    }

    private final class Storage: ManagedBuffer<Header, Entry> {}

    private var storage: Storage

    init(path: String) {
        storage = Self.makeStorage(Header(path: path, count: 0, elsewhere: [:]), capacity: 2)
    }

    var path: String { storage.header.path }

    private static func makeStorage(_ header: Header, capacity: Int) -> Storage {
        unsafeDowncast(Storage.create(minimumCapacity: capacity) { _ in header }, to: Storage.self)
    }

    /// The entries, read in place.
    private func withEntries<Result>(_ body: (UnsafeBufferPointer<Entry>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, entries in
            body(UnsafeBufferPointer(start: entries, count: header.pointee.count))
        }
    }

    /// The range written in `field`, nil when none is (or the location is in another file).
    func range(field: Int) -> SourceRange? {
        withEntries { entries in entries.first { $0.field == field }?.range }
    }

    /// The location written in `field`, nil when none is.
    func location(field: Int) -> SourceLocation? {
        if !storage.header.elsewhere.isEmpty, let other = storage.header.elsewhere[field] { return other }
        return range(field: field).map { SourceLocation(path: path, range: $0) }
    }

    /// The location of a field every owner writes at its creation.
    func requiredLocation(field: Int) -> SourceLocation {
        location(field: field) ?? SourceLocation(path: path, position: SourcePosition(line: 1, column: 1))
    }

    /// Stores `location` in field `field`, or clears the field.
    mutating func store(_ location: SourceLocation?, field: Int) {
        makeUnique(extra: 0)
        if !storage.header.elsewhere.isEmpty { storage.header.elsewhere[field] = nil }
        guard let location else {
            store(range: nil, field: field)
            return
        }
        if location.path == path {
            store(range: location.range, field: field)
        } else {
            storage.header.elsewhere[field] = location
            store(range: nil, field: field)
        }
    }

    /// Stores `range` in field `field`, or clears the field.
    mutating func store(range: SourceRange?, field: Int) {
        let position = withEntries { entries in entries.firstIndex { $0.field >= field } ?? entries.count }
        let found = withEntries { entries in position < entries.count && entries[position].field == field }
        switch (range, found) {
        case (nil, false):
            return
        case (let range?, true):
            makeUnique(extra: 0)
            storage.withUnsafeMutablePointerToElements { $0[position].range = range }
        case (let range?, false):
            makeUnique(extra: 1)
            storage.withUnsafeMutablePointers { header, entries in
                (entries + position + 1).moveInitialize(from: entries + position, count: header.pointee.count - position)
                (entries + position).initialize(to: Entry(range: range, field: Int32(field)))
                header.pointee.count += 1
            }
        case (nil, true):
            makeUnique(extra: 0)
            storage.withUnsafeMutablePointers { header, entries in
                header.pointee.count -= 1
                (entries + position).moveInitialize(from: entries + position + 1, count: header.pointee.count - position)
            }
        }
    }

    /// Makes the storage this value's own, with room for `extra` more entries: a copy made
    /// to grow is sized to fit, since owners are written while loading and then only read.
    private mutating func makeUnique(extra: Int) {
        let count = storage.header.count
        if isKnownUniquelyReferenced(&storage), storage.capacity >= count + extra { return }
        let copy = Self.makeStorage(storage.header, capacity: count + extra)
        withEntries { entries in
            copy.withUnsafeMutablePointerToElements { $0.initialize(from: entries.baseAddress!, count: count) }
        }
        storage = copy
    }

    /// The locations per axis in fields `field` and `field + 1`.
    func locations(field: Int) -> AxisLocations {
        AxisLocations(horizontal: location(field: field), vertical: location(field: field + 1))
    }

    /// Stores `locations` in fields `field` and `field + 1`.
    mutating func store(_ locations: AxisLocations, field: Int) {
        store(locations.horizontal, field: field)
        store(locations.vertical, field: field + 1)
    }

    static func == (lhs: FileRanges, rhs: FileRanges) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard lhs.path == rhs.path, lhs.storage.header.count == rhs.storage.header.count,
              lhs.storage.header.elsewhere == rhs.storage.header.elsewhere else { return false }
        return lhs.withEntries { a in rhs.withEntries { b in a.elementsEqual(b) { $0.field == $1.field && $0.range == $1.range } } }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(storage.header.elsewhere)
        withEntries { entries in
            hasher.combine(entries.count)
            for entry in entries {
                hasher.combine(entry.field)
                hasher.combine(entry.range)
            }
        }
    }
}

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
        var capacity: Int
        /// Locations in other files, by field number.
        var elsewhere: [Int: SourceLocation]
    }

    /// A written field, in field order.
    private struct Entry: Sendable {
        var range: SourceRange
        var field: Int32
    }

    // Read and written through pointers: the `header` property of a class checks every
    // access for exclusivity at run time.
    private final class Storage: ManagedBuffer<Header, Entry> {}

    private var storage: Storage

    init(path: String) {
        storage = Self.makeStorage(path: path, elsewhere: [:], capacity: 2)
    }

    var path: String { storage.withUnsafeMutablePointerToHeader { $0.pointee.path } }

    private static func makeStorage(path: String, elsewhere: [Int: SourceLocation], capacity: Int) -> Storage {
        unsafeDowncast(Storage.create(minimumCapacity: capacity) { _ in
            Header(path: path, count: 0, capacity: capacity, elsewhere: elsewhere)
        }, to: Storage.self)
    }

    /// The header and the entries, read in place.
    private func withContents<Result>(_ body: (UnsafeMutablePointer<Header>, UnsafeBufferPointer<Entry>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, entries in
            body(header, UnsafeBufferPointer(start: entries, count: header.pointee.count))
        }
    }

    /// The range written in `field`, nil when none is (or the location is in another file).
    func range(field: Int) -> SourceRange? {
        withContents { _, entries in
            for entry in entries where entry.field == field { return entry.range }
            return nil
        }
    }

    /// The location written in `field`, nil when none is.
    func location(field: Int) -> SourceLocation? {
        withContents { header, entries in
            if !header.pointee.elsewhere.isEmpty, let other = header.pointee.elsewhere[field] { return other }
            for entry in entries where entry.field == field { return SourceLocation(path: header.pointee.path, range: entry.range) }
            return nil
        }
    }

    /// The location of a field every owner writes at its creation.
    func requiredLocation(field: Int) -> SourceLocation {
        location(field: field) ?? SourceLocation(path: path, position: SourcePosition(line: 1, column: 1))
    }

    /// Stores `location` in field `field`, or clears the field.
    mutating func store(_ location: SourceLocation?, field: Int) {
        let (path, hasElsewhere) = withContents { header, _ in (header.pointee.path, !header.pointee.elsewhere.isEmpty) }
        if let location, location.path != path {
            makeUnique(extra: 0)
            storage.withUnsafeMutablePointerToHeader { $0.pointee.elsewhere[field] = location }
            store(range: nil, field: field)
            return
        }
        if hasElsewhere {
            makeUnique(extra: 0)
            storage.withUnsafeMutablePointerToHeader { $0.pointee.elsewhere[field] = nil }
        }
        store(range: location?.range, field: field)
    }

    /// Stores `range` in field `field`, or clears the field.
    mutating func store(range: SourceRange?, field: Int) {
        // Where the field is or would go, and whether it is there.
        let (position, found) = withContents { _, entries in
            var position = 0
            while position < entries.count, entries[position].field < field { position += 1 }
            return (position, position < entries.count && entries[position].field == field)
        }
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
        let (count, capacity) = withContents { header, _ in (header.pointee.count, header.pointee.capacity) }
        if isKnownUniquelyReferenced(&storage), capacity >= count + extra { return }
        let copy = withContents { header, entries in
            let copy = Self.makeStorage(path: header.pointee.path, elsewhere: header.pointee.elsewhere, capacity: count + extra)
            copy.withUnsafeMutablePointers { copyHeader, copyEntries in
                copyEntries.initialize(from: entries.baseAddress!, count: count)
                copyHeader.pointee.count = count
            }
            return copy
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
        return lhs.withContents { a, aEntries in
            rhs.withContents { b, bEntries in
                a.pointee.path == b.pointee.path && a.pointee.elsewhere == b.pointee.elsewhere
                    && aEntries.elementsEqual(bEntries) { $0.field == $1.field && $0.range == $1.range }
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        withContents { header, entries in
            hasher.combine(header.pointee.path)
            hasher.combine(header.pointee.elsewhere)
            hasher.combine(entries.count)
            for entry in entries {
                hasher.combine(entry.field)
                hasher.combine(entry.range)
            }
        }
    }
}

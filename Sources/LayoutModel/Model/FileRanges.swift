import LayoutDiagnostics

/// The source locations of one view or constraint, by field number: the file's path once,
/// and the range of each field written, in one allocation that copies of the owner share
/// until one of them is written.
///
/// An owner has up to seventeen locations, but most write a few: a slot for every field
/// (16 bytes, written or not) made a view's locations 312 bytes and a constraint's 161,
/// where the fields written take space only. Which fields are written is a bit set in the
/// header, so an entry is its range alone, and a field's entry is found by counting the
/// bits below it (with a field number in each entry and a word each for the count and the
/// capacity, the 16,000 owners of a 1,000-cell table took 2.06 MB). A `SourceLocation` carries its file's path
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
        /// Locations in other files, by field number.
        var elsewhere: [Int: SourceLocation]
        /// Bit `field` is set when that field has an entry.
        var written: UInt32
        var capacity: Int32

        var count: Int { written.nonzeroBitCount }

        /// The position of `field`'s entry, written or not: the number of fields below it.
        func position(of field: Int) -> Int {
            (written & (UInt32(1) << UInt32(field) &- 1)).nonzeroBitCount
        }

        func has(_ field: Int) -> Bool { written & (UInt32(1) << UInt32(field)) != 0 }
    }

    /// Field numbers are below 32, the bits of `Header.written` (owners have 17 fields).
    private static let fieldLimit = 32

    // Read and written through pointers: the `header` property of a class checks every
    // access for exclusivity at run time.
    private final class Storage: ManagedBuffer<Header, SourceRange> {}

    private var storage: Storage

    init(path: String) {
        storage = Self.makeStorage(path: path, elsewhere: [:], capacity: 2)
    }

    var path: String { storage.withUnsafeMutablePointerToHeader { $0.pointee.path } }

    private static func makeStorage(path: String, elsewhere: [Int: SourceLocation], capacity: Int) -> Storage {
        unsafeDowncast(Storage.create(minimumCapacity: capacity) { _ in
            Header(path: path, elsewhere: elsewhere, written: 0, capacity: Int32(capacity))
        }, to: Storage.self)
    }

    /// The header and the entries, read in place.
    private func withContents<Result>(_ body: (UnsafeMutablePointer<Header>, UnsafeBufferPointer<SourceRange>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, entries in
            body(header, UnsafeBufferPointer(start: entries, count: header.pointee.count))
        }
    }

    /// The range written in `field`, nil when none is (or the location is in another file).
    func range(field: Int) -> SourceRange? {
        precondition(field >= 0 && field < Self.fieldLimit, "no such field")
        return withContents { header, entries in
            header.pointee.has(field) ? entries[header.pointee.position(of: field)] : nil
        }
    }

    /// The location written in `field`, nil when none is.
    func location(field: Int) -> SourceLocation? {
        precondition(field >= 0 && field < Self.fieldLimit, "no such field")
        return withContents { header, entries in
            if !header.pointee.elsewhere.isEmpty, let other = header.pointee.elsewhere[field] { return other }
            guard header.pointee.has(field) else { return nil }
            return SourceLocation(path: header.pointee.path, range: entries[header.pointee.position(of: field)])
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
        precondition(field >= 0 && field < Self.fieldLimit, "no such field")
        // Where the field is or would go, and whether it is there.
        let (position, found) = withContents { header, _ in (header.pointee.position(of: field), header.pointee.has(field)) }
        let bit = UInt32(1) << UInt32(field)
        switch (range, found) {
        case (nil, false):
            return
        case (let range?, true):
            makeUnique(extra: 0)
            storage.withUnsafeMutablePointerToElements { $0[position] = range }
        case (let range?, false):
            makeUnique(extra: 1)
            storage.withUnsafeMutablePointers { header, entries in
                (entries + position + 1).moveInitialize(from: entries + position, count: header.pointee.count - position)
                (entries + position).initialize(to: range)
                header.pointee.written |= bit
            }
        case (nil, true):
            makeUnique(extra: 0)
            storage.withUnsafeMutablePointers { header, entries in
                header.pointee.written &= ~bit
                (entries + position).moveInitialize(from: entries + position + 1, count: header.pointee.count - position)
            }
        }
    }

    /// Makes the storage this value's own, with room for `extra` more entries: a copy made
    /// to grow is sized to fit, since owners are written while loading and then only read.
    private mutating func makeUnique(extra: Int) {
        let (count, capacity) = withContents { header, _ in (header.pointee.count, Int(header.pointee.capacity)) }
        if isKnownUniquelyReferenced(&storage), capacity >= count + extra { return }
        let copy = withContents { header, entries in
            let copy = Self.makeStorage(path: header.pointee.path, elsewhere: header.pointee.elsewhere, capacity: count + extra)
            copy.withUnsafeMutablePointers { copyHeader, copyEntries in
                copyEntries.initialize(from: entries.baseAddress!, count: count)
                copyHeader.pointee.written = header.pointee.written
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
                    && a.pointee.written == b.pointee.written && aEntries.elementsEqual(bEntries)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        withContents { header, entries in
            hasher.combine(header.pointee.path)
            hasher.combine(header.pointee.elsewhere)
            hasher.combine(header.pointee.written)
            for entry in entries { hasher.combine(entry) }
        }
    }
}

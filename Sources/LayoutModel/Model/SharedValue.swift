/// A value kept behind one reference, copied only when written while shared.
///
/// A view's keys that most views leave at their defaults (and its content size and
/// priorities) are written once by the loader and read in place: kept inline they made every
/// view large, and every state that hides one view copies every view. (Source locations
/// have a box of their own sized to the fields written, `FileRanges`.)
///
/// `Value` is not required to be `Hashable` by the type itself, only by its `Hashable`
/// conformance: a generic requirement is checked by the runtime each time the type's metadata
/// is first made, and a first check of a (type, protocol) pair searches every conformance of
/// the binary (tens of microseconds at each start of the command).
public struct SharedValue<Value: Sendable>: Sendable {
    private final class Storage: @unchecked Sendable {
        // Written only while uniquely referenced (see `value`'s setter), so never while
        // another thread can read it; nor while a read of the same storage is under way,
        // so the runtime's exclusivity check (begin and end on every read of a view's
        // margins, baseline or content size) is left out.
        @exclusivity(unchecked) var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var storage: Storage

    public init(_ value: Value) {
        storage = Storage(value)
    }

    public var value: Value {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }
}

extension SharedValue: Equatable where Value: Equatable {
    public static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }
}

extension SharedValue: Hashable where Value: Hashable {

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.value)
    }
}

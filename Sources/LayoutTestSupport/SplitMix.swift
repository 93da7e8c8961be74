/// A small deterministic random generator (SplitMix64), so that a randomized test or a
/// fuzzer's mutation sequence replays from its seed. Imports nothing: `Fuzz/build.sh`
/// compiles this file into the structure-aware fuzzer as well.
public struct SplitMix {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(bound, 1)))
    }
}

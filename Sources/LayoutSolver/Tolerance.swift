/// The solver's one tolerance policy.
///
/// No absolute epsilon decides what is zero. A sum is zero when its magnitude is a tiny
/// fraction of its largest addend (the addends cancelled), so the rule follows the scale of
/// the coefficients that produced it, whether they are 1e-3 or 1e3. Results compared with
/// each other (is a minimum above zero, did an expression move) are compared relative to the
/// magnitude of the quantities involved.
enum Tolerance {
    /// A sum whose magnitude is at most this fraction of its largest addend is cancellation
    /// noise, and becomes exactly zero.
    static let cancellation = 1e-10

    /// Two results differ when they differ by more than this fraction of their scale.
    static let relative = 1e-9

    /// `a + b`, or exactly zero when the two cancel.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let s = a + b
        // An infinite sum is overflow, not cancellation: it must stay visible (see
        // `Tableau.overflowed`), never turn into zero.
        return s.isFinite && abs(s) <= cancellation * max(abs(a), abs(b)) ? 0 : s
    }

    /// Whether `value` is indistinguishable from zero at `scale`.
    @inline(__always)
    static func isZero(_ value: Double, scale: Double) -> Bool {
        abs(value) <= relative * max(1, scale)
    }
}

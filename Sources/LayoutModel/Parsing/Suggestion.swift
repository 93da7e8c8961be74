/// Finds the candidate a misspelt name most likely meant.
enum Suggestion {
    /// The nearest candidate, or nil when none is close enough to suggest.
    ///
    /// Close means an edit distance (a swap of neighbours counts as one edit) of at most a
    /// third of the longer name, at least 1, and less than the longer name's length; or a
    /// shared prefix of three characters. Ties go to the longer shared prefix, then to the
    /// first candidate.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int, prefix: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            let distance = editDistance(target, other)
            let prefix = zip(target, other).prefix { $0 == $1 }.count
            let longer = max(target.count, other.count)
            let limit = max(1, (longer + 2) / 3)
            guard (distance <= limit && distance < longer) || prefix >= 3 else { continue }
            if let current = best, (current.distance, -current.prefix) <= (distance, -prefix) { continue }
            best = (candidate, distance, prefix)
        }
        return best?.candidate
    }

    /// "; did you mean 'x'?" or "".
    static func didYouMean(_ name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost 1. Long inputs get the trivial bound.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        guard a.count <= 200, b.count <= 200 else { return max(a.count, b.count) }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

/// A unified diff of two texts, line by line (Myers' algorithm), as `diff -u` prints it
/// with three lines of context.
public enum UnifiedDiff {
    public static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = operations(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(path)\n+++ \(path)\n"
        // Hunks: changed operations with up to `context` unchanged ones either side.
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var start = index
            var backed = 0
            while start > 0, backed < context, script[start - 1].kind == .same { start -= 1; backed += 1 }
            var end = index
            while end < script.count {
                if script[end].kind != .same { end += 1; continue }
                var run = end
                while run < script.count, script[run].kind == .same { run += 1 }
                if run == script.count || run - end > 2 * context {
                    end = min(run, end + context)
                    break
                }
                end = run
            }
            let hunk = script[start..<end]
            let oldStart = hunk.first!.oldIndex, newStart = hunk.first!.newIndex
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += line(" ", a[operation.oldIndex])
                case .delete: output += line("-", a[operation.oldIndex])
                case .insert: output += line("+", b[operation.newIndex])
                }
            }
            index = end
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // `diff -u` numbers an empty range by the line before it.
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    private static func line(_ prefix: String, _ text: Substring) -> String {
        text.hasSuffix("\n") ? prefix + text : prefix + text + "\n\\ No newline at end of file\n"
    }

    /// Lines with their `\n` (a CR stays in the line it ends).
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let next = text.utf8.index(after: index)
            if text.utf8[index] == UInt8(ascii: "\n") {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// The shortest edit script from `a` to `b` (Myers, O((N+M)·D)); lines compared after
    /// the common prefix and suffix are set aside.
    static func operations(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var result = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        result += middle(x, y).map { Operation(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        result += (0..<suffix).map { Operation(kind: .same, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return result
    }

    private static func middle(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Operation(kind: .insert, oldIndex: 0, newIndex: $0) } }
        if m == 0 { return (0..<n).map { Operation(kind: .delete, oldIndex: $0, newIndex: 0) } }
        let offset = n + m
        var v = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { trace.append(v); break search }
            }
        }
        // Walk back through the saved frontiers.
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            if d == 0 {
                while x > 0, y > 0 {
                    x -= 1; y -= 1
                    operations.append(Operation(kind: .same, oldIndex: x, newIndex: y))
                }
                break
            }
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                operations.append(Operation(kind: .same, oldIndex: x, newIndex: y))
            }
            if x == previousX {
                y -= 1
                operations.append(Operation(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                operations.append(Operation(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        return operations.reversed()
    }
}

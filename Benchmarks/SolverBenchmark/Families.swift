import LayoutSolver

/// One generated layout: its constraints, the frame expressions of its views, and the
/// optional constraint whose priority the re-solve measurement changes.
struct Layout {
    var constraints: [LinearConstraint] = []
    /// Per view: left, top, width, height.
    var frames: [[LinearExpression]] = []
    var variableCount = 0
    /// Index (in `constraints`) of the constraint whose priority changes, and the new priority.
    var change: (index: Int, priority: Double) = (0, 1)
}

/// Builds layouts the way a layout engine would: four variables per view (left, top, width,
/// height), content size as hugging and compression constraints.
struct LayoutBuilder {
    var layout = Layout()

    struct View {
        var left, top, width, height: LinearExpression
        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
        var centerY: LinearExpression { top + height * 0.5 }
    }

    mutating func view() -> View {
        let base = layout.variableCount
        layout.variableCount += 4
        let v = View(left: LinearExpression(Variable(base)), top: LinearExpression(Variable(base + 1)),
                     width: LinearExpression(Variable(base + 2)), height: LinearExpression(Variable(base + 3)))
        layout.frames.append([v.left, v.top, v.width, v.height])
        return v
    }

    @discardableResult
    mutating func add(_ a: LinearExpression, _ r: Relation, _ b: LinearExpression, _ p: Double = 1000) -> Int {
        layout.constraints.append(LinearConstraint(a, r, b, priority: p))
        return layout.constraints.count - 1
    }

    /// Intrinsic content size: hugging and compression resistance on both axes.
    @discardableResult
    mutating func intrinsic(_ v: View, width w: Double, height h: Double, hugging: Double = 251, compression: Double = 750) -> Int {
        let first = add(v.width, .lessThanOrEqual, .constant(w), hugging)
        add(v.width, .greaterThanOrEqual, .constant(w), compression)
        add(v.height, .lessThanOrEqual, .constant(h), hugging)
        add(v.height, .greaterThanOrEqual, .constant(h), compression)
        return first
    }

    mutating func root(width: Double, height: Double) -> View {
        let r = view()
        add(r.left, .equal, .constant(0))
        add(r.top, .equal, .constant(0))
        add(r.width, .equal, .constant(width))
        add(r.height, .equal, .constant(height))
        return r
    }
}

/// A deterministic pseudo-random source (SplitMix64), so every run builds the same layouts.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func size(_ low: Int, _ high: Int) -> Double { Double(low + Int(next() % UInt64(high - low + 1))) }
}

enum Family: String, CaseIterable {
    case chain, table, grid, tree

    /// The sizes measured: views for chain, grid and tree; cells (three labels each) for table.
    var sizes: [Int] {
        switch self {
        case .chain: return [10, 100, 1000, 10000]
        case .table: return [10, 100, 1000, 2500]
        case .grid: return [9, 100, 1024, 10000]
        case .tree: return [15, 127, 1023, 8191]
        }
    }

    func build(_ n: Int) -> Layout {
        var b = LayoutBuilder()
        var random = SplitMix(state: UInt64(n) &* 7919)
        switch self {
        case .chain:
            // A row of n labels, 8 apart, 20 from the edges of a root wide enough for all but
            // the last label's content: the last one (hugging 250) stretches, the row fits.
            let widths = (0..<n).map { _ in random.size(20, 80) }
            let root = b.root(width: widths.reduce(0, +) + Double(8 * (n - 1) + 40) + 30, height: 44)
            var previous: LayoutBuilder.View?
            for i in 0..<n {
                let label = b.view()
                if let p = previous {
                    b.add(label.left, .equal, p.right + 8)
                } else {
                    b.add(label.left, .equal, root.left + 20)
                }
                b.add(label.top, .equal, root.top + 12)
                let first = b.intrinsic(label, width: widths[i], height: 20, hugging: i == n - 1 ? 250 : 251)
                if i == 0 { b.layout.change = (first + 1, 249) } // first label's compression drops below hugging
                previous = label
            }
            b.add(previous!.right, .equal, root.right + (-20))
        case .table:
            // n cells stacked top to bottom; each holds a title and a subtitle on the left and
            // an accessory on the right, as a standard subtitle table cell.
            let table = b.root(width: 375, height: 0)
            b.layout.constraints.removeLast() // the table's height follows its cells
            var above: LinearExpression = table.top
            for i in 0..<n {
                let cell = b.view()
                let title = b.view(), subtitle = b.view(), accessory = b.view()
                b.add(cell.left, .equal, table.left)
                b.add(cell.width, .equal, table.width)
                b.add(cell.top, .equal, above)
                b.add(title.left, .equal, cell.left + 16)
                b.add(title.top, .equal, cell.top + 8)
                b.add(title.right, .lessThanOrEqual, accessory.left + (-8))
                let t = b.intrinsic(title, width: random.size(60, 200), height: 20)
                b.add(subtitle.left, .equal, title.left)
                b.add(subtitle.top, .equal, title.bottom + 4)
                b.add(subtitle.right, .lessThanOrEqual, accessory.left + (-8))
                b.add(subtitle.bottom, .equal, cell.bottom + (-8))
                b.intrinsic(subtitle, width: random.size(60, 250), height: 16, hugging: 250)
                b.add(accessory.right, .equal, cell.right + (-16))
                b.add(accessory.centerY, .equal, cell.centerY)
                b.intrinsic(accessory, width: 24, height: 24, hugging: 750, compression: 751)
                if i == 0 { b.layout.change = (t + 1, 240) } // the first title's compression resistance
                above = cell.bottom
            }
            b.add(table.height, .equal, above - table.top)
        case .grid:
            // k×k views of equal size filling a fixed root with 8-point gaps.
            let k = Int(Double(n).squareRoot().rounded())
            let root = b.root(width: 1000, height: 1000)
            var grid: [[LayoutBuilder.View]] = []
            for r in 0..<k {
                var row: [LayoutBuilder.View] = []
                for c in 0..<k {
                    let v = b.view()
                    if r == 0 && c == 0 {
                        b.add(v.width, .greaterThanOrEqual, .constant(10), 750)
                    } else {
                        b.add(v.width, .equal, grid.first?.first?.width ?? row[0].width)
                        b.add(v.height, .equal, grid.first?.first?.height ?? row[0].height)
                    }
                    if c == 0 { b.add(v.left, .equal, root.left + 8) } else { b.add(v.left, .equal, row[c - 1].right + 8) }
                    if r == 0 { b.add(v.top, .equal, root.top + 8) } else { b.add(v.top, .equal, grid[r - 1][c].bottom + 8) }
                    if c == k - 1 { b.add(v.right, .equal, root.right + (-8)) }
                    if r == k - 1 { b.add(v.bottom, .equal, root.bottom + (-8)) }
                    row.append(v)
                }
                grid.append(row)
            }
            let first = b.layout.constraints.count
            b.add(grid[0][0].height, .lessThanOrEqual, .constant(5), 250)
            b.layout.change = (first, 760)
        case .tree:
            // A complete binary tree of nested containers: each container splits its parent
            // into two halves side by side, inset by 4; leaves have content.
            let root = b.root(width: 4000, height: 3000)
            var level = [root]
            var count = 1
            var changed = false
            while count < n {
                var next: [LayoutBuilder.View] = []
                for parent in level where count < n {
                    let a = b.view(), c = b.view()
                    count += 2
                    b.add(a.left, .equal, parent.left + 4)
                    b.add(c.right, .equal, parent.right + (-4))
                    b.add(c.left, .equal, a.right + 4)
                    b.add(a.width, .equal, c.width)
                    for child in [a, c] {
                        b.add(child.top, .equal, parent.top + 4)
                        b.add(child.bottom, .equal, parent.bottom + (-4))
                        let first = b.add(child.width, .greaterThanOrEqual, .constant(1), 750)
                        if !changed { b.layout.change = (first, 740); changed = true }
                    }
                    next += [a, c]
                }
                level = next
            }
        }
        return b.layout
    }
}

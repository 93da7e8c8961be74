import LayoutDiagnostics
import LayoutYAML

/// The conversion of one YAML tree, collecting diagnostics as it goes.
struct DocumentLoader {
    let file: SourceFile
    var diagnostics: [Diagnostic] = []

    var metrics: [Metric] = [] { didSet { cachedNameContext = nil; cachedMetricsContext = nil } }
    var direction = LayoutDirection.leftToRight
    var views: [LayoutView] = [] { didSet { cachedNameContext = nil } }
    var viewIndex: [String: Int] = [:]
    /// Views left out after an error: references to them are not reported again.
    var brokenViews: Set<String> = [] { didSet { cachedNameContext = nil } }
    /// Metrics left out after an error, likewise.
    var brokenMetrics: Set<String> = [] { didSet { cachedNameContext = nil; cachedMetricsContext = nil } }
    /// The names expressions may use; built once, not once per constraint (a 4,000-view
    /// layout would otherwise rebuild a 4,000-name set for each of its 16,000 constraints).
    private var cachedNameContext: NameContext?
    /// The names content priorities may use: metrics only (they are read while views are
    /// still being added), built once rather than for each hugging and compression value.
    private var cachedMetricsContext: NameContext?
    var constraints: [LayoutConstraint] = []
    var constraintIDs: [String: SourceLocation] = [:]
    var brokenConstraints: Set<String> = []
    /// Visual-format ids, so that `row.1` … can be told from a typo.
    var states: [LayoutState] = []
    /// The offset map of the scalar last pointed into: a visual format string is pointed
    /// into for every constraint it makes, and building its map each time cost more than
    /// reading it.
    let scalarMaps = ScalarMapCache()

    init(file: SourceFile) {
        self.file = file
    }

    static let topLevelKeys = ["layout", "version", "direction", "metrics", "views", "constraints", "states"]

    mutating func load(_ root: YAMLNode?) -> LayoutDocument? {
        guard let root, !root.isNull else {
            error("the file is empty; a layout needs a 'views' mapping",
                  at: SourceLocation(path: file.path, position: SourcePosition(line: 1, column: 1)))
            return nil
        }
        guard root.mapping != nil else {
            error("expected a mapping with a 'views' key at the top level, found \(root.kindDescription)", at: root)
            return nil
        }
        let entries = keyedEntries(of: root, validKeys: Self.topLevelKeys, context: "at the top level")
        var name: String?
        var version = 1
        var viewsNode: YAMLNode?
        var constraintsNode: YAMLNode?
        var statesNode: YAMLNode?
        for entry in entries {
            switch entry.name {
            case "layout":
                if let scalar = entry.value.scalar, !entry.value.isNull {
                    name = scalar.value
                } else {
                    error("expected a name, found \(entry.value.kindDescription)", at: entry.value)
                }
            case "version":
                if let value = number(entry.value) {
                    if value == 1 {
                        version = 1
                    } else {
                        error("unsupported format version \(formatNumber(value)); only version 1 exists", at: entry.value)
                    }
                }
            case "direction":
                if let text = string(entry.value, expected: "a direction") {
                    if let value = LayoutDirection(rawValue: text) {
                        direction = value
                    } else {
                        error("unknown direction '\(text)'; expected 'leftToRight' or 'rightToLeft'", at: entry.value)
                    }
                }
            case "metrics":
                metrics = readMetrics(entry.value)
            case "views": viewsNode = entry.value
            case "constraints": constraintsNode = entry.value
            case "states": statesNode = entry.value
            default: break
            }
        }
        guard let viewsNode else {
            error("missing key 'views': a layout needs a 'views' mapping", at: SourceLocation(path: file.path, position: root.start))
            return nil
        }
        readViews(viewsNode)
        if let constraintsNode { readConstraints(constraintsNode) }
        if let statesNode { readStates(statesNode) }
        return LayoutDocument(path: file.path, name: name, version: version, direction: direction, metrics: metrics,
                              views: views, constraints: constraints, states: states)
    }

    // MARK: Metrics

    /// Reads a `metrics` mapping (top level or of a visual format).
    mutating func readMetrics(_ node: YAMLNode) -> [Metric] {
        guard let pairs = node.mapping else {
            if !node.isNull { error("expected a mapping of metric names to numbers, found \(node.kindDescription)", at: node) }
            return []
        }
        var result: [Metric] = []
        for pair in pairs {
            guard let name = keyName(pair.key) else { continue }
            guard validateID(name, kind: "metric name", at: pair.key) else {
                brokenMetrics.insert(name)
                continue
            }
            if let value = number(pair.value) {
                result.append(Metric(name: name, value: value, location: location(pair.key)))
            } else {
                brokenMetrics.insert(name)
            }
        }
        return result
    }

    var metricsContext: NameContext {
        mutating get {
            if let cachedMetricsContext { return cachedMetricsContext }
            let context = NameContext(metrics: metrics.map { ($0.name, $0.value) }, brokenNames: brokenMetrics)
            cachedMetricsContext = context
            return context
        }
    }

    var nameContext: NameContext {
        mutating get {
            if let cachedNameContext { return cachedNameContext }
            let context = NameContext(metrics: metrics.map { ($0.name, $0.value) }, views: views.map(\.id),
                                      brokenNames: brokenMetrics.union(brokenViews))
            cachedNameContext = context
            return context
        }
    }
}

/// Keeps the offset map of the last scalar asked about.
final class ScalarMapCache {
    private var last: ScalarSourceMap?

    func map(for node: YAMLNode, in file: SourceFile) -> ScalarSourceMap {
        if let last, last.nodeRange == node.range { return last }
        let map = ScalarSourceMap(node: node, file: file)
        last = map
        return map
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutRules
import LayoutYAML

/// The level a configuration gives a rule: one of the severities, or `off`.
public enum RuleLevel: String, Sendable, CaseIterable {
    case error, warning, note, off

    public var severity: Severity? { Severity(rawValue: rawValue) }
}

/// A `.layoutlint.yml`: which files a folder lint picks up, which it skips, the level of
/// each rule, and whether warnings fail the run.
///
/// ```yaml
/// include: ["**/*.layout.yaml", "**/*.layout.yml", "**/*.storyboard", "**/*.xib", "**/*.swift"]   # used when a folder is linted
/// exclude: ["Pods/**", "build/**"]
/// rules:
///   hugging-tie: off            # error, warning, note or off
/// strict: false                 # true: warnings fail the run
/// build-errors: warning         # error: error-level findings fail builds (the SwiftPM plugin, `--build-step`)
/// overrides:                    # rule levels for some files, over `rules` (later entries win)
///   - files: ["Legacy/**/*.storyboard"]
///     rules:
///       misplaced-frame: off
/// devices: [retina4_0, ipad12_9] # storyboards and xibs are also linted at these devices
/// ```
///
/// Patterns are relative to the folder holding the configuration file: `*` and `?` match
/// within one path component, `**` any number of components, and a pattern without `/`
/// matches a file name at any depth.
public struct Configuration: Sendable, Hashable {
    /// The name searched for, from each linted file's folder up to the file system root.
    public static let fileName = ".layoutlint.yml"
    public static let defaultInclude = ["**/*.layout.yaml", "**/*.layout.yml", "**/*.storyboard", "**/*.xib", "**/*.swift"]

    public var include: [String] = Configuration.defaultInclude
    public var exclude: [String] = []
    /// Levels that differ from a rule's default, by rule id.
    public var levels: [String: RuleLevel] = [:]
    /// Levels for the files some patterns match, applied over `levels` in order. Interface
    /// Builder files take no suppression comments (Xcode drops XML comments), so this is how
    /// a rule is turned off for some of them.
    public var overrides: [RuleOverride] = []
    /// Interface Builder device ids (`retina6_1`, `ipad12_9`, …) to lint storyboards and xibs
    /// at besides their canvas device, each as a state ("device retina4_0").
    public var devices: [String] = []
    public var strict = false
    /// How a build step (`--build-step`: the SwiftPM build-tool plugin, an Xcode Run Script
    /// phase) reports error-level findings. `.warning` by default, so adding the plugin
    /// never breaks a build on its first day; `.error` makes them fail the build.
    public var buildErrors: Severity = .warning
    /// The absolute folder the patterns are relative to.
    public var directory: String
    /// The file it was read from; nil for the built-in defaults.
    public var path: String?

    public init(directory: String, path: String? = nil) {
        self.directory = directory
        self.path = path
    }

    /// The ids a configuration may name: every rule, and `superfluous-suppression`.
    public static var configurableRuleIDs: [String] {
        RuleCatalog.rules.map(\.id) + RuleCatalog.frontEndFindings.map(\.id) + [RuleCatalog.superfluousSuppression.id]
    }

    /// The rules to run, at their configured levels; rules set to `off` are left out.
    public var ruleRunner: RuleRunner {
        RuleRunner(rules: RuleRegistry.all.compactMap { rule in
            level(of: rule.description.id, default: rule.description.defaultSeverity).severity.map { (rule.init(), $0) }
        })
    }

    /// This configuration with the levels of every override whose patterns match the file.
    public func forFile(absolutePath: String) -> Configuration {
        guard !overrides.isEmpty, let relative = relative(absolutePath) else { return self }
        var result = self
        for override in overrides where override.files.contains(where: { Glob.matches($0, relative) }) {
            result.levels.merge(override.levels) { _, new in new }
        }
        return result
    }

    /// The level of `ruleID` under this configuration.
    public func level(of ruleID: String, default defaultSeverity: Severity) -> RuleLevel {
        levels[ruleID] ?? RuleLevel(rawValue: defaultSeverity.rawValue) ?? .warning
    }

    // MARK: Reading

    /// Reads and checks a configuration file.
    ///
    /// - Parameter displayPath: the path printed in errors (as the user gave it or as found).
    /// - Throws: `ConfigurationError` for an unreadable file, a YAML error, an unknown key
    ///   or rule id, or a bad value, with its position.
    public static func load(displayPath: String) throws(ConfigurationError) -> Configuration {
        let absolute = PathNormalizer.absolute(displayPath)
        guard let bytes = try? POSIXFile.read(path: absolute) else {
            throw ConfigurationError(path: displayPath, position: nil, message: "cannot read the configuration file")
        }
        let file: SourceFile
        switch YAMLReader.decode(bytes, path: displayPath) {
        case .success(let decoded): file = decoded
        case .failure(let error): throw ConfigurationError(error.diagnostic)
        }
        let directory = PathNormalizer.parent(of: absolute)
        return try parse(file, directory: directory)
    }

    /// Parses configuration text; `directory` is what patterns are relative to.
    public static func parse(_ file: SourceFile, directory: String) throws(ConfigurationError) -> Configuration {
        let read = YAMLReader.read(file)
        if let problem = read.diagnostics.first(where: { $0.severity == .error }) {
            throw ConfigurationError(problem)
        }
        var configuration = Configuration(directory: directory, path: file.path)
        guard let root = read.root, !root.isNull else { return configuration }
        func fail(_ node: YAMLNode, _ message: String) -> ConfigurationError {
            ConfigurationError(path: file.path, position: node.start, message: message)
        }
        guard let pairs = root.mapping else {
            throw fail(root, "expected a mapping with the keys 'include', 'exclude', 'rules', 'strict', 'build-errors', 'overrides' and 'devices', found \(root.kindDescription)")
        }
        for pair in pairs {
            let key = pair.key.scalar?.value ?? ""
            switch key {
            case "include": configuration.include = try patterns(pair.value, key: key, fail: fail)
            case "exclude": configuration.exclude = try patterns(pair.value, key: key, fail: fail)
            case "strict":
                guard let value = pair.value.scalar, let flag = ["true": true, "false": false, "yes": true, "no": false][value.value.lowercased()], value.style == .plain else {
                    throw fail(pair.value, "'strict' must be true or false, found \(pair.value.kindDescription)")
                }
                configuration.strict = flag
            case "build-errors":
                guard let value = pair.value.scalar, !pair.value.isNull, let level = [Severity.error, .warning].first(where: { $0.rawValue == value.value }) else {
                    throw fail(pair.value, "'build-errors' must be error or warning, found \(describe(pair.value))")
                }
                configuration.buildErrors = level
            case "rules":
                configuration.levels = try ruleLevels(pair.value, fail: fail)
            case "devices":
                let known = InterfaceBuilderLoader.deviceIDs
                var devices: [String] = []
                for item in pair.value.sequence.map(Array.init) ?? [pair.value] where !item.isNull {
                    guard let value = item.scalar?.value, known.contains(value) else {
                        throw fail(item, "unknown device \(describe(item))\(item.scalar.map { suggestion(for: $0.value, among: known) } ?? ""); devices are Interface Builder's ids: \(known.joined(separator: ", "))")
                    }
                    devices.append(value)
                }
                configuration.devices = devices
            case "overrides":
                if pair.value.isNull { continue }
                guard let entries = pair.value.sequence else {
                    throw fail(pair.value, "'overrides' must be a list of entries with 'files' and 'rules', found \(pair.value.kindDescription)")
                }
                for entry in entries {
                    guard let fields = entry.mapping else {
                        throw fail(entry, "each entry of 'overrides' must be a mapping with 'files' and 'rules', found \(entry.kindDescription)")
                    }
                    var override = RuleOverride(files: [], levels: [:])
                    var sawFiles = false
                    for field in fields {
                        switch field.key.scalar?.value ?? "" {
                        case "files":
                            override.files = try patterns(field.value, key: "files", fail: fail)
                            sawFiles = true
                        case "rules":
                            override.levels = try ruleLevels(field.value, fail: fail)
                        case let other:
                            throw fail(field.key, "unknown key '\(other)' in an entry of 'overrides'\(suggestion(for: other, among: ["files", "rules"])); valid keys are 'files' and 'rules'")
                        }
                    }
                    guard sawFiles else { throw fail(entry, "an entry of 'overrides' needs 'files', the patterns of the files it applies to") }
                    configuration.overrides.append(override)
                }
            default:
                throw fail(pair.key, "unknown key '\(key)'\(suggestion(for: key, among: keys)); valid keys are \(keys.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
        return configuration
    }

    static let keys = ["include", "exclude", "rules", "strict", "build-errors", "overrides", "devices"]

    /// A `rules` mapping: rule id to level.
    private static func ruleLevels(_ node: YAMLNode, fail: (YAMLNode, String) -> ConfigurationError) throws(ConfigurationError) -> [String: RuleLevel] {
        var levels: [String: RuleLevel] = [:]
        guard let rules = node.mapping else {
            if node.isNull { return levels }
            throw fail(node, "'rules' must be a mapping of rule id to level, found \(node.kindDescription)")
        }
        for rule in rules {
            let id = rule.key.scalar?.value ?? ""
            guard configurableRuleIDs.contains(id) else {
                if RuleCatalog.inputProblems.contains(where: { $0.id == id }) {
                    throw fail(rule.key, "'\(id)' is an input problem, not a rule: it is always an error and cannot be configured")
                }
                throw fail(rule.key, "unknown rule '\(id)'\(suggestion(for: id, among: configurableRuleIDs)); `layoutlint rules` lists the rule ids")
            }
            guard let value = rule.value.scalar, let level = RuleLevel(rawValue: value.value) else {
                throw fail(rule.value, "the level of '\(id)' must be error, warning, note or off, found \(describe(rule.value))\(rule.value.scalar.map { suggestion(for: $0.value, among: RuleLevel.allCases.map(\.rawValue)) } ?? "")")
            }
            levels[id] = level
        }
        return levels
    }

    private static func patterns(_ node: YAMLNode, key: String,
                                 fail: (YAMLNode, String) -> ConfigurationError) throws(ConfigurationError) -> [String] {
        if let scalar = node.scalar, !node.isNull { return [scalar.value] }
        guard let items = node.sequence else {
            throw fail(node, "'\(key)' must be a list of glob patterns, found \(node.kindDescription)")
        }
        var result: [String] = []
        for item in items {
            guard let scalar = item.scalar, !item.isNull, !scalar.value.isEmpty else {
                throw fail(item, "each pattern in '\(key)' must be a non-empty string, found \(item.kindDescription)")
            }
            result.append(scalar.value)
        }
        return result
    }

    private static func describe(_ node: YAMLNode) -> String {
        if let scalar = node.scalar, !node.isNull { return "'\(scalar.value)'" }
        return node.kindDescription
    }

    /// " (did you mean 'x'?)" when a known word is within two edits.
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let best = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 2, best.1 < word.count else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    // MARK: Matching

    /// The path of `absolutePath` relative to `directory`, or nil when outside it.
    func relative(_ absolutePath: String) -> String? {
        let root = directory == "/" ? "" : directory
        guard absolutePath.hasPrefix(root + "/") else { return nil }
        return String(absolutePath.dropFirst(root.count + 1))
    }

    /// Whether a file found under a linted folder is picked up.
    public func includes(absolutePath: String) -> Bool {
        guard let relative = relative(absolutePath) else {
            // Outside the configuration's folder (a `--config` from elsewhere): the defaults.
            return InputDiscovery.layoutSuffixes.contains { absolutePath.hasSuffix($0) }
        }
        return include.contains { Glob.matches($0, relative) }
    }

    /// Whether a file (or, with `isDirectory`, a whole folder) is excluded.
    public func excludes(absolutePath: String, isDirectory: Bool = false) -> Bool {
        guard let relative = relative(absolutePath) else { return false }
        return exclude.contains { pattern in
            if Glob.matches(pattern, relative) { return true }
            if isDirectory, pattern.hasSuffix("/**") { return Glob.matches(String(pattern.dropLast(3)), relative) }
            return false
        }
    }
}

/// Rule levels for the files that `files` (patterns like `include`'s) match.
public struct RuleOverride: Sendable, Hashable {
    public var files: [String]
    public var levels: [String: RuleLevel]

    public init(files: [String], levels: [String: RuleLevel]) {
        self.files = files
        self.levels = levels
    }
}

/// A broken configuration file: the run stops with exit status 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var position: SourcePosition?
    public var message: String

    public init(path: String, position: SourcePosition?, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    init(_ diagnostic: Diagnostic) {
        self.init(path: diagnostic.location.path, position: diagnostic.location.start, message: diagnostic.message)
    }

    /// `path:line:column: error: message`, like a diagnostic.
    public var description: String {
        if let position { return "\(path):\(position.line):\(position.column): error: \(message)" }
        return "\(path): error: \(message)"
    }
}

/// Glob patterns over `/`-separated relative paths.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !pattern.contains("/") {
            // Like .gitignore: a bare name pattern matches at any depth.
            return pathParts.last.map { component($0, matches: pattern) } ?? false
        }
        return match(patternParts[...], pathParts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let first = path.first, component(first, matches: head) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*`, `?` and `[…]` within one component, as fnmatch(3) reads them.
    private static func component(_ name: String, matches pattern: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}

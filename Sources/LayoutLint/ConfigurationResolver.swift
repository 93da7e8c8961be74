#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the configuration of each linted file: the nearest `.layoutlint.yml` in its folder
/// or a folder above (the nearest one wins; they are not merged), or the one given with
/// `--config`, or the built-in defaults.
final class ConfigurationResolver {
    private let override: Configuration?
    private var byDirectory: [String: Configuration] = [:]

    /// - Throws: `ConfigurationError` when the `--config` file is broken.
    init(overridePath: String?) throws(ConfigurationError) {
        override = try overridePath.map { path throws(ConfigurationError) in try Configuration.load(displayPath: path) }
    }

    /// The configuration for files in the absolute folder `directory`.
    func configuration(forDirectory directory: String) throws(ConfigurationError) -> Configuration {
        if let override { return override }
        if let known = byDirectory[directory] { return known }
        let candidate = Self.candidate(in: directory)
        let found: Configuration
        if FileManager.default.fileExists(atPath: candidate) {
            found = try Configuration.load(displayPath: PathNormalizer.relativeToCurrentDirectory(candidate))
        } else if directory == "/" {
            found = Configuration(directory: PathNormalizer.currentDirectory)
        } else {
            found = try configuration(forDirectory: PathNormalizer.parent(of: directory))
        }
        byDirectory[directory] = found
        return found
    }

    /// Where a folder's configuration file would be.
    static func candidate(in directory: String) -> String {
        (directory == "/" ? "" : directory) + "/" + Configuration.fileName
    }

    /// The configuration file that applies to the file at `absolutePath` when no `--config`
    /// is given (what `configuration(forFile:)` loads), or nil for the built-in defaults.
    static func nearestFile(forFile absolutePath: String) -> String? {
        var directory = PathNormalizer.parent(of: absolutePath)
        while true {
            let candidate = candidate(in: directory)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if directory == "/" { return nil }
            directory = PathNormalizer.parent(of: directory)
        }
    }

    func configuration(forFile absolutePath: String) throws(ConfigurationError) -> Configuration {
        try configuration(forDirectory: PathNormalizer.parent(of: absolutePath))
    }
}

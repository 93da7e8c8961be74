import Foundation

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
        let candidate = (directory == "/" ? "" : directory) + "/" + Configuration.fileName
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

    func configuration(forFile absolutePath: String) throws(ConfigurationError) -> Configuration {
        try configuration(forDirectory: PathNormalizer.parent(of: absolutePath))
    }
}

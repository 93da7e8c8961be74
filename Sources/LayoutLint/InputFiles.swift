import LayoutDiagnostics

/// One input to lint: a file on disk or standard input, with the configuration it is
/// linted under.
public struct InputFile: Hashable, Sendable {
    /// The path printed in output: as the user gave it, or found under a folder they gave.
    public var displayPath: String
    /// Where to read it from; nil for standard input.
    public var readPath: String?
    /// The nearest `.layoutlint.yml` (or `--config`, or the defaults).
    public var configuration: Configuration

    public init(displayPath: String, readPath: String?, configuration: Configuration? = nil) {
        self.displayPath = displayPath
        self.readPath = readPath
        self.configuration = configuration ?? Configuration(directory: PathNormalizer.currentDirectory)
    }
}

/// A problem with the command line's paths: the run ends with exit status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Expands the paths given on the command line into the files to lint.
public enum InputDiscovery {
    /// The suffixes picked up when a folder is searched.
    public static let layoutSuffixes = [".layout.yaml", ".layout.yml", ".storyboard", ".xib", ".swift"]

    /// Files are taken as given unless their configuration excludes them; folders are
    /// searched recursively for files their configuration includes (in sorted order, not
    /// following links to folders, so a link cycle cannot loop, and skipping `.git`,
    /// `.build` and excluded folders); `-` is standard input.
    ///
    /// - Returns: the files, and warnings for folders that held no layout file.
    /// - Throws: `UsageError` for a path that does not exist; `ConfigurationError` for a
    ///   broken configuration file.
    public static func files(for paths: [String], stdinName: String?, configurationPath: String? = nil) throws -> (files: [InputFile], warnings: [String]) {
        let resolver = try ConfigurationResolver(overridePath: configurationPath)
        var files: [InputFile] = []
        var warnings: [String] = []
        for path in paths {
            if path == "-" {
                let directory = stdinName.map { PathNormalizer.parent(of: PathNormalizer.absolute($0)) } ?? PathNormalizer.currentDirectory
                files.append(InputFile(displayPath: stdinName ?? "<stdin>", readPath: nil,
                                       configuration: try resolver.configuration(forDirectory: directory)))
                continue
            }
            guard let kind = POSIXFile.kind(atPath: path) else {
                throw UsageError("no such file or directory: '\(path)'")
            }
            if kind == .directory {
                let found = try layoutFiles(under: path, resolver: resolver)
                if found.isEmpty {
                    warnings.append("no layout files (*.layout.yaml, *.layout.yml, *.storyboard, *.xib, *.swift) under '\(path)'")
                }
                files += found
            } else {
                let configuration = try resolver.configuration(forFile: PathNormalizer.absolute(path))
                if !configuration.excludes(absolutePath: PathNormalizer.absolute(path)) {
                    files.append(InputFile(displayPath: path, readPath: path, configuration: configuration))
                }
            }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0.displayPath).inserted }, warnings)
    }

    /// Files below `folder` that their configuration includes, sorted by path.
    static func layoutFiles(under folder: String, resolver: ConfigurationResolver) throws -> [InputFile] {
        var result: [InputFile] = []
        var pending = [folder]
        while let directory = pending.popLast() {
            guard let entries = POSIXFile.entries(ofDirectory: directory) else { continue }
            let absoluteDirectory = PathNormalizer.absolute(directory)
            let configuration = try resolver.configuration(forDirectory: absoluteDirectory)
            var subfolders: [String] = []
            for entry in entries.sorted() {
                let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                let absolute = absoluteDirectory == "/" ? "/" + entry : absoluteDirectory + "/" + entry
                if POSIXFile.kind(atPath: path, followingLinks: false) == .directory {
                    if entry != ".build", !entry.hasPrefix(".build-"), entry != ".git",
                       !configuration.excludes(absolutePath: absolute, isDirectory: true) {
                        subfolders.append(path)
                    }
                } else if configuration.includes(absolutePath: absolute), !configuration.excludes(absolutePath: absolute) {
                    result.append(InputFile(displayPath: path, readPath: path, configuration: configuration))
                }
            }
            pending += subfolders.reversed()
        }
        return result.sorted { $0.displayPath < $1.displayPath }
    }
}

/// Reads an input's bytes, turning every failure into a diagnostic at line 1.
enum InputReader {
    /// Larger files are refused rather than parsed: no real layout comes near this.
    static let maximumBytes = 64 << 20

    /// `maximumBytes` is a parameter so that tests can check the refusal on a small file.
    static func bytes(of input: InputFile, stdin: () -> [UInt8], maximumBytes: Int = InputReader.maximumBytes) -> Result<[UInt8], DiagnosticError> {
        guard let path = input.readPath else { return .success(stdin()) }
        func failure(_ message: String) -> Result<[UInt8], DiagnosticError> {
            .failure(DiagnosticError(Diagnostic(
                ruleID: InputProblem.yamlSyntax, severity: .error, message: message,
                location: SourceLocation(path: input.displayPath, position: SourcePosition(line: 1, column: 1))
            )))
        }
        guard let kind = POSIXFile.kind(atPath: path) else {
            return failure("cannot read the file: it does not exist")
        }
        if kind == .directory { return failure("cannot read the file: it is a directory") }
        do {
            let bytes = try POSIXFile.read(path: path, limit: maximumBytes + 1)
            if bytes.count > maximumBytes {
                return failure("the file is larger than \(sizeName(maximumBytes)); layoutlint does not read files that large")
            }
            return .success(bytes)
        } catch {
            return failure("cannot read the file: \(error.message)")
        }
    }

    /// "64 MiB", or "64 KiB" / "1000 bytes" for a limit that is not a whole number of MiB.
    static func sizeName(_ bytes: Int) -> String {
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

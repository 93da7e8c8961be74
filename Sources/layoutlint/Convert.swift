import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutLint

extension LayoutLintCommand {
    /// `layoutlint convert FILE`: an Interface Builder file's layouts as a layout file.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Write the layouts of a .storyboard or .xib as a .layout.yaml file.",
            discussion: """
            Views are named as in layoutlint's messages, with their Interface Builder ids in \
            comments; the constraints UIKit makes at run time (stack views, autoresizing masks, \
            layout guides) are written out, so linting the result gives the findings of the IB \
            file, and run-time states can be added to it.
            Exit status: 0 when written, 2 when the file cannot be read or is not a readable \
            Interface Builder document.

            Example:
              layoutlint convert Main.storyboard --output Main.layout.yaml
            """
        )

        @Argument(help: "A .storyboard or .xib file.")
        var file: String

        @Option(name: .shortAndLong, help: "Where to write the layout file; standard output when omitted.")
        var output: String?

        func run() throws {
            guard let data = FileManager.default.contents(atPath: file) else {
                POSIXFile.write("layoutlint: error: cannot read '\(file)'\n", to: POSIXFile.standardError)
                throw ExitCode(2)
            }
            let source = SourceFile(path: file, text: String(decoding: data, as: UTF8.self))
            let result = InterfaceBuilderLoader.load(source)
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard let document = result.document, errors.isEmpty else {
                for diagnostic in errors {
                    let start = diagnostic.location.range.start
                    POSIXFile.write("\(file):\(start.line):\(start.column): error: \(diagnostic.message) [\(diagnostic.ruleID)]\n", to: POSIXFile.standardError)
                }
                throw ExitCode(2)
            }
            let yaml = LayoutYAMLWriter.yaml(for: document, sourcePath: file)
            if let output {
                guard URL(fileURLWithPath: output).standardizedFileURL.path != URL(fileURLWithPath: file).standardizedFileURL.path else {
                    POSIXFile.write("layoutlint: error: the output would overwrite the input\n", to: POSIXFile.standardError)
                    throw ExitCode(2)
                }
                do {
                    try POSIXFile.write(yaml, toPath: output, atomically: false)
                } catch {
                    POSIXFile.write("layoutlint: error: cannot write '\(output)': \(error.message)\n", to: POSIXFile.standardError)
                    throw ExitCode(2)
                }
            } else {
                print(yaml, terminator: "")
            }
        }
    }
}

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutLint
import LayoutModel
import LayoutSwift

extension LayoutLintCommand {
    /// `layoutlint convert FILE`: an Interface Builder file's layouts as a layout file.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Write the layouts of a .storyboard, .xib or .swift file as a .layout.yaml file.",
            discussion: """
            Views are named as in layoutlint's messages, with their Interface Builder ids in \
            comments; the constraints UIKit makes at run time (stack views, autoresizing masks, \
            layout guides) are written out, so linting the result gives the findings of the IB \
            file, and run-time states can be added to it.
            For a .swift file, each constraint is followed by a comment with the Swift line and \
            column of the code that makes it (`# File.swift:12:34`).
            Exit status: 0 when written, 2 when the file cannot be read or is not a readable \
            Interface Builder document or Swift file.

            Example:
              layoutlint convert Main.storyboard --output Main.layout.yaml
            """
        )

        @Argument(help: "A .storyboard, .xib or .swift file.")
        var file: String

        @Option(name: .shortAndLong, help: "Where to write the layout file; standard output when omitted.")
        var output: String?

        func run() throws {
            guard let data = FileManager.default.contents(atPath: file) else {
                POSIXFile.write("layoutlint: error: cannot read '\(file)'\n", to: POSIXFile.standardError)
                throw ExitCode(2)
            }
            let source = SourceFile(path: file, text: String(decoding: data, as: UTF8.self))
            let isSwift = SwiftLoader.handles(path: file)
            let result = isSwift ? SwiftLoader.load(source).result : InterfaceBuilderLoader.load(source)
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard let document = result.document, errors.isEmpty else {
                for diagnostic in errors {
                    let start = diagnostic.location.range.start
                    POSIXFile.write("\(file):\(start.line):\(start.column): error: \(diagnostic.message) [\(diagnostic.ruleID)]\n", to: POSIXFile.standardError)
                }
                throw ExitCode(2)
            }
            let yaml = isSwift ? Self.swiftYAML(document, file: file) : LayoutYAMLWriter.yaml(for: document, sourcePath: file)
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

        /// A Swift file's layouts: constraints without names unless a state names them, each
        /// followed by the Swift position of the call that makes it.
        static func swiftYAML(_ document: LayoutDocument, file: String) -> String {
            let named = Set(document.states.flatMap { $0.changes.map(\.target) })
            var plain = document
            plain.constraints = document.constraints.map { constraint in
                var constraint = constraint
                constraint.isAnonymous = !named.contains(constraint.id)
                return constraint
            }
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            var yaml = LayoutYAMLWriter.yaml(for: LayoutDocument(path: document.path, views: document.views, constraints: plain.constraints,
                                                                 states: document.states), sourcePath: file)
            yaml = yaml.replacing("# Views are named as in layoutlint's messages; the comment after each is its Interface Builder id.\n",
                                             with: "# Views are named as in layoutlint's messages; the comment after each constraint is where the code makes it.\n")
            var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var next = 0
            var inConstraints = false
            for index in lines.indices {
                if lines[index] == "constraints:" { inConstraints = true; continue }
                if inConstraints, !lines[index].hasPrefix("  - ") { inConstraints = false }
                guard inConstraints, next < document.constraints.count else { continue }
                let start = document.constraints[next].source.location.range.start
                lines[index] += "  # \(YAMLText.printable(fileName)):\(start.line):\(start.column)"
                next += 1
            }
            return lines.joined(separator: "\n")
        }
    }
}

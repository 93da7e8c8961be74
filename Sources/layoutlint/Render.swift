import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics
import LayoutLint
import LayoutRender
import LayoutReporters

extension LayoutLintCommand {
    /// `layoutlint render FILE`: SVG pictures of the solved layout, one per configuration.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw the solved layout of a file as SVG, with its defects.",
            discussion: """
            Draws every view's solved frame to scale with its name; hidden views dashed; \
            roots, margins and stack views faint; where a frame differs from the intrinsic \
            size, the intrinsic size as a dotted bar. Defects are drawn on it: conflicting required constraints as lines between the edges they tie \
            (the one UIKit breaks crossed out), free views at both ends of their freedom with \
            the free axis arrowed, ties with the views that trade and how much, the space \
            hidden views hold hatched, and drawn frames beside the solved ones.
            One configuration (the only one, or the one --state and --size pick) is written to \
            --output or standard output; several are written into the folder --output names, \
            one SVG each (declared.svg, STATE.svg, STATE@SIZE.svg). --state declared picks the \
            declared layout when no state has that name.
            Exit status: 0 when the pictures were written, 1 when the file has input errors \
            (printed on standard error), 2 for usage errors.

            Examples:
              layoutlint render Cell.layout.yaml --state compact-hidden --output cell.svg
              layoutlint render Cell.layout.yaml --output pictures
            """
        )

        @Argument(help: "The layout file to draw.")
        var path: String

        @Option(help: ArgumentHelp("Draw only this state ('declared' for the declared layout).", valueName: "name"))
        var state: String?

        @Option(help: ArgumentHelp("Draw only configurations at this named root size.", valueName: "name"))
        var size: String?

        @Option(help: ArgumentHelp("The SVG file to write, or the folder for several configurations.", valueName: "path"))
        var output: String?

        func run() throws {
            guard path == "-" || FileManager.default.fileExists(atPath: path) else { fail("error: no such file: \(path)") }
            let loaded = LayoutInput.load(path: path)
            guard let file = loaded.file, let document = loaded.document else {
                let report = Report(diagnostics: loaded.diagnostics, sources: loaded.file.map { [$0.path: $0] } ?? [:])
                POSIXFile.write(TextReporter(showsSnippets: true).render(report), to: POSIXFile.standardError)
                throw ExitCode(1)
            }
            let pictures = LayoutPictures(file: file, document: document)
            var chosen = Array(pictures.configurations.indices)
            if let state {
                let named = document.state(state) != nil
                guard named || state == "declared" else {
                    let names = ["declared"] + document.states.map(\.name)
                    fail("error: no state '\(state)' in \(path); it has \(names.map { "'\($0)'" }.joined(separator: ", "))")
                }
                chosen = chosen.filter { pictures.configurations[$0].state == (named ? state : nil) }
            }
            if let size {
                chosen = chosen.filter { pictures.configurations[$0].sizes.contains { $0.name == size } }
                guard !chosen.isEmpty else { fail("error: no configuration of \(path) has a root size named '\(size)'") }
            }
            if chosen.count == 1 {
                let svg = pictures.svg(ofConfiguration: chosen[0])
                if let output {
                    refuseInput(output)
                    do { try AtomicFile.write(svg, to: output) } catch { fail("error: \(error)") }
                } else {
                    POSIXFile.write(svg, to: POSIXFile.standardOutput)
                }
                return
            }
            guard let output else {
                fail("error: \(path) has \(chosen.count) configurations: give --output FOLDER for one SVG each, or pick one with --state and --size")
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                for index in chosen {
                    let target = (output.hasSuffix("/") ? output : output + "/") + pictures.fileName(ofConfiguration: index)
                    refuseInput(target)
                    try AtomicFile.write(pictures.svg(ofConfiguration: index), to: target)
                }
            } catch {
                fail("error: \(error)")
            }
        }

        /// Never write over the file being drawn.
        private func refuseInput(_ target: String) {
            let resolve = { (p: String) in URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
            if path != "-", resolve(target) == resolve(path) { fail("error: --output would overwrite the layout file \(path)") }
        }
    }
}

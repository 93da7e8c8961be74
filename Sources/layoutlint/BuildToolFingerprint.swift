import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutLint

extension LayoutLintCommand {
    /// `layoutlint build-tool-fingerprint --output FILE`: run by the SwiftPM build-tool
    /// plugin before its lint steps, which depend on FILE rather than on the executable
    /// (see `ExecutableFingerprint`). Hidden: nobody runs it by hand.
    struct BuildToolFingerprint: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build-tool-fingerprint",
            abstract: "Write a file that changes only when this layoutlint executable changes (for the build-tool plugin).",
            shouldDisplay: false
        )

        @Option(help: ArgumentHelp("The file to write.", valueName: "file"))
        var output: String

        func run() throws {
            do {
                let fingerprint = try ExecutableFingerprint.of(fileAt: Self.executablePath)
                try ExecutableFingerprint.write(ExecutableFingerprint.fileText(fingerprint: fingerprint), toUnlessSame: output)
            } catch {
                POSIXFile.write("layoutlint: error: \(error)\n", to: POSIXFile.standardError)
                throw ExitCode(2)
            }
        }

        /// This process's executable: /proc/self/exe where there is one (Linux), else the
        /// path Foundation resolved at launch (macOS).
        static var executablePath: String {
            if FileManager.default.fileExists(atPath: "/proc/self/exe") { return "/proc/self/exe" }
            #if canImport(FoundationEssentials)
            return CommandLine.arguments[0]
            #else
            return Bundle.main.executablePath ?? CommandLine.arguments[0]
            #endif
        }
    }
}

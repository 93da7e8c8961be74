import LayoutLint

/// How a command ends on what it cannot report as a finding (an unreadable configuration, an
/// unwritable output): one line on standard error starting `layoutlint:`, and exit status 2.
/// Warnings that do not stop a command are printed the same way.

/// Prints `layoutlint: MESSAGE` on standard error and exits with status 2.
func fail(_ message: String) -> Never {
    POSIXFile.write("layoutlint: \(message)\n", to: POSIXFile.standardError)
    POSIXFile.terminate(status: 2)
}

/// Runs `body`; a configuration error ends the command as it describes itself, any other error
/// as `error: …`.
func failingOnError<Result>(_ body: () throws -> Result) -> Result {
    do {
        return try body()
    } catch let error as ConfigurationError {
        fail("\(error)")
    } catch {
        fail("error: \(error)")
    }
}

/// Prints each warning as `layoutlint: warning: …` on standard error.
func printWarnings(_ warnings: [String]) {
    for warning in warnings {
        POSIXFile.write("layoutlint: warning: \(warning)\n", to: POSIXFile.standardError)
    }
}

import ArgumentParser
import Diagnostics
import Foundation

/// Printing input errors compiler-style on standard error (the source line
/// and a caret under the column); the command then throws status 2.
enum CLIInput {
    /// Writes `group` to standard error.
    static func report(_ group: DiagnosticGroup) {
        FileHandle.standardError.write(Data(DiagnosticRenderer().render(group).utf8))
    }

    /// Writes `diagnostic` to standard error.
    static func report(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data(DiagnosticRenderer().render(diagnostic).utf8))
    }

    /// Writes a line to standard error.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Runs `body`; an error it throws is printed and becomes exit status
    /// 2: diagnostics with their source lines, anything else as `error: …`.
    static func orExit<T, E: Error>(_ body: () throws(E) -> T) throws(ExitCode) -> T {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }

    /// Prints `error`; returns the status to end with (2), for the caller to throw.
    static func failure(_ error: any Error) -> ExitCode {
        switch error {
        case let group as DiagnosticGroup: report(group)
        case let diagnostic as Diagnostic: report(diagnostic)
        default:
            let text = "\(error)"
            note(text.contains(": error: ") || text.hasPrefix("error: ") ? text : "error: \(text)")
        }
        return ExitCode(2)
    }
}

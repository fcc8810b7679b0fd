import ArgumentParser
import Diagnostics
import Foundation

/// Printing input errors compiler-style on standard error (the source line
/// and a caret under the column) and leaving with exit status 2.
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

    /// Runs `body`; an error it throws is printed and exits 2: diagnostics
    /// with their source lines, anything else as `error: …`.
    static func orExit<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
        do {
            return try body()
        } catch {
            fail(error)
        }
    }

    /// Prints `error` and exits 2.
    static func fail(_ error: any Error) -> Never {
        switch error {
        case let group as DiagnosticGroup: report(group)
        case let diagnostic as Diagnostic: report(diagnostic)
        default:
            let text = "\(error)"
            note(text.contains(": error: ") || text.hasPrefix("error: ") ? text : "error: \(text)")
        }
        Foundation.exit(2)
    }
}

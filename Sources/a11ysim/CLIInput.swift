import ArgumentParser
import Foundation

/// Turning input errors into one line on standard error and exit status 2.
enum CLIInput {
    /// Runs `body`; an error it throws is printed as it describes itself and exits 2.
    static func orExit<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
        do {
            return try body()
        } catch {
            let text = "\(error)"
            FileHandle.standardError.write(Data((text.contains(": error: ") ? text : "error: \(text)").utf8 + [10]))
            throw ExitCode(2)
        }
    }
}

import ArgumentParser
import Foundation
import Speech

/// The `a11ysim` command: a thin layer over the Scenarios library.
@main
struct A11ysim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ysim",
        abstract: "Simulate Apple's VoiceOver on Linux: what a blind user hears and where focus goes.",
        discussion: """
            Example:
              a11ysim run Scenarios                 # every *.yaml under Scenarios/
              a11ysim run Scenarios --format junit --output report.xml
              a11ysim audit Scenarios --output-dir build/audit   # every report format

            Exit status: 0 all passed, 1 a scenario or the audit failed, 2 bad usage or input.
            Shell completions: a11ysim --generate-completion-script bash|zsh|fish
            """,
        version: "0.2.0",
        subcommands: [RunCommand.self, AuditCommand.self, SnapshotCommand.self, ReplCommand.self, ImportCommand.self, DiffCommand.self, SayCommand.self, VoicesCommand.self]
    )

    /// Parses, runs, and maps every error to the documented exit codes
    /// (0 passed, 1 failures, 2 usage or input errors) without a stack trace.
    static func main() async {
        // a11ysim started as espeak-ng's session server serves and exits
        // here, before any other thread starts (it forks).
        EspeakSessionServer.serveIfAsked()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

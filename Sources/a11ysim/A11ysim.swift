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
              a11ysim run Scenarios/swiftui/Coffee  # a SwiftUI app's launch screen, as VoiceOver reads it
              a11ysim run Scenarios                 # every input under Scenarios/
              a11ysim run Scenarios --format junit --output report.xml
              a11ysim audit Scenarios --output-dir build/audit   # every report format

            Exit status: 0 all passed, 1 a scenario or the audit failed, 2 bad usage or input.
            Shell completions: a11ysim --generate-completion-script bash|zsh|fish
            """,
        version: "0.2.0",
        subcommands: [
            RunCommand.self, AuditCommand.self, SnapshotCommand.self, ReplCommand.self, ImportCommand.self,
            DiffCommand.self, SayCommand.self, VoicesCommand.self, EvalCommand.self,
        ]
    )

    /// Parses and runs; every error ends the process through ArgumentParser
    /// with the documented status (0 passed, 1 failures, 2 usage or input
    /// errors) and no stack trace: a command's own ``ExitCode`` as thrown,
    /// anything else (a usage error, which ArgumentParser would end with
    /// 64) printed and then 2.
    static func main() async {
        // a11ysim started as espeak-ng's session server serves and ends
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
            ProcessEnding.end(code)
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                print(message)
                return
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            ProcessEnding.end(ExitCode(2))
        }
    }
}

/// Ends the process with a status, through ArgumentParser: run with the
/// status as its one argument, it throws that ``ExitCode``, which
/// ArgumentParser ends the process with, printing nothing. a11ysim's usage
/// status is 2 where ArgumentParser's own is 64, so the root command's
/// errors all end here.
struct ProcessEnding: ParsableCommand {
    @Argument var status: Int32

    func run() throws {
        throw ExitCode(status)
    }

    /// Ends the process with `code`.
    static func end(_ code: ExitCode) -> Never {
        main([String(code.rawValue)])
        // ArgumentParser's main never returns after a thrown ExitCode.
        fatalError("ArgumentParser returned after ending with status \(code.rawValue)")
    }
}

import AppSpec
import ArgumentParser
import Diagnostics
import Foundation
import Inputs
import REPL
import Speech
import VoiceOver

/// `a11ysim repl`: explore a scenario's app from the keyboard, hear it,
/// and record the session as a scenario.
struct ReplCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore an app from the keyboard as a VoiceOver user would, and record it as a scenario.",
        discussion: """
            Keys: ←/→ previous/next, Enter double tap, Esc escape, m magic tap, ? all keys, q quit.
            When standard input is not a terminal, each line is a command:
              printf 'next\\nactivate\\nescape\\n' | a11ysim repl Scenarios/navigation/quick-start.yaml
            Examples:
              a11ysim repl app.yaml --record explored.yaml    then: a11ysim run explored.yaml
              a11ysim repl app.yaml --replay                  start where the scenario's steps end
              a11ysim repl Main.storyboard --record main.yaml the recording names Main.storyboard (--copy: copies it)
            """
    )

    @Argument(
        help: ArgumentHelp(InputRegistry.fileHelp + " Its app is launched as the file describes it."),
        completion: .file())
    var file: String

    @Flag(help: "Run the scenario's own steps first, then continue from there.")
    var replay = false

    @Option(
        help: "Write the session as a scenario to this file when it ends (refuses an existing file without --force).")
    var record: String?

    @Flag(help: "Let --record, :save and --audio-dir overwrite existing files.")
    var force = false

    @Flag(
        help:
            "Record a storyboard's or capture's app itself into the scenario instead of naming the file (see 'a11ysim import --copy')."
    )
    var copy = false

    @Flag(help: "No colours (also when NO_COLOR is set or output is not a terminal).")
    var noColor = false

    @OptionGroup(title: "Speech")
    var speechArguments: SpeechArguments

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    func run() async throws {
        if let record, !force, FileManager.default.fileExists(atPath: record) {
            FileHandle.standardError.write(
                Data(
                    "error: '\(record)' already exists; add --force to overwrite it, or record to another file.\n".utf8)
            )
            throw ExitCode(2)
        }
        let setup = try await speechArguments.setup(quiet: false, needsAudio: speechArguments.audioDir != nil)
        let input = try await load()
        var spec = input.spec
        let text = try CLIInput.orExit { () throws(DiagnosticGroup) in try input.sourceText() }
        setup.apply(to: &spec)
        for warning in setup.warnings(for: spec) { CLIInput.report(warning) }
        let synthesizer: any SpeechSynthesizer
        do {
            synthesizer = try await setup.synthesizer(for: spec)
        } catch {
            throw CLIInput.failure(error)
        }
        // A scenario file's own references are relative to it: a recording saved elsewhere rewrites them.
        var scenarioPath: String?
        if case .text = input.source { scenarioPath = input.path }
        let code = await drive(
            spec: spec, text: text, reference: referenceHead(of: input), sourcePath: scenarioPath,
            synthesizer: synthesizer,
            usesEspeak: setup.usesEspeak)
        if code != 0 { throw ExitCode(code) }
    }

    /// For an imported input (unless --copy): the top of a scenario at a
    /// given path that names it, so a recording follows the app's edits.
    @MainActor
    private func referenceHead(of input: LoadedInput) -> (@Sendable (String) -> String?)? {
        guard !copy, let kind = try? InputRegistry.detect(path: input.path),
            InputRegistry.frontEnd(kind)?.isImported == true
        else { return nil }
        let head = { @MainActor (output: String) -> String? in
            try? InputLoader(options: importArguments.options).referenceHead(
                input.path, spec: input.spec, writtenTo: output)
        }
        // The REPL runs on the main actor; the recording asks from there.
        return { output in MainActor.assumeIsolated { head(output) } }
    }

    /// The input through the pipeline, as `run`, `audit` and `snapshot` load it.
    @MainActor
    private func load() async throws(ExitCode) -> LoadedInput {
        let loader = InputLoader(options: importArguments.options)
        let file = self.file
        guard FileManager.default.fileExists(atPath: file) else {
            throw CLIInput.failure(Diagnostic("no such file or directory", file: file, line: 0, column: 0))
        }
        do {
            return try await loader.load(file)
        } catch {
            throw CLIInput.failure(error)
        }
    }

    @MainActor
    private func drive(
        spec: ScenarioSpec, text: String, reference: (@Sendable (String) -> String?)?, sourcePath: String?,
        synthesizer: any SpeechSynthesizer,
        usesEspeak: Bool
    ) async -> Int32 {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        var player: PlayerCommand?
        if usesEspeak && interactive {
            switch AudioDevice.detect() {
            case .player(let command): player = command
            case .unavailable(let reason): FileHandle.standardError.write(Data("notice: \(reason)\n".utf8))
            }
        }
        var options = ReplDriver.Options()
        options.replay = replay
        options.recordPath = record
        options.force = force
        options.audioDirectory = speechArguments.audioDir
        options.colors =
            interactive && !noColor && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        let session = ReplSession(
            spec: spec, source: text, reference: reference, sourcePath: sourcePath, synthesizer: synthesizer)
        let audio = ReplAudio(player: player, keepsClips: speechArguments.audioDir != nil)
        let driver = ReplDriver(session: session, options: options, audio: audio) { line in
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        if interactive { return await driver.runInteractive() }
        return await driver.runScripted(StandardInputLines())
    }
}

/// Standard input, one line at a time.
struct StandardInputLines: Sequence, IteratorProtocol {
    mutating func next() -> String? { readLine(strippingNewline: true) }
}

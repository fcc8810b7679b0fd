internal import AppSpec
internal import Foundation
internal import Speech
internal import VoiceOver

/// Runs a ``ReplSession`` from the keyboard (``runInteractive()``) or from
/// lines on standard input (``runScripted(_:)``), shows what is spoken,
/// plays it, and writes the recording and audio when the session ends.
@MainActor
public final class ReplDriver {
    /// How the session was started.
    public struct Options: Sendable {
        /// Run the scenario's own steps first.
        public var replay = false
        /// `--record FILE`: write the session as a scenario on quit.
        public var recordPath: String?
        /// Overwrite existing files.
        public var force = false
        /// `--audio-dir DIR`: one WAV per utterance and transcript.json.
        public var audioDirectory: String?
        /// ANSI colours (a terminal, NO_COLOR unset).
        public var colors = false

        /// Default options.
        public init() {}
    }

    private let session: ReplSession
    private let options: Options
    private let audio: ReplAudio
    private let output: (String) -> Void
    private var screen: ReplScreen
    private var hadErrors = false

    /// Prepares a driver; `output` receives each finished line (with its newline).
    public init(session: ReplSession, options: Options, audio: ReplAudio, output: @escaping (String) -> Void) {
        self.session = session
        self.options = options
        self.audio = audio
        self.output = output
        screen = ReplScreen(colors: options.colors, width: 0)
        audio.attach(to: session)
    }

    /// Reads one command per line from `lines` (stdin that is not a
    /// terminal). Returns the exit code: 0, or 1 when a command failed.
    public func runScripted(_ lines: some Sequence<String>) async -> Int32 {
        show(await launch())
        for line in lines {
            let instruction: ReplInstruction?
            do {
                instruction = try ReplInstruction.parse(line)
            } catch {
                show([.error(error.description)])
                continue
            }
            guard let instruction else { continue }
            if await handle(instruction) { break }
        }
        return finish() ? (hadErrors ? 1 : 0) : 2
    }

    /// Runs the session from the keyboard until `q`, Ctrl-D or a second
    /// Ctrl-C. The terminal is restored however the session ends.
    public func runInteractive() async -> Int32 {
        let terminal = Terminal()
        do {
            try terminal.enterRawMode()
        } catch {
            show([.error(error.description)])
            return 2
        }
        defer { terminal.restore() }
        screen.width = terminal.width
        show([.info("a11ysim repl: \(session.spec.name). Press ? for keys, q to quit.")])
        show(await launch())
        var keys = KeySource()
        var interruptCount = 0
        var pickingAction = false
        loop: while let key = keys.next(from: terminal) {
            if key == .controlC {
                interruptCount += 1
                if interruptCount >= 2 { break loop }
                audio.stop()
                show([.sound("[speech stopped]"), .info("Press Ctrl-C again to quit.")])
                continue loop
            }
            interruptCount = 0
            if pickingAction, case .character(let character) = key, let number = character.wholeNumberValue,
                number > 0
            {
                pickingAction = false
                _ = await handle(.pickAction(number))
                continue loop
            }
            pickingAction = false
            // While a field is edited, keys type into it (KeyBindings.typingCommand).
            if session.reader.editedInput != nil, let typing = KeyBindings.typingCommand(for: key) {
                _ = await handle(typing)
                continue loop
            }
            if key == .character(":") {
                terminal.showCursor(true)
                let line = readCommandLine(terminal: terminal, keys: &keys)
                terminal.showCursor(false)
                guard let line else { continue }
                do {
                    if let instruction = try ReplInstruction.parse(line), await handle(instruction) { break loop }
                } catch {
                    show([.error(error.description)])
                }
                continue loop
            }
            guard let instruction = KeyBindings.command(for: key) else {
                show([.error("The key \(key.name) does nothing here; press ? for the keys.")])
                continue loop
            }
            if instruction == .listActions { pickingAction = true }
            if await handle(instruction) { break loop }
        }
        audio.stop()
        return finish() ? 0 : 2
    }

    /// Performs one instruction; true when the session should end.
    private func handle(_ instruction: ReplInstruction) async -> Bool {
        switch instruction {
        case .quit: return true
        case .stopSpeech:
            audio.stop()
            show(await session.perform(instruction))
        case .save(let path, let force):
            do {
                try session.recording.write(to: path, force: force || options.force)
                show([
                    .info(
                        "Saved \(session.recording.count) commands to \(path); run it with: a11ysim run \(path)."
                            + session.recording.formNote(writtenTo: path))
                ])
            } catch {
                show([.error(error.description)])
            }
        default:
            audio.commandWillStart(transcriptCount: session.reader.transcript.count)
            show(await session.perform(instruction))
            audio.commandDidEnd(transcript: session.reader.transcript)
        }
        return false
    }

    private func launch() async -> [ReplLine] {
        audio.commandWillStart(transcriptCount: 0)
        let lines = await session.start(replay: options.replay)
        audio.commandDidEnd(transcript: session.reader.transcript)
        return lines
    }

    /// Reads a `:` command with echo, Backspace, Enter; Esc or Ctrl-C cancel.
    /// Keys typed ahead of the `:` (a paste, a loaded machine) are read
    /// from `keys` first, so none is lost.
    private func readCommandLine(terminal: Terminal, keys: inout KeySource) -> String? {
        var line = ""
        terminal.write(":")
        while let key = keys.next(from: terminal) {
            switch key {
            case .enter:
                terminal.write("\r\n")
                return line
            case .escape, .controlC:
                terminal.write("\r\u{1B}[K")
                return nil
            case .backspace:
                if !line.isEmpty {
                    line.removeLast()
                    terminal.write("\u{8} \u{8}")
                }
            case .space:
                line += " "
                terminal.write(" ")
            case .character(let character):
                line.append(character)
                terminal.write(String(character))
            default:
                break
            }
        }
        return nil
    }

    /// Writes the recording and the audio clips; false when one failed.
    private func finish() -> Bool {
        var succeeded = true
        if let path = options.recordPath {
            do {
                try session.recording.write(to: path, force: options.force)
                show([
                    .info(
                        "Recorded \(session.recording.count) commands to \(path)."
                            + session.recording.formNote(writtenTo: path))
                ])
            } catch {
                show([.error(error.description)])
                succeeded = false
            }
        }
        if let directory = options.audioDirectory {
            do {
                let count = try audio.writeClips(to: directory, transcript: session.reader.transcript)
                show([.info("Wrote \(count) WAV files and transcript.json to \(directory).")])
            } catch {
                show([.error(error.description)])
                succeeded = false
            }
        }
        return succeeded
    }

    private func show(_ lines: [ReplLine]) {
        for line in lines {
            if case .error = line { hadErrors = true }
            output(screen.render(line) + "\n")
        }
    }
}

import ArgumentParser
import Foundation
import Inputs
import Runs
import Speech

/// The speech options `run` and `repl` share: which synthesizer times
/// speech, the voice overrides, and `--audio-dir`.
struct SpeechArguments: ParsableArguments {
    @Option(
        help:
            "Speech: espeak (durations from espeak-ng audio), text or off (word-rate timing), auto (espeak when it loads)."
    )
    var speech: SpeechMode = .auto

    @Option(help: "espeak-ng voice for every scenario, e.g. en-us or en-gb+f3 (see 'a11ysim voices').")
    var voice: String?

    @Option(help: "Speaking rate in words per minute for every scenario (40-900; espeak-ng speaks no slower than 80).")
    var rate: Int?

    @Option(help: "espeak-ng pitch, 0-100 (default 50).")
    var pitch: Int?

    @Option(help: "espeak-ng volume, 0-200 (default 100).")
    var volume: Int?

    @Option(
        help:
            "Write each utterance as a WAV file with transcript.json into this folder (run: a subfolder per scenario). Needs espeak-ng."
    )
    var audioDir: String?

    func validate() throws {
        if let problem = SpeechSetup.problem(rate: rate, pitch: pitch, volume: volume) {
            throw ValidationError(problem)
        }
        if audioDir != nil && (speech == .off || speech == .text) {
            throw ValidationError("--audio-dir needs espeak-ng speech; use --speech espeak or auto.")
        }
    }

    /// Resolves `--speech` and checks the voice; espeak-ng that cannot
    /// start when audio files are asked for is an input error (exit 2).
    func setup(quiet: Bool, needsAudio: Bool) async throws -> SpeechSetup {
        do {
            let usesEspeak = try await SpeechSetup.resolve(speech) { notice in
                if !quiet { FileHandle.standardError.write(Data("notice: \(notice)\n".utf8)) }
            }
            if let voice, usesEspeak { try await EspeakEngine.shared.validate(voice: voice) }
            // Each file then speaks in a session of its own (a fresh espeak-ng
            // from the session server, which is this program).
            if usesEspeak, let executable = try? WorkerPool.executablePath() {
                await EspeakEngine.shared.useSessionServer(executable: executable)
            }
            if needsAudio, !usesEspeak {
                throw SpeechError.unavailable("--audio-dir and --audio-file need it, and it did not start")
            }
            return SpeechSetup(
                usesEspeak: usesEspeak, voice: voice, rate: rate, pitch: pitch, volume: volume, audioDirectory: audioDir
            )
        } catch let error as SpeechError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The options a worker process needs to speak as this one.
    func workerArguments(usesEspeak: Bool) -> [String] {
        var arguments = ["--speech", usesEspeak ? "espeak" : "text"]
        if let voice { arguments += ["--voice", voice] }
        if let rate { arguments += ["--rate", String(rate)] }
        if let pitch { arguments += ["--pitch", String(pitch)] }
        if let volume { arguments += ["--volume", String(volume)] }
        if let audioDir { arguments += ["--audio-dir", audioDir] }
        return arguments
    }
}

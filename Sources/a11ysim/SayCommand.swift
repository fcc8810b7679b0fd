import ArgumentParser
import Foundation
import Speech

/// `a11ysim say`: speaks text with espeak-ng into a WAV file, as
/// VoiceOver's voice in a11ysim would.
struct SayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Synthesize text with espeak-ng and write it as a WAV file.",
        discussion: """
            Examples:
              a11ysim say "Wi-Fi. Button." --wav wifi.wav
              a11ysim say "Bonjour" --voice fr --rate 200 --wav bonjour.wav

            Prints the duration in seconds. Without --wav the audio is measured, not kept.
            """
    )

    @Argument(help: "The text to speak.")
    var text: String

    @Option(help: "Write the audio to this WAV file (16-bit mono PCM, written atomically).")
    var wav: String?

    @Option(help: "espeak-ng voice, e.g. en-us, en-gb, fr, en-us+f3 (see 'a11ysim voices').")
    var voice = "en-us"

    @Option(help: "Words per minute (80-900).")
    var rate = 175

    @Option(help: "Pitch, 0-100.")
    var pitch = 50

    @Option(help: "Volume, 0-200.")
    var volume = 100

    func validate() throws {
        if !(80...900).contains(rate) {
            throw ValidationError("--rate must be between 80 and 900 words per minute, not \(rate).")
        }
        if !(0...100).contains(pitch) { throw ValidationError("--pitch must be between 0 and 100, not \(pitch).") }
        if !(0...200).contains(volume) { throw ValidationError("--volume must be between 0 and 200, not \(volume).") }
    }

    func run() async throws {
        let line: String
        do {
            line = try await speak()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(line)
    }

    /// Synthesizes, writes the WAV when asked, and returns the line to print.
    private func speak() async throws(SpeechError) -> String {
        let engine = EspeakEngine.shared
        let sampleRate = try await engine.sampleRate()
        let samples = try await engine.synthesize(
            text, parameters: SpeechParameters(voice: voice, rate: rate, pitch: pitch, volume: volume))
        let file = WAVFile(samples: samples, sampleRate: sampleRate)
        if let wav { try file.write(to: wav) }
        return String(format: "%.3f s", file.duration) + (wav.map { "  \($0)" } ?? "")
    }
}

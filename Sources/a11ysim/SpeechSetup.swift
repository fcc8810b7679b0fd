import Diagnostics
import Foundation
import Scenarios
import Speech
import VoiceOver

/// How a run speaks: espeak-ng or word-rate timing, voice overrides, and
/// where audio goes. Resolved once per process (`auto` asks espeak-ng).
struct SpeechSetup: Sendable {
    /// Whether utterances are synthesized by espeak-ng.
    var usesEspeak: Bool
    /// `--voice`, `--rate`, `--pitch`, `--volume`: override every scenario's settings.
    var voice: String?
    var rate: Int?
    var pitch: Int?
    var volume: Int?
    /// `--audio-dir`: one folder per scenario with a WAV per utterance.
    var audioDirectory: String?

    /// Resolves `option`: `espeak` fails when espeak-ng cannot start;
    /// `auto` falls back to word rates with one notice on stderr.
    static func resolve(_ option: SpeechOption, quiet: Bool) async throws(SpeechError) -> Bool {
        switch option {
        case .off, .text: return false
        case .espeak:
            _ = try await EspeakEngine.shared.sampleRate()
            return true
        case .auto:
            do {
                _ = try await EspeakEngine.shared.sampleRate()
                return true
            } catch {
                if !quiet { FileHandle.standardError.write(Data("notice: \(error) Timing speech by word rate instead.\n".utf8)) }
                return false
            }
        }
    }

    /// Applies the overrides to a loaded scenario.
    func apply(to spec: inout ScenarioSpec) {
        if let voice {
            spec.settings.voice = voice
            spec.voiceLocation = nil
        }
        if let rate { spec.settings.rate = rate }
        if let pitch { spec.pitch = pitch }
        if let volume { spec.volume = volume }
    }

    /// The synthesizer for `spec`, after checking its voice with espeak-ng.
    func synthesizer(for spec: ScenarioSpec) async throws(Diagnostic) -> any SpeechSynthesizer {
        guard usesEspeak else { return WordRateSynthesizer() }
        do {
            try await EspeakEngine.shared.validate(voice: spec.settings.voice)
        } catch {
            let location = spec.voiceLocation ?? SourceLocation(file: spec.file, line: 1, column: 1)
            throw Diagnostic(Self.sentence(error), at: location)
        }
        return EspeakSynthesizer(pitch: spec.pitch, volume: spec.volume)
    }

    /// The audio folder for a scenario file: its path without the extension.
    func audioFolder(for file: String) -> String? {
        guard let audioDirectory else { return nil }
        var relative = file
        for suffix in [".yaml", ".yml"] where relative.hasSuffix(suffix) { relative = String(relative.dropLast(suffix.count)) }
        while relative.hasPrefix("../") { relative.removeFirst(3) }
        if relative.hasPrefix("/") { relative.removeFirst() }
        return (audioDirectory as NSString).appendingPathComponent(relative)
    }

    private static func sentence(_ error: SpeechError) -> String {
        var text = error.description
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

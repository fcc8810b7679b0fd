public import AppSpec
public import Diagnostics
internal import Foundation
public import VoiceOver

/// How a run speaks: espeak-ng or word-rate timing, the voice overrides of
/// the command line, and where audio goes. Resolved once per process
/// (``SpeechMode/auto`` asks espeak-ng); `run`, `repl` and the workers
/// share it, so a rate or voice means the same everywhere.
public struct SpeechSetup: Sendable {
    /// Whether utterances are synthesized by espeak-ng.
    public var usesEspeak: Bool
    /// `--voice`, `--rate`, `--pitch`, `--volume`: override every scenario's settings.
    public var voice: String?
    /// `--rate`, in words per minute; overrides every scenario's.
    public var rate: Int?
    /// `--pitch` (0–100); overrides every scenario's.
    public var pitch: Int?
    /// `--volume` (0–200); overrides every scenario's.
    public var volume: Int?
    /// `--audio-dir`: one folder per scenario with a WAV per utterance.
    public var audioDirectory: String?

    /// Word-rate timing with no overrides (tests, the audit).
    public init(
        usesEspeak: Bool = false, voice: String? = nil, rate: Int? = nil, pitch: Int? = nil, volume: Int? = nil,
        audioDirectory: String? = nil
    ) {
        self.usesEspeak = usesEspeak
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
        self.audioDirectory = audioDirectory
    }

    /// The range of each setting, as the scenario's `voiceover:` has it.
    /// This one is the pitches `--pitch` and `voiceover.pitch` take.
    public static let pitches = 0...100
    /// The volumes `--volume` and `voiceover.volume` take.
    public static let volumes = 0...200

    /// What is wrong with the command line's overrides, in words for `--name`.
    public static func problem(rate: Int?, pitch: Int?, volume: Int?) -> String? {
        let rates = VoiceOverSettings.rates
        if let rate, !rates.contains(rate) {
            return "--rate must be between \(rates.lowerBound) and \(rates.upperBound) words per minute, not \(rate)."
        }
        if let pitch, !pitches.contains(pitch) { return "--pitch must be between 0 and 100, not \(pitch)." }
        if let volume, !volumes.contains(volume) { return "--volume must be between 0 and 200, not \(volume)." }
        return nil
    }

    /// Resolves `mode`: `espeak` fails when espeak-ng cannot start; `auto`
    /// falls back to word rates and says why in `notice`.
    public static func resolve(_ mode: SpeechMode, notice: (String) -> Void) async throws(SpeechError) -> Bool {
        switch mode {
        case .off, .text: return false
        case .espeak:
            _ = try await EspeakEngine.shared.sampleRate()
            return true
        case .auto:
            do {
                _ = try await EspeakEngine.shared.sampleRate()
                return true
            } catch {
                notice("\(error) Timing speech by word rate instead.")
                return false
            }
        }
    }

    /// Applies the overrides to a loaded scenario.
    public func apply(to spec: inout ScenarioSpec) {
        if let voice {
            spec.settings.voice = voice
            spec.voiceLocation = nil
        }
        if let rate {
            spec.settings.rate = rate
            spec.rateLocation = nil
        }
        if let pitch { spec.pitch = pitch }
        if let volume { spec.volume = volume }
    }

    /// Warnings for `spec` as this setup speaks it: espeak-ng speaks no
    /// slower than ``VoiceOverSettings/slowestEspeakRate``.
    public func warnings(for spec: ScenarioSpec) -> [Diagnostic] {
        let slowest = VoiceOverSettings.slowestEspeakRate
        guard usesEspeak, spec.settings.rate < slowest else { return [] }
        let message =
            "espeak-ng speaks no slower than \(slowest) words per minute, so rate \(spec.settings.rate) is heard at \(slowest); "
            + "durations follow the audio"
        if let location = spec.rateLocation { return [Diagnostic(message, at: location, severity: .warning)] }
        return [Diagnostic(message, file: "--rate", line: 0, column: 0, severity: .warning)]
    }

    /// The synthesizer for `spec`, in a new espeak-ng session
    /// (``EspeakEngine/beginSession()``), after checking its voice.
    public func synthesizer(for spec: ScenarioSpec) async throws(Diagnostic) -> any SpeechSynthesizer {
        guard usesEspeak else { return WordRateSynthesizer() }
        do {
            // espeak-ng as a fresh process has it, whatever ran before.
            try await EspeakEngine.shared.beginSession()
        } catch {
            throw Diagnostic(Self.sentence(error), at: SourceLocation(file: spec.file, line: 1, column: 1))
        }
        do {
            try await EspeakEngine.shared.validate(voice: spec.settings.voice)
        } catch {
            let location = spec.voiceLocation ?? SourceLocation(file: spec.file, line: 1, column: 1)
            throw Diagnostic(Self.sentence(error), at: location)
        }
        return EspeakSynthesizer(pitch: spec.pitch, volume: spec.volume)
    }

    /// The audio folder for a scenario file: `--audio-dir` plus the file's path
    /// relative to the working directory (its name alone when outside it),
    /// without the extension.
    public func audioFolder(for file: String) -> String? {
        guard let audioDirectory else { return nil }
        let directory = FileManager.default.currentDirectoryPath
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
            .standardizedFileURL.path
        // The scenario's path relative to the working directory; its name alone when outside it.
        var relative =
            absolute.hasPrefix(base + "/")
            ? String(absolute.dropFirst(base.count + 1)) : (absolute as NSString).lastPathComponent
        for suffix in [".yaml", ".yml", ".storyboard", ".xib", ".xml", ".json", ".txt"] where relative.hasSuffix(suffix)
        {
            relative = String(relative.dropLast(suffix.count))
        }
        return (audioDirectory as NSString).appendingPathComponent(relative)
    }

    private static func sentence(_ error: SpeechError) -> String {
        var text = error.description
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

import CEspeakDirect
import Foundation

/// Speech throughput: `a11ysim run Scenarios --speech espeak` against its
/// floor, the utterances that run synthesizes, synthesized by libespeak-ng
/// directly in this process. The a11ysim executable comes from
/// `A11YSIM_EXECUTABLE` (make bench builds the main package and sets it).
public enum SpeechRun {
    /// One utterance the run synthesizes: its text and voice.
    public struct Utterance: Sendable {
        /// What is spoken.
        public var text: String
        /// The espeak-ng voice it is spoken with.
        public var voice: String
    }

    /// The repository's top folder (this file is Benchmarks/Sources/BenchSupport/SpeechRun.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The a11ysim executable, when `A11YSIM_EXECUTABLE` names one.
    public static var executable: URL? {
        guard let path = ProcessInfo.processInfo.environment["A11YSIM_EXECUTABLE"],
            FileManager.default.isExecutableFile(atPath: path)
        else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// Wall nanoseconds of `a11ysim arguments…` run in the repository, or
    /// nil when it exits with a status not in `accepting` (an audit that
    /// finds violations exits 1 and still did all its work).
    public static func time(_ executable: URL, _ arguments: [String], accepting: Set<Int32> = [0]) -> Int? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let elapsed = EngineWork.nanoseconds(ContinuousClock.now - start)
        return process.terminationReason == .exit && accepting.contains(process.terminationStatus) ? elapsed : nil
    }

    /// What the run synthesizes: each scenario's utterances as its
    /// transcript.json lists them, without the repeats its session's cache
    /// answers (same text and voice), read from one run with `--audio-dir`.
    public static func utterances(_ executable: URL) -> [Utterance]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard time(executable, ["run", "Scenarios", "--speech", "espeak", "--audio-dir", folder.path]) != nil,
            let walker = FileManager.default.enumerator(atPath: folder.path)
        else { return nil }
        var transcripts: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix("transcript.json") { transcripts.append(path) }
        }
        var result: [Utterance] = []
        for path in transcripts.sorted() {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let entries = object["utterances"] as? [[String: Any]]
            else { return nil }
            var seen: Set<String> = []
            for entry in entries {
                guard let text = entry["text"] as? String, let voice = entry["voice"] as? String else { return nil }
                if seen.insert(voice + "\u{0}" + text).inserted { result.append(Utterance(text: text, voice: voice)) }
            }
        }
        return result
    }

    /// The floor: every utterance synthesized directly, the voice selected
    /// when it changes; wall nanoseconds.
    public static func floor(_ utterances: [Utterance]) -> Int {
        let start = ContinuousClock.now
        var voice = ""
        for utterance in utterances {
            if utterance.voice != voice {
                voice = utterance.voice
                _ = voice.withCString { espeak_ng_SetVoiceByName($0) }
            }
            _ = DirectEspeak.synthesize(utterance.text)
        }
        return EngineWork.nanoseconds(ContinuousClock.now - start)
    }
}

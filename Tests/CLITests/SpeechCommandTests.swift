import Diagnostics
import Foundation
import Testing

/// espeak-ng from the command line: audio artifacts, voices, and what
/// happens when espeak-ng's data is missing (in a child process, so a
/// library that exited would only end that child).
@Suite struct SpeechCommandTests {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-speech-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Reads a WAV's sample rate and sample count from its header.
    private func wavInfo(_ path: String) throws -> (rate: Int, channels: Int, samples: Int) {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        return (u32(24), Int(bytes[22]), u32(40) / 2)
    }

    @Test func audioDirHoldsAWavPerUtteranceCutWhereItWasInterrupted() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try A11ysimProcess.run([
            "run", "Scenarios/navigation/quick-start.yaml", "Scenarios/notifications/announcements.yaml", "--speech",
            "espeak", "--audio-dir", directory,
        ])
        #expect(outcome.status == 0)
        let folder = "\(directory)/Scenarios/navigation/quick-start"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            files == [
                "0000-description.wav", "0002-description.wav", "0004-description.wav", "0006-description.wav",
                "transcript.json",
            ])
        // "Wi-Fi. Button." starts at 0.000 and is cut at 0.500 by the double tap.
        let cut = try wavInfo("\(folder)/0002-description.wav")
        #expect(cut.rate == 22_050 && cut.channels == 1)
        #expect(cut.samples == 11_025)
        // The last utterance plays to its end: its file is as long as its reported duration.
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/transcript.json")))
            as? [String: Any]
        let utterances = json?["utterances"] as? [[String: Any]] ?? []
        #expect(utterances.count == 4)
        #expect(utterances[1]["interruptedAt"] as? String == "0.500")
        #expect(utterances[1]["text"] as? String == "Wi-Fi. Button.")
        #expect(utterances[1]["element"] as? String == "wifi")
        let last = try wavInfo("\(folder)/0006-description.wav")
        let reported = Double(utterances[3]["duration"] as? String ?? "") ?? 0
        #expect(abs(Double(last.samples) / 22_050 - reported) < 0.001)
        #expect(utterances[3]["interruptedAt"] == nil)
        // The announcement cut off by the next one ends unsuccessfully (the scenario checks
        // wasSuccessful false) and its audio is empty: it was cut as it began.
        let announcements = "\(directory)/Scenarios/notifications/announcements"
        #expect(try wavInfo("\(announcements)/0001-announcement.wav").samples == 0)
        #expect(try wavInfo("\(announcements)/0001-announcement-2.wav").samples > 4_000)
        // transcript.json gives the full duration and what was heard; each WAV holds what was heard.
        #expect(utterances[1]["heard"] as? String == "0.500")
        #expect(Double(utterances[1]["duration"] as? String ?? "") ?? 0 > 0.5)
        for entry in utterances {
            let heard = Double(entry["heard"] as? String ?? "") ?? -1
            let samples = try wavInfo("\(folder)/\(entry["file"] as? String ?? "")").samples
            #expect(abs(Double(samples) / 22_050 - heard) < 0.001, "\(entry["file"] ?? "") holds \(heard) s")
        }
        let cutAnnouncements =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: "\(announcements)/transcript.json"))) as? [String: Any]
        let first = (cutAnnouncements?["utterances"] as? [[String: Any]])?.first {
            $0["file"] as? String == "0001-announcement.wav"
        }
        #expect(first?["heard"] as? String == "0.000")
    }

    @Test func audioFoldersFollowThePathFromTheWorkingDirectoryOrTheName() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outside = "\(directory)/elsewhere/habits.yaml"
        try FileManager.default.createDirectory(atPath: "\(directory)/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: A11ysimProcess.packageRoot.appendingPathComponent("Scenarios/navigation/quick-start.yaml").path,
            toPath: outside)
        let absoluteInside = A11ysimProcess.packageRoot.appendingPathComponent("Scenarios/navigation/quick-start.yaml")
            .path
        let outcome = try A11ysimProcess.run([
            "run", absoluteInside, outside, "--speech", "espeak", "--audio-dir", "\(directory)/audio",
        ])
        #expect(outcome.status == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: "\(directory)/audio/Scenarios/navigation/quick-start/transcript.json"),
            "an absolute path inside the working directory is laid out relative to it")
        #expect(
            FileManager.default.fileExists(atPath: "\(directory)/audio/habits/transcript.json"),
            "a file outside the working directory goes by its name")
    }

    @Test func audioFileIsTheWholeRunOnOneTrack() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "\(directory)/run.wav"
        let outcome = try A11ysimProcess.run([
            "run", "Scenarios/navigation/quick-start.yaml", "--speech", "espeak", "--audio-file", file,
        ])
        #expect(outcome.status == 0)
        // The last utterance starts at 1.000 s and lasts over a second.
        let info = try wavInfo(file)
        #expect(info.samples > 22_050 * 2)
        #expect(info.samples < 22_050 * 4)
    }

    @Test func sayWritesAWavAndPrintsItsDuration() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try A11ysimProcess.run(["say", "Wi-Fi. Button.", "--wav", "\(directory)/wifi.wav"])
        #expect(outcome.status == 0)
        let info = try wavInfo("\(directory)/wifi.wav")
        #expect(outcome.stdout == String(format: "%.3f s  %@/wifi.wav\n", Double(info.samples) / 22_050, directory))
    }

    @Test func unknownVoiceIsAUsageErrorWithSuggestions() throws {
        let outcome = try A11ysimProcess.run([
            "run", "Scenarios/navigation/quick-start.yaml", "--speech", "espeak", "--voice", "en-usa",
        ])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: espeak-ng has no voice 'en-usa'; did you mean 'en-us', 'en', 'en-029'?\n")
        let say = try A11ysimProcess.run(["say", "hello", "--voice", "english-america"])
        #expect(say.status == 2)
        #expect(say.stderr.hasPrefix("error: espeak-ng has no voice 'english-america'"))
    }

    @Test func voicesListsEnglishVoices() throws {
        let outcome = try A11ysimProcess.run(["voices", "--language", "en-us"])
        #expect(outcome.status == 0)
        #expect(outcome.stdoutLines.contains { $0.hasPrefix("en-us") && $0.contains("gmw/en-US") })
    }

    @Test func missingEspeakDataFallsBackOrFailsClearlyWithoutExiting() throws {
        let empty = try scratch()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let environment = ["ESPEAK_DATA_PATH": empty]
        let message =
            "espeak-ng is not available: its data files could not be loaded (ESPEAK_DATA_PATH is '\(empty)'): No such file or directory."
        let auto = try A11ysimProcess.run(["run", "Scenarios/navigation/quick-start.yaml"], environment: environment)
        #expect(auto.status == 0)
        #expect(auto.stderr == "notice: \(message) Timing speech by word rate instead.\n")
        #expect(auto.stdoutLines.last == "1 passed, 0 failed")
        let strict = try A11ysimProcess.run(
            ["run", "Scenarios/navigation/quick-start.yaml", "--speech", "espeak"], environment: environment)
        #expect(strict.status == 2)
        #expect(strict.stderr == "error: \(message)\n")
        let say = try A11ysimProcess.run(["say", "hello"], environment: environment)
        #expect(say.status == 2)
        #expect(say.stderr == "error: \(message)\n")
    }
}

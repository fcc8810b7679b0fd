import Foundation
import Testing

/// espeak-ng's audio depends on what its process synthesized before, so a
/// run speaks each file in a session that starts from espeak-ng as a fresh
/// process has it (the first in the run's own process, the rest forked by
/// the session server): a file's audio is the same alone, after other
/// files, and for any `--jobs`.
@Suite struct SpeechSessionTests {
    private static let files = [
        "Scenarios/navigation/quick-start.yaml",
        "Scenarios/notifications/announcements.yaml",
        "Scenarios/forms/sign-in.yaml",
    ]

    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-sessions-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every file under `folder`, by its path inside it, with its bytes.
    private func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = (folder as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return result
    }

    @Test func eachFilesAudioIsTheSameAloneAfterOtherFilesAndForAnyJobs() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var alone: [String: Data] = [:]
        for (position, file) in Self.files.enumerated() {
            let outcome = try A11ysimProcess.run([
                "run", file, "--speech", "espeak", "--audio-dir", "\(directory)/alone\(position)",
            ])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            alone.merge(try contents(of: "\(directory)/alone\(position)")) { first, _ in first }
        }
        #expect(alone.keys.filter { $0.hasSuffix(".wav") }.count > 10)
        for jobs in ["1", "2"] {
            let outcome = try A11ysimProcess.run(
                ["run"] + Self.files + [
                    "--speech", "espeak", "--jobs", jobs, "--audio-dir", "\(directory)/jobs\(jobs)",
                ])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let together = try contents(of: "\(directory)/jobs\(jobs)")
            #expect(Set(together.keys) == Set(alone.keys))
            for (path, bytes) in alone {
                #expect(together[path] == bytes, "\(path) with --jobs \(jobs) differs from the file run alone")
            }
        }
    }

    @Test func theWholeRunsTrackIsTheSameForAnyJobs() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var tracks: [Data] = []
        for jobs in ["1", "2", "3"] {
            let file = "\(directory)/run\(jobs).wav"
            let outcome = try A11ysimProcess.run(
                ["run"] + Self.files + ["--speech", "espeak", "--jobs", jobs, "--audio-file", file])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            tracks.append(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(tracks[0] == tracks[1] && tracks[0] == tracks[2])
        // Three scenarios and the second of silence between each two.
        #expect(tracks[0].count > 44 + 2 * 22_050 * 2 * 3)
    }

    @Test func theSessionServerEndsWithItsInputAndRefusesOtherRequests() throws {
        let empty = try A11ysimProcess.run(["--espeak-session-server"], input: "")
        #expect(empty.status == 0 && empty.stdout.isEmpty)
        // A request before any session (here a synthesis, kind "S") ends it with a nonzero status, not a hang.
        let stray = try A11ysimProcess.run(["--espeak-session-server"], input: "S\u{0}\u{0}\u{0}\u{0}")
        #expect(stray.status != 0)
    }
}

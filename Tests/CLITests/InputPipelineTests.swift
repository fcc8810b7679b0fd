import Foundation
import Testing

/// Every command takes every input the same way: one pipeline finds,
/// loads and reports on files, so a broken file fails alike everywhere and
/// an empty selection never passes silently.
@Suite struct InputPipelineTests {
    private let inputs = "Tests/CLITests/Fixtures/inputs"
    private let storyboard = "Tests/StoryboardTests/Fixtures/Constructs.storyboard"

    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-inputs-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `run`, `repl`, `audit` and `snapshot` on `path`.
    private func allFour(_ path: String, out: String) throws -> [(name: String, outcome: A11ysimProcess.Outcome)] {
        [
            ("run", try A11ysimProcess.run(["run", path, "--speech", "text"])),
            ("repl", try A11ysimProcess.run(["repl", path, "--speech", "text"], input: "next\n")),
            ("audit", try A11ysimProcess.run(["audit", path])),
            ("snapshot", try A11ysimProcess.run(["snapshot", path, "--out", "\(out)/snapshots"])),
        ]
    }

    @Test func aBrokenScenarioFailsTheSameInEveryCommand() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(inputs)/four-typos.yaml"
        let outcomes = try allFour(path, out: folder)
        let expected = [
            "\(path):6:5: error: unknown key 'tittle' in the controller 'home'; did you mean 'title'?",
            " 6 |     tittle: Home",
            "   |     ^",
            "\(path):8:9: error: unknown key 'buton' in a view; did you mean 'button'?",
            " 8 |       - buton: Save",
            "   |         ^",
            "\(path):13:5: error: unknown step 'swipeRigth'; did you mean 'swipeRight'?",
            " 13 |   - swipeRigth",
            "    |     ^",
            "\(path):14:11: error: wait must be a number, not 'soon'",
            " 14 |   - wait: soon",
            "    |           ^",
        ]
        for (name, outcome) in outcomes {
            #expect(outcome.status == 2, "\(name)")
            #expect(outcome.stderrLines == expected, "\(name)")
        }
    }

    @Test func aStoryboardLoadsTheSameInEveryCommand() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcomes = Dictionary(
            uniqueKeysWithValues: try allFour(storyboard, out: folder).map { ($0.name, $0.outcome) })
        // run: the generated smoke script, which passes as generated.
        #expect(outcomes["run"]?.status == 0)
        #expect(outcomes["run"]?.stdoutLines.last == "1 passed, 0 failed")
        // repl: the initial screen, the first element next.
        #expect(outcomes["repl"]?.status == 0)
        #expect(
            outcomes["repl"]?.stdoutLines.prefix(3) == [
                "  [screen changed]", "  Selected: All. Button. 1 of 2.",
                "[Home Navigation › Home] element 1 of 22 · rotor: none",
            ])
        // audit and snapshot: the same five screens.
        #expect(outcomes["audit"]?.status == 1)
        #expect(outcomes["audit"]?.stderr == "")
        #expect(outcomes["snapshot"]?.status == 0)
        #expect(outcomes["snapshot"]?.stdout == "Recorded 5 screens from 1 file in \(folder)/snapshots.\n")
        #expect(outcomes["audit"]?.stdout.contains("\n1 file, 5 screens, ") == true)
    }

    @Test
    func anEmptySelectionIsAnInputError() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let looked =
            "(looked for *.yaml, *.yml, *.storyboard, *.xib; *.xml, *.json, *.txt that are runtime captures); pass --allow-empty to accept an empty selection"
        let cases: [([String], String)] = [
            (["run", folder], "a11ysim: error: no input files in '\(folder)' \(looked)"),
            (["audit", folder], "a11ysim: error: no input files in '\(folder)' \(looked)"),
            (
                ["snapshot", folder, "--out", "\(folder)/out"],
                "a11ysim: error: no input files in '\(folder)' \(looked)"
            ),
            (
                ["run", "Scenarios", "--filter", "zzzz"],
                "a11ysim: error: --filter 'zzzz' matches the name or path of none of the \(A11ysimProcess.inputCount()) inputs; pass --allow-empty to accept an empty selection"
            ),
            (
                ["run", "Scenarios/navigation/quick-start.yaml", "--shard", "2/2"],
                "a11ysim: error: --shard 2/2 selects none of the 1 input; pass --allow-empty to accept an empty selection"
            ),
        ]
        for (arguments, message) in cases {
            let outcome = try A11ysimProcess.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stderrLines == [message], "\(arguments)")
        }
        let allowed = try A11ysimProcess.run(["run", folder, "--allow-empty"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 passed, 0 failed\n")
    }

    @Test func filesThatAreNotInputsAreListedAsSkipped() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: "\(inputs)/default-rate.yaml", toPath: "\(folder)/app.yaml")
        try "notes\n".write(toFile: "\(folder)/notes.txt", atomically: true, encoding: .utf8)
        try "{}\n".write(toFile: "\(folder)/.a11ysim.yml", atomically: true, encoding: .utf8)
        let outcome = try A11ysimProcess.run(["run", folder, "--speech", "text"])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdoutLines.suffix(2) == [
                "Skipped 1 file that is not an input: \(folder)/notes.txt", "1 passed, 0 failed",
            ])
        let audit = try A11ysimProcess.run(["audit", folder, "--format", "json", "--output", "\(folder)/out.json"])
        #expect(audit.stderr == "Skipped 1 file that is not an input: \(folder)/notes.txt\n")
    }

    @Test func aRateInTheScenarioAndOnTheCommandLineMeanTheSame() throws {
        let inFile = try A11ysimProcess.run(["run", "\(inputs)/slow-rate.yaml", "--speech", "text", "--transcript"])
        let onLine = try A11ysimProcess.run([
            "run", "\(inputs)/default-rate.yaml", "--speech", "text", "--transcript", "--rate", "60",
        ])
        #expect(inFile.status == 0 && onLine.status == 0)
        // The same times and words; the step tags differ, as the files' steps sit on different lines.
        let times = { (outcome: A11ysimProcess.Outcome) in
            outcome.stdoutLines.filter { $0.hasPrefix("      ") }.map {
                $0.components(separatedBy: "  (").dropLast().joined(separator: "  (")
            }
        }
        #expect(!times(inFile).isEmpty)
        #expect(times(inFile) == times(onLine))
        let tooSlow = try A11ysimProcess.run(["run", "\(inputs)/default-rate.yaml", "--rate", "30"])
        #expect(tooSlow.status == 2)
        #expect(tooSlow.stderr.contains("--rate must be between 40 and 900 words per minute, not 30."))
    }

    @Test func espeakNGSaysOnceThatItSpeaksNoSlowerThanEighty() throws {
        let probe = try A11ysimProcess.run(["voices"])
        try #require(probe.status == 0, "espeak-ng is not available here")
        let inFile = try A11ysimProcess.run(["run", "\(inputs)/slow-rate.yaml", "--speech", "espeak"])
        #expect(inFile.status == 0)
        #expect(
            inFile.stderrLines == [
                "\(inputs)/slow-rate.yaml:2:19: warning: espeak-ng speaks no slower than 80 words per minute, so rate 60 is heard at 80; durations follow the audio",
                " 2 | voiceover: {rate: 60}",
                "   |                   ^",
            ])
        let onLine = try A11ysimProcess.run([
            "run", "\(inputs)/default-rate.yaml", "--speech", "espeak", "--rate", "60",
        ])
        #expect(
            onLine.stderrLines == [
                "--rate: warning: espeak-ng speaks no slower than 80 words per minute, so rate 60 is heard at 80; durations follow the audio"
            ])
    }

    @Test func aCaptureWithOnlyItsApplicationIsAClearError() throws {
        for file in ["capture-page-source.xml", "capture-debug-description.txt"] {
            let path = "\(inputs)/\(file)"
            let outcome = try A11ysimProcess.run(["run", path])
            #expect(outcome.status == 2)
            #expect(
                outcome.stderrLines.first
                    == "\(path): error: the capture has no elements under its application; capture the screen again with the app in the foreground"
            )
        }
    }
}

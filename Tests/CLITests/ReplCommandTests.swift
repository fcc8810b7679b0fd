import Foundation
import Testing

/// `a11ysim repl` as a user runs it: scripted from standard input, recorded
/// and replayed, and interactively in a real terminal (tmux).
@Suite struct ReplCommandTests {
    private let fixture = "Tests/REPLTests/Fixtures/inbox.yaml"

    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-repl-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Starts the REPL on the fixture in an 80x24 tmux pane; when it ends,
    /// the shell prints its exit status and saves `stty -a` to `sttyFile`.
    /// Returns nil (saying why) where tmux or the binary is missing.
    private func startInTmux(sttyFile: String, scenario: String? = nil) throws -> TmuxPane? {
        guard let executable = A11ysimProcess.executable else {
            Issue.record("the a11ysim binary was not found next to the tests")
            return nil
        }
        let command =
            "'\(executable.path)' repl \(scenario ?? fixture) --speech text; echo \"exit=$?\"; stty -a > '\(sttyFile)'; exec sleep 10"
        guard let pane = try TmuxPane(command: command, directory: A11ysimProcess.packageRoot) else {
            print("Skipping the tmux test: tmux is not installed (apt-get install tmux).")
            return nil
        }
        return pane
    }

    @Test func aScriptedSessionPrintsWhatIsSpokenAndWhereFocusIs() throws {
        let outcome = try A11ysimProcess.run(
            ["repl", fixture, "--speech", "text"], input: "next\nnext\nactivate\nescape\nmagicTap\n")
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(
            outcome.stdoutLines == [
                "  [screen changed]", "  Inbox. Heading.", "[nav › inbox] element 1 of 5 · rotor: none",
                "› swipeRight", "  Messages. Heading.", "[nav › inbox] element 2 of 5 · rotor: none",
                "› swipeRight", "  Compose. Button.", "  hint: Writes a new message.",
                "[nav › inbox] element 3 of 5 · rotor: none",
                "› doubleTap", "  [screen changed]", "  Inbox. Back Button.",
                "[nav › composer] element 1 of 3 · rotor: none",
                "› escape", "  [screen changed]", "  Compose. Button.", "  hint: Writes a new message.",
                "[nav › inbox] element 3 of 5 · rotor: none",
                "› magicTap", "[nav › inbox] element 3 of 5 · rotor: none",
            ])
    }

    @Test func anUnknownCommandIsAMessageAndTheExitStatusSaysSo() throws {
        let outcome = try A11ysimProcess.run(
            ["repl", fixture, "--speech", "text"], input: "nxt\n:rotate sideways\nnext\n")
        #expect(outcome.status == 1)
        #expect(outcome.stdoutLines.contains("error: Unknown command 'nxt'; did you mean 'next'?"))
        #expect(outcome.stdoutLines.contains("error: rotate must be one of portrait, landscape, not 'sideways'"))
        #expect(outcome.stdoutLines.contains("  Messages. Heading."))
    }

    @Test func aRecordedSessionPassesWhenRunAsAScenario() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recording = "\(directory)/explored.yaml"
        let session = try A11ysimProcess.run(
            ["repl", fixture, "--speech", "text", "--record", recording],
            input:
                "next\nnext\nactivate\nescape\nheading previous\n:focus lunch\nactions\naction Archive\n:announce Done\n:post layoutChanged\nread all\n"
        )
        #expect(session.status == 0)
        #expect(session.stdoutLines.last == "Recorded 10 commands to \(recording).")
        let run = try A11ysimProcess.run(["run", recording, "--speech", "text"])
        #expect(run.status == 0)
        #expect(run.stdoutLines.last == "1 passed, 0 failed")
        // The recording is never overwritten without --force.
        let again = try A11ysimProcess.run(
            ["repl", fixture, "--speech", "text", "--record", recording], input: "next\n")
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "error: '\(recording)' already exists; add --force to overwrite it, or record to another file.\n")
        let forced = try A11ysimProcess.run(
            ["repl", fixture, "--speech", "text", "--record", recording, "--force"], input: "next\n")
        #expect(forced.status == 0)
        #expect(
            try String(contentsOfFile: recording, encoding: .utf8).contains(
                "  - swipeRight\n  - expect: {focus: messages, speech: Messages. Heading.}\n"))
    }

    @Test func audioDirKeepsAWavPerUtteranceOfTheSession() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try A11ysimProcess.run(
            ["repl", fixture, "--speech", "espeak", "--audio-dir", directory], input: "next\nnext\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdoutLines.last == "Wrote 3 WAV files and transcript.json to \(directory).")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["0000-description.wav", "0001-description.wav", "0002-description.wav", "transcript.json"])
        let json =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/transcript.json"))) as? [String: Any]
        let texts = (json?["utterances"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
        #expect(texts == ["Inbox. Heading.", "Messages. Heading.", "Compose. Button."])
        // No terminal here, so no sound device is looked for and nothing is said about one.
        #expect(outcome.stderr == "")
    }

    @Test func aBrokenScenarioIsAnInputErrorBeforeTheSessionStarts() throws {
        let outcome = try A11ysimProcess.run(["repl", "Tests/CLITests/Fixtures/broken/typo-key.yaml"], input: "next\n")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("Tests/CLITests/Fixtures/broken/typo-key.yaml:"))
        #expect(outcome.stdout == "")
        let missing = try A11ysimProcess.run(["repl", "nosuch.yaml"], input: "")
        #expect(missing.status == 2)
        #expect(missing.stderr == "nosuch.yaml: error: no such file or directory\n")
    }

    @Test func keysTypeIntoTheFieldBeingEditedAndEscHidesTheKeyboard() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        guard let pane = try startInTmux(sttyFile: "\(directory)/stty.txt", scenario: "Scenarios/forms/sign-in.yaml")
        else { return }
        defer { pane.kill() }
        var screen = try pane.waitFor("element 1 of 4")
        try pane.send("Right")
        screen = try pane.waitFor("element 2 of 4")
        #expect(screen.contains("  Email: name@example.com. Text Field."))
        try pane.send("Enter")
        screen = try pane.waitFor("element 2 of 36")
        #expect(
            screen.contains(
                "  Email. Text Field. Is editing. name@example.com. Character mode. Insertion point at start."))
        // Letters type instead of being commands ("e" is no command; "m" would be the magic tap).
        try pane.send("-l", "Me")
        screen = try pane.waitFor("  e  (echo)")
        #expect(screen.contains("› type: M\n  cap M  (echo)"))
        try pane.send("BSpace")
        screen = try pane.waitFor("  e  (deletion)")
        try pane.send("Escape")
        screen = try pane.waitFor("› dismissKeyboard")
        screen = try pane.waitFor("element 2 of 4", seconds: 5)
        #expect(screen.contains("  Email: M. Text Field."))
        try pane.send("q")
        screen = try pane.waitFor("exit=0")
    }

    /// Keys that arrive in one read with the `:` (typed ahead on a loaded
    /// machine, or pasted) are the command line's, not lost.
    @Test func aCommandTypedAheadOfItsPromptIsRead() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        guard let pane = try startInTmux(sttyFile: "\(directory)/stty.txt") else { return }
        defer { pane.kill() }
        _ = try pane.waitFor("element 1 of 5", seconds: 60)
        try pane.send("-l", ":next")
        try pane.send("Enter")
        let screen = try pane.waitFor("element 2 of 5", seconds: 60)
        #expect(screen.contains("  Messages. Heading."))
        try pane.send("q")
        _ = try pane.waitFor("exit=0", seconds: 60)
    }

    @Test func theInteractiveREPLInATerminalSpeaksMovesAndRestoresTheTerminal() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stty = "\(directory)/stty.txt"
        guard let pane = try startInTmux(sttyFile: stty) else { return }
        defer { pane.kill() }
        var screen = try pane.waitFor("element 1 of 5")
        #expect(screen.contains("Inbox. Heading."))
        #expect(try pane.format("#{cursor_flag}") == "0")

        try pane.send("Right")
        screen = try pane.waitFor("element 2 of 5")
        #expect(screen.contains("  Messages. Heading."))
        try pane.send("Right")
        screen = try pane.waitFor("element 3 of 5")
        #expect(screen.contains("  Compose. Button."))

        try pane.send("Enter")
        screen = try pane.waitFor("[nav › composer] element 1 of 3")
        #expect(screen.contains("  Inbox. Back Button."))

        try pane.send("Escape")
        screen = try pane.waitFor("› escape")
        screen = try pane.waitFor("[nav › inbox] element 3 of 5", seconds: 5)
        #expect(screen.components(separatedBy: "  Compose. Button.").count == 3)

        try pane.send("m")
        screen = try pane.waitFor("› magicTap")
        #expect(
            screen.hasSuffix("› magicTap\n[nav › inbox] element 3 of 5 · rotor: none\n")
                || screen.contains("› magicTap\n[nav › inbox] element 3 of 5 · rotor: none"))

        // Type the command only once the REPL shows its command line (the
        // cursor appears), and give a loaded machine time to answer.
        try pane.send(":")
        _ = try pane.waitForFormat("#{cursor_flag}", "1", seconds: 60)
        try pane.send("-l", "trace")
        try pane.send("Enter")
        screen = try pane.waitFor("⇒ system", seconds: 60)
        #expect(
            screen.contains(
                "magicTap: compose → inbox.view → inbox → nav → window → application → appDelegate ⇒ system"))

        try pane.send("z")
        screen = try pane.waitFor("The key z does nothing here")

        try pane.send("q")
        screen = try pane.waitFor("exit=0")
        let settings = try pane.waitForFile(stty)
        #expect(settings.contains(" icanon") && !settings.contains("-icanon"))
        #expect(settings.contains(" echo ") && !settings.contains("-echo "))
        #expect(try pane.format("#{cursor_flag}") == "1")
    }

    @Test(arguments: ["ctrl-c", "sigterm"])
    func theTerminalIsRestoredWhenTheREPLIsInterrupted(how: String) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stty = "\(directory)/stty.txt"
        guard let pane = try startInTmux(sttyFile: stty) else { return }
        defer { pane.kill() }
        try pane.waitFor("element 1 of 5")
        if how == "ctrl-c" {
            try pane.send("C-c")
            try pane.waitFor("Press Ctrl-C again to quit.")
            try pane.send("C-c")
            #expect(try pane.waitFor("exit=").contains("exit=0"))
        } else {
            let shell = try pane.format("#{pane_pid}")
            let kill = Process()
            kill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
            kill.arguments = ["-TERM", "-P", shell]
            try kill.run()
            kill.waitUntilExit()
            #expect(try pane.waitFor("exit=").contains("exit=143"))
        }
        let settings = try pane.waitForFile(stty)
        #expect(settings.contains(" icanon") && !settings.contains("-icanon"))
        #expect(settings.contains(" echo ") && !settings.contains("-echo "))
        #expect(try pane.format("#{cursor_flag}") == "1")
    }
}

extension TmuxPane {
    /// Waits until `path` exists and is not empty, and returns it.
    func waitForFile(_ path: String, seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
            usleep(20_000)
        }
        return ""
    }
}

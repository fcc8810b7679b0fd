import AppSpec
import Foundation
import ScenarioYAML
import Scenarios
import Testing
import VoiceOver

@testable import REPL

@MainActor
@Suite("Recording a REPL session as a scenario")
struct SessionRecordingTests {
    private func explore(replay: Bool = false, source: String? = nil) async throws -> ReplSession {
        var (spec, text) = try fixture("inbox.yaml")
        if let source {
            text = source
            spec = try ScenarioLoader().load(text: text, path: "inline.yaml")
        }
        let session = ReplSession(spec: spec, source: text, synthesizer: WordRateSynthesizer())
        _ = await session.start(replay: replay)
        for command: ReplInstruction in [
            .typed("swipeRight"), .typed("swipeRight"), .typed("doubleTap"), .typed("escape"),
            .heading(forward: false), .typed("focus: lunch"), .pickAction(1),
            .typed("do: [{announce: \"Done \\\"now\\\"\"}]"),
        ] {
            if case .pickAction = command { _ = await session.perform(.listActions) }
            _ = await session.perform(command)
        }
        return session
    }

    private func replay(_ text: String) async throws -> ScenarioResult {
        let spec = try ScenarioLoader().load(text: text, path: "recorded.yaml")
        return await ScenarioRunner(spec: spec).run()
    }

    @Test func anImportedInputIsRecordedInTheReferenceFormWhenItHasOne() async throws {
        let (spec, text) = try fixture("inbox.yaml")
        let session = ReplSession(
            spec: spec, source: text, reference: { path in "name: Inbox\nstoryboard: \(path).storyboard\n" },
            synthesizer: WordRateSynthesizer())
        _ = await session.start(replay: false)
        _ = await session.perform(.typed("swipeRight"))
        let reference = try session.recording.text(writtenTo: "tests/inbox")
        #expect(
            reference.hasPrefix("name: Inbox\nstoryboard: tests/inbox.storyboard\nsteps:\n  # Recorded by a11ysim repl")
        )
        #expect(session.recording.formNote(writtenTo: "x").contains("the reference form"))
        // Without a path (and for a scenario file) the app is written out.
        #expect(try session.recording.text().hasPrefix(text.prefix(40)))
    }

    @Test func theRecordingReplaysAndPasses() async throws {
        let session = try await explore()
        let text = try session.recording.text()
        #expect(
            text.contains(
                """
                steps:
                  # Recorded by a11ysim repl: each command, then what VoiceOver focused and said.
                  - swipeRight
                  - expect: {focus: messages, speech: Messages. Heading.}
                  - swipeRight
                  - expect: {focus: compose, speech: Compose. Button.}
                  - doubleTap
                  - expect: {focus: nav.back, speech: Inbox. Back Button., earcons: [screenChanged]}
                  - escape
                  - expect: {focus: compose, speech: Compose. Button., earcons: [screenChanged]}
                  - rotor: headings
                  - swipeUp
                  - expect: {focus: messages, speech: Messages. Heading.}
                  - focus: lunch
                  - expect: {focus: lunch, speech: Lunch on Friday?. Actions Available.}
                  - action: Archive
                  - expect: {focus: lunch, speech: null, announced: Archived}
                  - do: [{announce: "Done \\"now\\""}]
                  - expect: {focus: lunch, speech: null, announced: Done "now"}
                """))
        #expect(text.hasPrefix("# An inbox to explore"))
        let result = try await replay(text)
        #expect(result.failures == [])
        #expect(result.steps == 17)
    }

    @Test func aRecordingThatNoLongerMatchesTheAppFails() async throws {
        let session = try await explore()
        let changed = try session.recording.text().replacingOccurrences(of: "button: Compose", with: "button: Write")
        let result = try await replay(changed)
        #expect(result.failures.map(\.key).contains("speech"))
    }

    @Test func withReplayTheScenariosOwnStepsStayAndTheNewOnesFollowInTheirIndentation() async throws {
        let source = try fixture("inbox.yaml").text.replacingOccurrences(
            of: "\n  - swipeRight\n  - expect: {focus: messages}", with: "\n- swipeRight\n- expect: {focus: messages}")
        let session = try await explore(replay: true, source: source)
        let text = try session.recording.text()
        #expect(text.contains("steps:\n- swipeRight\n- expect: {focus: messages}\n# Recorded by a11ysim repl"))
        #expect(text.contains("\n- swipeRight\n- expect: {focus: compose, speech: Compose. Button.}\n- swipeRight\n"))
        let result = try await replay(text)
        #expect(result.failures == [])
    }

    @Test func stepsOnOneLineCannotBeExtendedAfterReplay() async throws {
        let source = try fixture("inbox.yaml").text.replacingOccurrences(
            of: "steps:\n  - swipeRight\n  - expect: {focus: messages}", with: "steps: [swipeRight]")
        let session = try await explore(replay: true, source: source)
        #expect(throws: ReplError.self) { try session.recording.text() }
    }

    @Test func anEmptySessionIsAValidScenarioWithNoSteps() async throws {
        let (spec, text) = try fixture("inbox.yaml")
        let session = ReplSession(spec: spec, source: text, synthesizer: WordRateSynthesizer())
        _ = await session.start(replay: false)
        let recorded = try session.recording.text()
        #expect(recorded.contains("steps: []"))
        #expect(try await replay(recorded).failures == [])
    }

    @Test func anExistingFileIsNeverOverwrittenWithoutForce() async throws {
        let session = try await explore()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-rec-\(UUID().uuidString).yaml"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "mine".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ReplError.cannotSave("'\(path)' already exists; add --force to overwrite it.")) {
            try session.recording.write(to: path, force: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        try session.recording.write(to: path, force: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("# Recorded by a11ysim repl"))
    }
}

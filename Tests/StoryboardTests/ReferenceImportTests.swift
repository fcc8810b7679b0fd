import AppSpec
import Foundation
import Inputs
import Runs
import Scenarios
import TestSupport
import Testing

/// `a11ysim import` in the reference form: the scenario names its storyboard,
/// so a run reads the storyboard as it is then, and adds behaviour by name.
@MainActor @Suite struct ReferenceImportTests {
    private let paths = TestTargetPaths(filePath: #filePath)

    /// A folder with `app/Controls.storyboard` (a copy of the fixture) and
    /// an empty `tests/`, removed after `body`.
    private func withProject(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tests"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: paths.fixture("Controls.storyboard"),
            toPath: folder.appendingPathComponent("app/Controls.storyboard").path)
        try await body(folder)
    }

    private func run(_ path: String) async throws -> ScenarioResult {
        let input = try await InputLoader().load(path)
        return await ScenarioRunner(spec: input.spec).run()
    }

    @Test func theReferenceFormNamesTheStoryboardRelativeToTheScenarioAndRuns() async throws {
        try await withProject { folder in
            let scenario = folder.appendingPathComponent("tests/controls.yaml").path
            let yaml = try await ScenarioImporter().importScenario(
                folder.appendingPathComponent("app/Controls.storyboard").path, writtenTo: scenario
            ).yaml
            let lines = yaml.split(separator: "\n").filter { !$0.hasPrefix("#") }
            #expect(
                Array(lines.prefix(3)) == [
                    "name: Controls.storyboard", "storyboard: \"../app/Controls.storyboard\"", "steps:",
                ])
            #expect(!lines.contains("controllers:"))
            try yaml.write(toFile: scenario, atomically: true, encoding: .utf8)
            let result = try await run(scenario)
            #expect(result.failures.isEmpty, "\(result.failures)")
            #expect(result.steps > 3)
        }
    }

    @Test func aRunFollowsALaterEditOfTheStoryboard() async throws {
        try await withProject { folder in
            let storyboard = folder.appendingPathComponent("app/Controls.storyboard").path
            let scenario = folder.appendingPathComponent("tests/controls.yaml").path
            try (try await ScenarioImporter().importScenario(storyboard, writtenTo: scenario)).yaml.write(
                toFile: scenario, atomically: true, encoding: .utf8)
            let copy = folder.appendingPathComponent("tests/copy.yaml").path
            try (try await ScenarioImporter().importScenario(storyboard, form: .copy, writtenTo: copy)).yaml.write(
                toFile: copy, atomically: true, encoding: .utf8)
            let text = try String(contentsOfFile: storyboard, encoding: .utf8)
            try text.replacingOccurrences(of: "text=\"Plain label\"", with: "text=\"Edited label\"").write(
                toFile: storyboard, atomically: true, encoding: .utf8)

            let followed = try await run(scenario)
            #expect(!followed.failures.isEmpty && Set(followed.failures.map(\.key)) == ["elements"])
            #expect(followed.failures.first?.actual.contains("\"Edited label\"") == true)
            // The copy form keeps the app as it was: the edit never reaches it.
            #expect(try await run(copy).failures.isEmpty)
        }
    }

    @Test func aScenarioAddsAHandlerToAStoryboardElementByItsLabel() async throws {
        try await withProject { folder in
            let scenario = folder.appendingPathComponent("tests/send.yaml").path
            try """
            storyboard: ../app/Controls.storyboard
            controllers:
              controls:
                handlers:
                  Send: {activate: {announce: Sent}}
            steps:
              - focus: Send
              - doubleTap
              - expect: {announced: Sent, focus: Send}

            """.write(toFile: scenario, atomically: true, encoding: .utf8)
            let result = try await run(scenario)
            #expect(result.failures.isEmpty, "\(result.failures)")
            let input = try await InputLoader().load(scenario)
            // The imported controller keeps its views: the handler was added, nothing copied or lost.
            #expect(input.spec.controller("controls")?.views.isEmpty == false)
        }
    }
}

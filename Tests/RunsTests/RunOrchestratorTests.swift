import AppSpec
import Audit
import Diagnostics
import Foundation
import Inputs
import Runs
import Scenarios
import Speech
import Testing

/// Run orchestration in process: file order, fail-fast, the filter, files
/// that do not load, and `run --audit`'s audits.
@MainActor
@Suite struct RunOrchestratorTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A folder with scenarios that pass, fail and do not load.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let scenario = { (name: String, expected: String) in
            """
            name: \(name)
            root: home
            controllers:
              home:
                views:
                  - button: Save
            steps:
              - expect: {speech: "\(expected)"}

            """
        }
        try scenario("First", "Save. Button.").write(
            to: url.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try scenario("Second", "Cancel. Button.").write(
            to: url.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try "root: home\nsteps: []\n".write(to: url.appendingPathComponent("c.yaml"), atomically: true, encoding: .utf8)
        try scenario("Fourth", "Save. Button.").write(
            to: url.appendingPathComponent("d.yaml"), atomically: true, encoding: .utf8)
        return url
    }

    private func files(_ url: URL) -> [(index: Int, path: String)] {
        ["a", "b", "c", "d"].enumerated().map {
            (index: $0.offset, path: url.appendingPathComponent("\($0.element).yaml").path)
        }
    }

    private var orchestrator: RunOrchestrator {
        RunOrchestrator(jobs: 1, speech: SpeechSetup(), options: ImportOptions())
    }

    @Test func everyFileRunsInOrderWithItsResultOrItsErrors() async throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try await orchestrator.run(files(url))
        #expect(run.outcomes.map(\.index) == [0, 1, 2, 3])
        #expect(run.outcomes.map { $0.result?.passed } == [true, false, nil, true])
        #expect(
            run.outcomes[2].error?.first.message == "the root controller 'home' is not declared under 'controllers'")
        #expect(run.notRun == 0)
        #expect(run.audio == nil)
    }

    @Test func failFastStopsAtTheFirstFailureAndCountsTheRest() async throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        var failing = orchestrator
        failing.failFast = true
        let run = try await failing.run(files(url))
        #expect(run.outcomes.map(\.index) == [0, 1])
        #expect(run.notRun == 2)
    }

    @Test func theFilterLeavesOutFilesByNameOrPath() async throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        var filtered = orchestrator
        filtered.filter = "fourth"
        let run = try await filtered.run(files(url))
        // A file that does not load has no name to match, so its error still shows.
        #expect(run.outcomes.map(\.index) == [2, 3])
    }

    @Test func aWorkersShareIsItsOutcomesAsJSON() async throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let (json, audio) = try await orchestrator.runAsWorker(
            indices: [5, 7], paths: [files(url)[0].path, files(url)[1].path])
        let decoded = try JSONDecoder().decode([ScenarioOutcome].self, from: json)
        #expect(decoded.map(\.index) == [5, 7])
        #expect(decoded.map { $0.result?.passed } == [true, false])
        #expect(audio.isEmpty)
    }

    @Test func theAuditOfARunHasOneFilePerInputAndNamesAFileThatDoesNotLoad() async throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let audits = await orchestrator.audit(files(url).map(\.path))
        #expect(audits.count == 4)
        #expect(audits[2].error != nil)
        #expect(audits[0].error == nil)
    }
}

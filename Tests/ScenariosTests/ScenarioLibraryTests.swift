import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing
import VoiceOver

/// Every scenario in Scenarios/ loads and passes, and runs give identical results.
@MainActor
@Suite struct ScenarioLibraryTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    nonisolated static func scenarioFiles() -> [String] {
        let base = root.appendingPathComponent("Scenarios").path
        let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenarios/\($0)" }
    }

    /// The capture flow reads capture files that sit beside it in the
    /// repository: the library needs nothing outside it.
    @Test func theCaptureFlowIsInTheLibraryWithItsOwnCaptures() throws {
        #expect(Self.scenarioFiles().contains("Scenarios/captures/settings-flow.yaml"))
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("Scenarios/captures/settings-flow.yaml"), encoding: .utf8)
        #expect(!text.contains("shared"))
        for capture in ["settings.xml", "accessibility.txt"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: Self.root.appendingPathComponent("Scenarios/captures/\(capture)").path))
        }
    }

    @Test func theLibraryHasScenarios() {
        #expect(Self.scenarioFiles().count >= 17)
    }

    @Test(arguments: scenarioFiles())
    func scenarioPasses(_ file: String) async throws {
        let text = try String(contentsOfFile: Self.root.appendingPathComponent(file).path, encoding: .utf8)
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: file)
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.isEmpty, "\(result.failures)")
        let again = await ScenarioRunner(spec: spec).run()
        #expect(again.transcript == result.transcript)
        // Rebuilding the element tree for every gesture gives the same run
        // as reusing it while the model revision stands still.
        let rebuilding = ScenarioRunner(spec: spec)
        rebuilding.reader.reusesElementTree = false
        let fresh = await rebuilding.run()
        #expect(fresh.transcript == result.transcript)
        #expect(fresh.failures == result.failures)
    }

    @Test func everyScenarioStartsWithAOneLineComment() throws {
        for file in Self.scenarioFiles() {
            let text = try String(contentsOfFile: Self.root.appendingPathComponent(file).path, encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(file)")
        }
    }
}

import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing
import VoiceOver

@testable import REPL

/// `:save` into another folder: a scenario names its storyboard, SwiftUI
/// sources and captures relative to itself, so the recording rewrites
/// those paths relative to where it is saved, and it loads and reads the
/// same there.
@MainActor
@Suite struct SaveElsewhereTests {
    nonisolated private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every scenario of the library, by its path relative to the repository.
    nonisolated static let library: [String] = {
        let folder = root.appendingPathComponent("Scenarios")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenarios/" + $0 }
    }()

    private func launchedReading(_ spec: ScenarioSpec) async -> [String] {
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        return runner.reader.describedElements()
    }

    @Test func theLibraryHasScenariosThatNameOtherFiles() throws {
        #expect(Self.library.count >= 40)
        let naming = try Self.library.filter { path in
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            return text.contains("swiftui:") || text.contains("storyboard:") || text.contains("capture:")
        }
        #expect(naming.count >= 3, "library scenarios naming another file: \(naming)")
    }

    @Test(arguments: library)
    func aScenarioSavedIntoAnotherFolderReloadsAndReadsTheSame(path: String) async throws {
        let source = Self.root.appendingPathComponent(path).path
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let loader = InputRegistry.scenarioLoader(options: ImportOptions())
        let spec = try loader.load(text: text, path: source)
        let session = ReplSession(spec: spec, source: text, sourcePath: source, synthesizer: WordRateSynthesizer())
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-save-\(UUID().uuidString)/a/b")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: elsewhere.deletingLastPathComponent().deletingLastPathComponent())
        }
        let output = elsewhere.appendingPathComponent("saved.yaml").path
        let saved = try session.recording.text(writtenTo: output)
        try saved.write(toFile: output, atomically: true, encoding: .utf8)
        let reloaded = try loader.load(text: saved, path: output)
        #expect(await launchedReading(reloaded) == (await launchedReading(spec)))
    }

    @Test func aPathInQuotesOrInAFlowMapIsRewrittenAndAMissingOneIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("app/Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try "<document/>".write(
            to: folder.appendingPathComponent("app/Main.storyboard"), atomically: true, encoding: .utf8)
        let text = """
            storyboard: "Main.storyboard"
            swiftui: {path: Sources, entry: ContentView}
            controllers:
              shot: {capture: missing.xml}
            """
        let moved = ScenarioPaths.relocated(
            text, from: folder.appendingPathComponent("app/scenario.yaml").path,
            to: folder.appendingPathComponent("out/saved.yaml").path)
        #expect(
            moved == """
                storyboard: "../app/Main.storyboard"
                swiftui: {path: ../app/Sources, entry: ContentView}
                controllers:
                  shot: {capture: missing.xml}
                """)
    }
}

import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import TestSupport
import Testing

/// Writing a spec as YAML and loading the text again gives an equal spec:
/// for every scenario of the library, every import of the ../shared corpora
/// (when it is beside the repository) and generated specs
/// (GeneratedSpecTests).
@MainActor
@Suite struct RoundTripTests {
    nonisolated static let paths = TestTargetPaths(filePath: #filePath)
    nonisolated static let root = paths.testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    nonisolated static func libraryFiles() -> [String] {
        let base = root.appendingPathComponent("Scenarios").path
        let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenarios/\($0)" }
    }

    nonisolated static func corpusFiles() -> [String] {
        var files: [String] = []
        for folder in ["storyboards", "captures"] {
            guard let url = paths.corpus(folder) else { continue }
            let found = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            files += found.filter { !$0.hasSuffix(".tsv") && !$0.hasSuffix(".md") && !$0.contains("/.") }
                .filter { name in
                    var isDirectory: ObjCBool = false
                    return FileManager.default.fileExists(
                        atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                        && !isDirectory.boolValue
                }
                .sorted().map { url.appendingPathComponent($0).path }
        }
        return files
    }

    /// Writes `spec` and loads the text at the same path (relative references resolve alike).
    static func reloaded(_ spec: ScenarioSpec) throws -> (ScenarioSpec, String) {
        let text = try ScenarioWriter.scenarioText(for: spec)
        let loaded = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: spec.file)
        return (loaded, text)
    }

    @Test func theLibraryAndCorpusAreFound() {
        #expect(Self.libraryFiles().count >= 40)
        if Self.paths.corpus("storyboards") != nil { #expect(Self.corpusFiles().count >= 40) }
    }

    @Test(arguments: libraryFiles())
    func aLibraryScenarioSurvivesWriteAndLoad(_ file: String) throws {
        let path = Self.root.appendingPathComponent(file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: path)
        let (again, written) = try Self.reloaded(spec)
        #expect(again == spec, "\(file): \(MirrorDiff.first(spec, again) ?? "?") written as:\n\(written)")
    }

    @Test(
        .enabled(if: paths.corpus("storyboards") != nil, "skipped: ../shared/corpus is not beside this repository"),
        arguments: corpusFiles())
    func aCorpusImportSurvivesWriteAndLoad(_ path: String) async throws {
        let kind = try InputRegistry.detect(path: path)
        let frontEnd = try #require(InputRegistry.frontEnd(kind))
        let spec = try await frontEnd.read(path, ImportOptions()).spec
        let (again, _) = try Self.reloaded(spec)
        #expect(again == spec, "\(path): \(MirrorDiff.first(spec, again) ?? "?")")
    }
}

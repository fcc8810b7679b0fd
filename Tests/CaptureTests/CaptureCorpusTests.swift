import AppModel
import AppSpec
import Audit
import CaptureImport
import Captures
import Crawl
import Diagnostics
import Diff
import Foundation
import Inputs
import Runs
import ScenarioYAML
import Scenarios
import Testing
import VoiceOver

/// The real captures in ../shared/corpus/captures (never copied into the
/// repository): each imports, matches its golden (elements in reading order
/// as spoken), its imported scenario runs and passes, and `diff` finds
/// nothing between the capture and that scenario. Skipped, saying so, when
/// the corpus is not beside the repository.
/// Set A11YSIM_UPDATE_GOLDENS=1 to rewrite the goldens.
@MainActor
@Suite(.enabled(if: CapturePaths.corpus != nil, "skipped: ../shared/corpus/captures is not beside this repository"))
struct CaptureCorpusTests {
    /// Paths relative to the corpus folder, from its manifest.
    nonisolated static var files: [String] {
        guard let corpus = CapturePaths.corpus,
            let manifest = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap {
            $0.split(separator: "\t").first.map(String.init)
        }.sorted()
    }

    nonisolated static func path(_ file: String) -> String {
        CapturePaths.corpus!.appendingPathComponent(file).path
    }

    @Test func theManifestListsEveryCaptureOnDisk() throws {
        let corpus = try #require(CapturePaths.corpus)
        var onDisk: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: corpus.path) where !folder.hasSuffix(".tsv") {
            for file in try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)
            {
                onDisk.append("\(folder)/\(file)")
            }
        }
        #expect(onDisk.sorted() == Self.files)
        #expect(Self.files.count == 7)
    }

    @Test(arguments: files)
    func importsAndMatchesItsGolden(file: String) async throws {
        let summary = try await Self.summary(file)
        let golden = CapturePaths.golden(file.replacingOccurrences(of: "/", with: "__"))
        if ProcessInfo.processInfo.environment["A11YSIM_UPDATE_GOLDENS"] == "1" {
            try Data(summary.utf8).write(to: golden, options: .atomic)
        }
        #expect(summary == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test(arguments: files)
    func theImportedScenarioRunsAndPasses(file: String) async throws {
        let imported = try await ScenarioImporter().importScenario(Self.path(file), form: .copy)
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(
            text: imported.yaml, path: file + ".yaml")
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.map { "\($0.location): \($0.key): expected \($0.expected), got \($0.actual)" } == [])
    }

    @Test(arguments: files)
    func diffFindsNothingBetweenTheCaptureAndItsImport(file: String) async throws {
        let path = Self.path(file)
        let (captured, _, _) = try CaptureImporter().load(path: path)
        let imported = try await ScenarioImporter().importScenario(path, form: .copy)
        let scenario = try InputRegistry.scenarioLoader(options: ImportOptions()).load(
            text: imported.yaml, path: file + ".yaml")
        let first = await Crawler.screens(of: captured, file: path).screens
        let second = await Crawler.screens(of: scenario, file: file + ".yaml").screens
        let diff = try InputDiff(
            first: path, firstScreens: first, second: file + ".yaml", secondScreens: second, options: DiffOptions())
        #expect(!diff.hasDifferences, "\(DiffFormat.text.render(diff))")
        #expect(!first.isEmpty)
    }

    /// The format, the application, the screen size, the warnings, and
    /// what VoiceOver reads at launch, in reading order, with each element's frame.
    static func summary(_ file: String) async throws -> String {
        let (spec, document, warnings) = try CaptureImporter().load(path: path(file))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        let size = spec.screen.map { "\(Int($0.width))x\(Int($0.height))" } ?? "unknown"
        var lines = [
            "file: \(file)",
            "format: \(document.format.rawValue)",
            "application: \(document.applicationName ?? "none")",
            "screen: \(spec.root), \(size)",
            "captured elements: \(document.elementCount)",
            "warnings:",
        ]
        lines += warnings.map { "- \($0.message)" }
        lines.append("spoken:")
        let tree = runner.reader.currentTree()
        for (element, text) in zip(tree.elements, runner.reader.describedElements()) {
            let frame = element.view.frameInWindow
            lines.append(
                "- \(text.debugDescription) [\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width)), \(Int(frame.height))]"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

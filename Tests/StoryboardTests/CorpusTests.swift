import AppModel
import AppSpec
import Foundation
import Inputs
import Runs
import ScenarioYAML
import Scenarios
import Storyboard
import Testing
import VoiceOver

/// The real-world corpus in ../shared/corpus/storyboards (not copied into
/// the repository): every file imports without error and matches its golden
/// summary, and `a11ysim import`'s scenario for it runs and passes. Skipped,
/// saying so, when the corpus is not beside the repository.
/// Set A11YSIM_UPDATE_GOLDENS=1 to rewrite the goldens.
@MainActor
@Suite(.enabled(if: FixturePaths.corpus != nil, "skipped: ../shared/corpus/storyboards is not beside this repository"))
struct CorpusTests {
    nonisolated static var files: [String] {
        guard let corpus = FixturePaths.corpus,
            let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    nonisolated static func path(_ file: String) -> String {
        FixturePaths.corpus!.appendingPathComponent(file).path
    }

    @Test func theCorpusHasEveryFileOfItsManifest() throws {
        let manifest = try String(
            contentsOf: FixturePaths.corpus!.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let listed = manifest.split(separator: "\n").dropFirst().compactMap {
            $0.split(separator: "\t").first.map(String.init)
        }
        #expect(listed.sorted() == Self.files)
        #expect(Self.files.count == 35)
    }

    @Test(arguments: files)
    func importsAndMatchesItsGolden(file: String) async throws {
        let document = try StoryboardParser().load(path: Self.path(file))
        let summary = try await Self.summary(document, file: file)
        let golden = FixturePaths.golden(file)
        if ProcessInfo.processInfo.environment["A11YSIM_UPDATE_GOLDENS"] == "1" {
            try Data(summary.utf8).write(to: golden, options: .atomic)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(summary == expected)
    }

    @Test(arguments: files)
    func theImportedScenarioRunsAndPasses(file: String) async throws {
        let imported = try await ScenarioImporter().importScenario(Self.path(file), form: .copy)
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(
            text: imported.yaml, path: file + ".yaml")
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.map { "\($0.location): \($0.key): expected \($0.expected), got \($0.actual)" } == [])
        #expect(!imported.screens.isEmpty)
    }

    /// Scenes, controllers by type, segues by kind, and what VoiceOver reads
    /// on the initial (or first identified) screen, in reading order.
    static func summary(_ document: StoryboardDocument, file: String) async throws -> String {
        func counts(_ names: [String]) -> String {
            let grouped = Dictionary(grouping: names, by: { $0 }).map { "\($0.key) \($0.value.count)" }.sorted()
            return grouped.isEmpty ? "none" : grouped.joined(separator: ", ")
        }
        let entry = document.entryControllerID.flatMap(document.controller)
        var lines = [
            "file: \(file)",
            "kind: \(document.kind.rawValue)",
            "scenes: \(document.controllers.count)",
            "controllers: \(counts(document.controllers.map(\.element)))",
            "segues: \(counts(document.segues.map(\.rawKind)))",
            "initial: \(entry.map { "\($0.id) (\($0.element))" } ?? "none")",
            "spoken:",
        ]
        let device = document.isPad ? "device: ipad\n" : ""
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(
            text: "storyboard: \(path(file))\n\(device)steps: []\n", path: "golden.yaml")
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        lines += runner.reader.describedElements().map { "- \($0.debugDescription)" }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Form settings of the corpus's text inputs survive import: every
/// `returnKeyType`, `keyboardType` and `clearButtonMode` of a text field or
/// text view in the files is on the imported view (docs/scenario-format.md, "Views").
@MainActor
@Suite(.enabled(if: FixturePaths.corpus != nil, "skipped: ../shared/corpus/storyboards is not beside this repository"))
struct CorpusFormKeyTests {
    @Test func everyReturnKeyAndClearButtonOfTheCorpusIsImported() throws {
        var returnKeys: [String: Int] = [:]
        var clearButtons: [String: Int] = [:]
        var keyboards: [String: Int] = [:]
        var rawKeyboards: [String: Int] = [:]
        var raw: [String: Int] = [:]
        for file in CorpusTests.files {
            let path = CorpusTests.path(file)
            let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(
                text: "storyboard: \(path)\nsteps: []\n", path: "keys.yaml")
            var pending = spec.controllers.flatMap { $0.views + $0.navigationItemViews }
            var seen = 0
            while let view = pending.popLast(), seen < 1_000_000 {
                seen += 1
                if let key = view.returnKey { returnKeys[key.rawValue, default: 0] += 1 }
                if let mode = view.clearButton { clearButtons[mode.rawValue, default: 0] += 1 }
                if let keyboard = view.keyboard { keyboards[keyboard.rawValue, default: 0] += 1 }
                pending += view.subviews
            }
            // The same settings counted in the XML of text fields and text views.
            let document = try StoryboardParser().load(path: path)
            for view in document.controllers.flatMap(\.allViews) where view.kind == .textField || view.kind == .textView
            {
                if let key = view.returnKeyType, key != "default" { raw["return " + key, default: 0] += 1 }
                if let mode = view.clearButtonMode, mode != "never" { raw["clear " + mode, default: 0] += 1 }
                if let type = view.keyboardType.flatMap(KeyboardType.init(storyboardName:)), type != .default {
                    rawKeyboards[type.rawValue, default: 0] += 1
                }
            }
        }
        #expect(returnKeys == ["done": 37, "next": 11, "go": 1])
        #expect(clearButtons == ["whileEditing": 5, "always": 1])
        #expect(keyboards == rawKeyboards)
        #expect(
            keyboards == [
                "numbersAndPunctuation": 43, "url": 14, "numberPad": 12, "emailAddress": 4, "phonePad": 4,
                "webSearch": 1,
            ])
        #expect(
            raw == ["return done": 37, "return next": 11, "return go": 1, "clear whileEditing": 5, "clear always": 1])
    }
}

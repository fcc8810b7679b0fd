import AppSpec
import Diagnostics
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import TestSupport
import Testing
import VoiceOver

/// Every app of ../shared/corpus/swiftui loads from its folder, its entry
/// screen launches and VoiceOver reads it: no crash, no hang, and a
/// screen with elements. Skipped, with a note, when the corpus is absent.
/// A11YSIM_CORPUS_REPORT=1 prints each app's entry, elements and unknown values.
@MainActor @Suite struct SwiftUICorpusTests {
    nonisolated static let paths = TestTargetPaths(filePath: #filePath)
    nonisolated static let corpus = paths.corpus("swiftui")

    nonisolated static func apps() -> [String] {
        guard let corpus else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.contains(".") }.sorted()
    }

    @Test(.enabled(if: corpus != nil, "skipped: ../shared/corpus/swiftui is not beside this repository"))
    func everyCorpusAppLoadsAndIsRead() async throws {
        let apps = Self.apps()
        #expect(apps.count >= 24)
        var report: [String] = []
        var elements = 0
        var unknown = 0
        var readable = 0
        for app in apps {
            let path = Self.corpus!.appendingPathComponent(app).path
            let (spec, warnings, entry) = try SwiftUIImporter().load(path: path)
            let runner = ScenarioRunner(spec: spec)
            await runner.launch()
            let spoken = runner.reader.describedElements()
            let unknownHere = spoken.filter { $0.contains("«") }.count
            if !spoken.isEmpty { readable += 1 }
            elements += spoken.count
            unknown += unknownHere
            report.append("\(app): \(entry), \(spoken.count) elements, \(unknownHere) with unknown values, \(warnings.count) warnings")
        }
        // Most apps' entry screens say something; an app whose entry hides behind a model it loads at run time may not.
        #expect(readable >= apps.count * 3 / 4, "\(report.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["A11YSIM_CORPUS_REPORT"] == "1" {
            print((report + ["total: \(elements) elements, \(unknown) with unknown values"]).joined(separator: "\n"))
        }
    }
}

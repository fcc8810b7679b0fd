import AppSpec
import Foundation
import Scenarios
import SwiftParser
import SwiftUIImport
import SwiftUISource
import VoiceOver

/// The SwiftUI corpus work: a bare swift-syntax parse of every file of
/// every app (the floor), and a11ysim's whole path over the same files.
@MainActor
public enum SwiftUIWork {
    /// The app folders of ../shared/corpus/swiftui, each with the files a11ysim reads for it.
    public nonisolated static func apps() -> [(folder: String, files: [String])] {
        let root = Corpus.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/swiftui")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            !$0.contains(".")
        }.sorted()
        return names.map { name in
            let folder = root.appendingPathComponent(name).path
            return (folder, SwiftSourceSet.appFiles(for: folder))
        }
    }

    /// Reads and parses every file: what swift-syntax alone costs.
    public nonisolated static func parseAll(_ apps: [(folder: String, files: [String])]) -> Int {
        var nodes = 0
        for app in apps {
            for file in app.files {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                nodes += Parser.parse(source: text).statements.count
            }
        }
        return nodes
    }

    /// Reads every app and evaluates its entry and every preview into
    /// specs, building nothing; returns the controllers.
    public nonisolated static func evaluateAll(_ apps: [(folder: String, files: [String])]) -> Int {
        var controllers = 0
        for app in apps {
            guard let (translator, entries) = screens(of: app) else { continue }
            for entry in entries { controllers += (try? translator.translate(entry))?.controllers.count ?? 0 }
        }
        return controllers
    }

    /// An app's sources read, and its screens: the default entry, then every preview.
    public nonisolated static func screens(
        of app: (folder: String, files: [String])
    ) -> (SwiftUITranslator, [SwiftUITranslator.Entry])? {
        guard let sources = try? SwiftSourceSet(paths: app.files) else { return nil }
        let translator = SwiftUITranslator(sources: sources)
        var entries = sources.previews.map { SwiftUITranslator.Entry.preview($0.name) }
        if let entry = translator.defaultEntry, !entries.contains(entry) { entries.insert(entry, at: 0) }
        return (translator, entries)
    }

    /// Reads every app (parse and declarations), evaluating nothing.
    public nonisolated static func readAllSources(_ apps: [(folder: String, files: [String])]) -> Int {
        apps.reduce(0) { $0 + ((try? SwiftSourceSet(paths: $1.files))?.types.count ?? 0) }
    }

    /// Reads every app, evaluates its entry and every preview, builds each
    /// screen's app and its element tree; returns the elements.
    public static func readAll(_ apps: [(folder: String, files: [String])]) async -> Int {
        var elements = 0
        for app in apps {
            guard let (translator, entries) = screens(of: app) else { continue }
            for entry in entries {
                guard let result = try? translator.translate(entry) else { continue }
                var spec = ScenarioSpec(file: app.folder, name: app.folder, root: result.root)
                spec.controllers = result.controllers
                let runner = ScenarioRunner(spec: spec)
                await runner.launch()
                elements += ElementTree(application: runner.application).elements.count
            }
        }
        return elements
    }
}

/// A 500-element SwiftUI screen built from its code, and a state change on
/// it: a toggle that reveals a row, evaluated again and shown.
@MainActor
public enum SwiftUIStateWork {
    /// The screen's code: a toggle, a row it reveals, and 498 rows.
    static let source = """
        import SwiftUI

        struct BigView: View {
            @State private var showsDetails = false

            var body: some View {
                NavigationStack {
                    List {
                        Toggle("Show details", isOn: $showsDetails)
                        if showsDetails {
                            Text("Details")
                        }
                        ForEach(0..<498) { index in
                            Text("Row \\(index)")
                        }
                    }
                    .navigationTitle("Big")
                }
            }
        }
        """

    /// The screen's sources, read once.
    static func translator() throws -> SwiftUITranslator {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-bench-state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("BigView.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return SwiftUITranslator(sources: try SwiftSourceSet(paths: [file.path]))
    }

    /// Reads, evaluates the screen, builds its app and launches it (its code starts and
    /// evaluates the screen for the launch); returns its elements.
    public static func buildOnce() async throws -> Int {
        let runner = try await build(try translator())
        return runner.reader.currentTree().elements.count
    }

    static func build(_ translator: SwiftUITranslator) async throws -> ScenarioRunner {
        let result = try translator.translate(.view("BigView"))
        var spec = ScenarioSpec(file: "BigView.swift", name: "BigView", root: result.root)
        spec.controllers = result.controllers
        spec.live = translator.liveCode(.view("BigView"), name: "bench")
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        return runner
    }

    /// The launched screen with its toggle focused, for ``changeOnce()``.
    static var prepared: ScenarioRunner?

    /// Launches the screen and focuses its toggle.
    public static func prepare() async throws {
        let runner = try await build(try translator())
        if let toggle = runner.reader.currentTree().elements.first(where: { $0.view.id == "Show details" })?.view {
            _ = await runner.reader.focus(on: toggle)
        }
        prepared = runner
    }

    /// One state change: a double tap on the toggle, the screen evaluated again
    /// and shown; returns the elements after it.
    public static func changeOnce() async -> Int {
        guard let runner = prepared else { return 0 }
        await runner.reader.doubleTap()
        return runner.reader.currentTree().elements.count
    }
}

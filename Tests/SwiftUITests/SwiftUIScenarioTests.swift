import AppModel
import AppSpec
import Diagnostics
import Foundation
import Inputs
import Runs
import Scenarios
import TestSupport
import Testing
import VoiceOver

/// SwiftUI sources named by a scenario (`swiftui:`) and by `import`'s reference form.
@MainActor @Suite struct SwiftUIScenarioTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    /// Runs `yaml` from a scratch folder that links each fixture folder by
    /// its name, so `path:` is read relative to the scenario as users write it.
    private func run(_ yaml: String) async throws -> ScenarioResult {
        await ScenarioRunner(spec: try await load(yaml)).run()
    }

    private func load(_ yaml: String) async throws -> ScenarioSpec {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("a11ysim-swiftui-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: folder) }
        for name in try files.contentsOfDirectory(atPath: Self.paths.fixture("")) {
            try files.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: Self.paths.fixture(name))
        }
        let path = folder.appendingPathComponent("scenario.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return try await InputLoader().load(path).spec
    }

    @Test func aScenarioNamesSwiftUISourcesAndAView() async throws {
        let result = try await run(
            """
            swiftui: {path: Controls, view: ControlsView}
            steps:
              - focus: Wi-Fi
              - expect: {speech: "Wi-Fi. Switch Button. On."}
              - doubleTap
              - expect: {speech: "Off"}
              - focus: Volume
              - swipeUp
              - expect: {speech: "60%"}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aViewThatHandlesEscapeStopsTheGesture() async throws {
        let result = try await run(
            """
            swiftui: {path: Actions, view: ActionsView}
            steps:
              - focus: Custom dialog
              - escape
              - expect: {handledBy: Custom dialog}
              - focus: Photo
              - swipeDown
              - expect: {speech: "Show Context Menu"}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aRightToLeftAppNamedByAScenarioReadsRightToLeft() async throws {
        let result = try await run(
            """
            swiftui: RightToLeft
            steps:
              - expect: {elements: [First, Second, Below]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aScenariosOwnRightToLeftLaysTheSwiftUIViewsOutRightToLeft() async throws {
        // Two columns written left to right: mirrored, they still read in the order the code lists.
        let spec = try await load(
            """
            swiftui: ReadingOrder
            layoutDirection: rightToLeft
            steps: []

            """)
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["Name", "Ada", "Age", "36"])
        let name = try #require(runner.application.window.descendant(withID: "Name"))
        let ada = try #require(runner.application.window.descendant(withID: "Ada"))
        #expect(name.frameInWindow.minX > ada.frameInWindow.minX)
    }

    @Test func aSwiftUICustomRotorMovesBetweenItsEntries() async throws {
        let result = try await run(
            """
            swiftui: Rotors
            steps:
              - swipeRight
              - expect: {focus: Burger}
              - rotor: Vegan
              - swipeDown
              - expect: {focus: Salad, speech: Salad}
              - swipeDown
              - expect: {focus: Soup}
              - rotor: Notes
              - swipeDown
              - expect: {focus: Chef's note}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aPreviewOrViewNoSourceHasIsAnErrorWithTheNearestName() async throws {
        do {
            _ = try await run("swiftui: {path: Evaluation, view: Badg}\nsteps: []\n")
            Issue.record("loaded")
        } catch let error as DiagnosticGroup {
            #expect(error.diagnostics.first?.message == "the sources have no view or App named 'Badg'")
            #expect(error.diagnostics.first?.hint == "did you mean 'Badge'?")
        }
    }

    @Test func importWritesTheReferenceFormNamingTheSources() async throws {
        let output = Self.paths.fixture("imported.yaml")
        let yaml = try await ScenarioImporter(options: ImportOptions(swiftUIEntry: .preview("Texts"))).importScenario(
            Self.paths.fixture("Texts"), writtenTo: output
        ).yaml
        #expect(yaml.contains("\nswiftui: {path: Texts, preview: Texts}\nsteps:\n"))
    }
}

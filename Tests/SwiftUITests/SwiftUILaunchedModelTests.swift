import Foundation
import Inputs
import Scenarios
import TestSupport
import Testing

/// A model made as the scenario launches the app (its `launch:`): the
/// screens are built under that launch, an initializer that cannot run to
/// its end keeps what it set, and a call that may throw is never guessed.
@MainActor @Suite struct SwiftUILaunchedModelTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    private func run(launch: String, _ steps: String) async throws -> ScenarioResult {
        let yaml = "swiftui: {path: LaunchedModels, view: DiveApp}\n\(launch)steps:\n\(steps)"
        return try await withLinkedFixture("LaunchedModels", paths: Self.paths, yaml: yaml) { path in
            await ScenarioRunner(spec: try await InputLoader().load(path).spec).run()
        }
    }

    @Test func aUITestLaunchBuildsTheTabsWithNoBannerFromTheModelsInitializer() async throws {
        let result = try await run(
            launch: "launch: {arguments: [--ui-testing]}\n",
            """
              - expect: {elements: ["Sample dives", "Selected: Log. Tab. 1 of 2.", "Settings. Tab. 2 of 2."]}
              - focus: Settings
              - doubleTap
              - expect: {speech: "Selected: Settings. Tab. 2 of 2."}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aValueTheStoreHoldsStaysUnknownWhereTheInitializerStopped() async throws {
        let result = try await run(
            launch: "launch: {arguments: [--ui-testing]}\n",
            """
              - focus: Settings
              - doubleTap
              - expect: {elements: ["Units: «units»", "Log. Tab. 1 of 2.", "Selected: Settings. Tab. 2 of 2."]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func withoutTheArgumentWhetherTheStoreOpensIsNotGuessed() async throws {
        // Opening the file store may throw into a catch that goes on: what the initializer sets from there on is unknown.
        // The banner above the tab view is on each tab's screen, before its content.
        let result = try await run(
            launch: "",
            """
              - expect: {elements: ["«warning»", '«model.inMemory ? "Sample dives" : "Your dives"»', "Selected: Log. Tab. 1 of 2.", "Settings. Tab. 2 of 2."]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}

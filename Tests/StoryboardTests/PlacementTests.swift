import AppModel
import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// Imported views sit where UIKit shows them on the simulated iPhone
/// (390x844, 47 pt top inset, 44 pt bar): saved frames include the design
/// device's status bar and bars, which the simulated device replaces.
@MainActor
@Suite struct PlacementTests {
    /// Runs `steps` on the fixture and returns the window frame of `id`.
    func frame(of id: String, in fixture: String, after steps: String = "[]") async throws -> Rect? {
        let text = "storyboard: \(FixturePaths.fixture("Placement/\(fixture)"))\nsteps: \(steps)\n"
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "test.yaml")
        let runner = ScenarioRunner(spec: spec)
        _ = await runner.run()
        return runner.application.window.descendant(withID: id)?.frameInWindow
    }

    @Test func aBareControllerDesignedOnTheSameDeviceKeepsItsSavedFrame() async throws {
        #expect(try await frame(of: "signIn", in: "Notch.storyboard") == Rect(x: 20, y: 67, width: 350, height: 44))
    }

    @Test func contentUnderATranslucentBarMovesFromTheDesignBarsToTheSimulatedOnes() async throws {
        // Saved at y 72 = 20 (status) + 44 (bar) + 8; shown 8 below the simulated bar (47 + 44).
        #expect(
            try await frame(of: "compose", in: "Navigation.storyboard") == Rect(x: 16, y: 99, width: 343, height: 44))
    }

    @Test func aRootViewSavedBelowTheBarKeepsItsSubviewsWhereTheyWere() async throws {
        let frame = try await frame(of: "oldLabel", in: "Navigation.storyboard", after: "[{focus: compose}, doubleTap]")
        #expect(frame == Rect(x: 16, y: 99, width: 343, height: 21))
    }

    @Test func aPresentedControllerWithoutBarsLosesOnlyTheStatusBar() async throws {
        let frame = try await frame(of: "close", in: "Navigation.storyboard", after: "[{focus: about}, doubleTap]")
        #expect(frame == Rect(x: 16, y: 55, width: 80, height: 44))
    }
}

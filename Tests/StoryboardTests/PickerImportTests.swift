import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// Date pickers from a storyboard keep their style and saved date; a
/// picker view's rows come from code, so it imports with none.
@MainActor
@Suite struct PickerImportTests {
    @Test func datePickersReadInTheirStoredStyleAndDate() async throws {
        let text = """
            storyboard: \(FixturePaths.fixture("Pickers.storyboard"))
            steps:
              - expect:
                  elements:
                    - "Birthday: February. Adjustable."
                    - "Birthday: 26. Adjustable."
                    - "Birthday: 1990. Adjustable."
                    - "Nov 23, 2025. Button."
                    - "6:05 PM. Button."
              - focus: birthday.day
              - swipeDown
              - expect: {speech: "25"}
            """
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "pickers.yaml")
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.map { "\($0.key): \($0.actual)" } == [])
    }
}

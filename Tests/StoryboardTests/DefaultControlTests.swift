import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// Every default control of docs/voiceover-rules.md §1.3, imported from a
/// storyboard that leaves out what UIKit defaults: what VoiceOver says for it.
@MainActor
@Suite struct DefaultControlTests {
    private func run(_ steps: String) async throws -> [String] {
        let text = "storyboard: \(FixturePaths.fixture("Controls.storyboard"))\nsteps:\n\(steps)"
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "controls.yaml")
        let result = await ScenarioRunner(spec: spec).run()
        return result.failures.map { "\($0.key): expected \($0.expected), got \($0.actual)" }
    }

    @Test func eachControlReadsAsUIKitConfiguresIt() async throws {
        let failures = try await run(
            """
              - expect:
                  elements:
                    - "Controls. Heading."
                    - "Plain label"
                    - "Send. Button."
                    - "Profile photo. Image."
                    - "Switch Button. Off."
                    - "Wi-Fi. Switch Button. On."
                    - "50%. Adjustable."
                    - "Decrement. Dimmed. Button."
                    - "Increment. Button."
                    - "Selected: Day. Button. 1 of 2."
                    - "Week. Button. 2 of 2."
                    - "page 1 of 3. Adjustable."
                    - "Email. Text Field."
                    - "Password. Secure Text Field."
                    - "Notes here. Text Field."
                    - "Search. Search Field."
                    - "In progress"
                    - "Progress halted"
                    - "25%"
                    - "Selected: Controls. Tab. 1 of 2."
                    - "More. Tab. 2 of 2."
            """)
        #expect(failures == [])
    }

    @Test func hintsComeFromTheControlsTraits() async throws {
        let failures = try await run(
            """
              - focus: switchOn
              - expect: {hint: "Double tap to toggle setting."}
              - focus: slider
              - expect: {hint: "Swipe up or down with one finger to adjust the value."}
              - swipeUp
              - expect: {speech: "60%"}
              - focus: email
              - expect: {hint: "Double tap to edit."}
              - focus: stepper.increment
              - doubleTap
              - expect: {speech: "1"}
            """)
        #expect(failures == [])
    }

    @Test func aPushedScreenHasABackButtonTitledByThePreviousScreen() async throws {
        let failures = try await run(
            """
              - focus: button
              - doubleTap
              - expect: {screen: details, speech: "Controls. Back Button."}
              - swipeRight
              - expect: {speech: "Details. Heading."}
            """)
        #expect(failures == [])
    }
}

import AppModel
import AppSpec
import ScenarioYAML
import Scenarios
import Testing

/// The colour well, added end to end on the YAML path: its title, the
/// colour's name when it is a named system hue, the button trait, and a
/// double tap that sends its primary action (the system picker is not drawn).
@MainActor
@Suite("Colour wells")
struct ColorWellTests {
    private func failures(_ steps: String) async throws -> [String] {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - colorWell: Tint
                    id: tint
                    color: systemBlue
                  - colorWell: Highlight
                    id: highlight
                    color: "#FF8800"
                  - colorWell: Text
                    id: text
                    color: white
                  - colorWell: Unset
                    id: unset
            steps:
            \(steps)
            """
        return try await scenarioFailures(text, path: "wells.yaml")
    }

    @Test func aWellReadsItsTitleTheNamedColourAndButton() async throws {
        #expect(
            try await failures(
                """
                  - expect:
                      elements: ["Tint: blue. Button.", "Highlight. Button.", "Text: white. Button.", "Unset. Button."]
                      focus: tint
                """
            ).isEmpty)
    }

    @Test func aDoubleTapSendsThePrimaryAction() async throws {
        #expect(
            try await failures(
                """
                  - doubleTap
                  - expect:
                      events: [tint.primaryAction]
                      focus: tint
                """
            ).isEmpty)
    }

    @Test func aColourWithoutACertainNameHasNoValue() {
        #expect(ColorWell("A", color: .system("systemIndigo")).accessibilityValue == "indigo")
        #expect(ColorWell("A", color: .fixed(RGBA(bytes: 0, 0, 255))).accessibilityValue == nil)
        #expect(ColorWell("A", color: .system("label")).accessibilityValue == nil)
        #expect(ColorWell("A").accessibilityValue == nil)
    }
}

import AppModel
import AppSpec
import ScenarioYAML
import Scenarios
import Testing

/// One model of cells (docs/voiceover-rules.md §3.6): a cell reads as its
/// text, a switch accessory makes it that switch, controls in its content
/// view stay reachable, and a cell with nothing to say is no stop.
@MainActor
@Suite("Cells as VoiceOver reads them")
struct CellModelTests {
    private func run(_ steps: String) async throws -> [String] {
        let text = """
            name: Cells
            root: home
            controllers:
              home:
                views:
                  - table: null
                    id: list
                    views:
                      - cell: Wi-Fi
                        id: wifi
                        accessory: switch
                        isOn: true
                      - cell: Profile
                        id: profile
                        accessory: disclosureIndicator
                        detail: Ann Lee
                      - cell: null
                        id: form
                        views:
                          - text: Name
                          - textField: null
                            id: name
                            placeholder: Your name
                          - button: Save
                            id: save
                      - cell: null
                        id: bare
                        views:
                          - switch: Notifications
                            id: notify
                      - cell: null
                        id: blank
            steps:
            \(steps)
            """
        return try await scenarioFailures(text, path: "cells.yaml")
    }

    @Test func cellsReadAsTheirTextAndTheirControlsStayReachable() async throws {
        let failures = try await run(
            """
              - expect:
                  elements:
                    - "Wi-Fi. Switch Button. On."
                    - "Profile, Ann Lee. Button."
                    - "Name"
                    - "Your name. Text Field."
                    - "Save. Button."
                    - "Notifications. Switch Button. Off."
            """)
        #expect(failures == [])
    }

    @Test func aSwitchAccessoryMakesTheCellThatSwitch() async throws {
        let failures = try await run(
            """
              - focus: wifi
              - expect: {speech: "Wi-Fi. Switch Button. On.", hint: "Double tap to toggle setting."}
              - doubleTap
              - expect: {speech: "Off", focus: wifi}
            """)
        #expect(failures == [])
    }

    @Test func controlsInsideACellAreFocusedAndActivatedOnTheirOwn() async throws {
        let failures = try await run(
            """
              - focus: name
              - expect: {speech: "Your name. Text Field.", hint: "Double tap to edit."}
              - swipeRight
              - expect: {focus: save, speech: "Save. Button."}
              - swipeRight
              - expect: {focus: notify}
              - swipeRight
              - expect: {focus: notify, earcon: boundary}
            """)
        #expect(failures == [])
    }

    @Test func viewsUnderATableAreRowsInOrder() async throws {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - table: null
                    views:
                      - text: Recent
                        traits: [header]
                      - cell: Inbox
                        id: inbox
                      - button: Show all
                        id: all
            steps:
              - expect: {elements: ["Recent. Heading.", "Inbox", "Show all. Button."]}
            """
        let spec = try ScenarioLoader().load(text: text, path: "rows.yaml")
        let runner = ScenarioRunner(spec: spec)
        let result = await runner.run()
        #expect(result.failures.map(\.actual) == [])
        let rows = ["inbox", "all"].compactMap { runner.application.window.descendant(withID: $0)?.frameInWindow.minY }
        #expect(rows == [99, 143])
    }
}

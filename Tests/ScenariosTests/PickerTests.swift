import AppModel
import AppSpec
import ScenarioYAML
import Scenarios
import Testing

/// Pickers as UIKit exposes them: a wheel per component, adjustable by
/// swipes that speak the new row; date pickers in the style the scenario or
/// the storyboard asks for, `automatic` resolved as iOS 14 and later do.
@MainActor
@Suite("Pickers and date pickers")
struct PickerTests {
    private func failures(_ steps: String) async throws -> [String] {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - picker: Size
                    id: size
                    components: [[Small, Medium, Large], [Red, Blue]]
                    selectedRows: [1, 0]
                  - datePicker: Birthday
                    id: birthday
                    mode: date
                    style: wheels
                    date: 1990-02-14
                  - datePicker: Alarm
                    id: alarm
                    mode: time
                    style: wheels
                    date: 2026-11-23 09:41
                  - datePicker: Departure
                    id: departure
                    date: 2026-11-23 18:05
                  - datePicker: Timer
                    id: timer
                    mode: countDownTimer
                    date: 2026-11-23 01:30
            steps:
            \(steps)
            """
        return try await scenarioFailures(text, path: "pickers.yaml")
    }

    @Test func eachWheelAndEachCompactPartIsAnElement() async throws {
        #expect(
            try await failures(
                """
                  - expect:
                      elements:
                        - "Size: Medium. Adjustable."
                        - "Size: Red. Adjustable."
                        - "Birthday: February. Adjustable."
                        - "Birthday: 14. Adjustable."
                        - "Birthday: 1990. Adjustable."
                        - "Alarm: 9. Adjustable."
                        - "Alarm: 41. Adjustable."
                        - "Alarm: AM. Adjustable."
                        - "Departure: Nov 23, 2026. Button."
                        - "Departure: 6:05 PM. Button."
                        - "Timer: 1 hour. Adjustable."
                        - "Timer: 30 min. Adjustable."
                """) == [])
    }

    @Test func swipingAWheelSpeaksTheNewRowAndStopsAtTheEnd() async throws {
        #expect(
            try await failures(
                """
                  - focus: size.component0
                  - swipeUp
                  - expect: {speech: "Large", value: {size.component0: Large}}
                  - swipeUp
                  - expect: {speech: null, earcon: boundary}
                  - swipeDown
                  - swipeDown
                  - expect: {speech: "Small"}
                  - focus: alarm.period
                  - swipeUp
                  - expect: {speech: "PM"}
                """) == [])
    }

    @Test func storedDatesConvertFromAppleSeconds() {
        // 785,613,900 s after 1 January 2001 is 23 November 2025, 18:05 UTC.
        #expect(
            PickerDate(secondsSinceReference: 785_613_900)
                == PickerDate(year: 2025, month: 11, day: 23, hour: 18, minute: 5))
        #expect(PickerDate(secondsSinceReference: -342_316_800) == PickerDate(year: 1990, month: 2, day: 26))
        #expect(PickerDate(secondsSinceReference: 0) == .reference)
        #expect(PickerDate(year: 2024, month: 2, day: 30).day == 29)
    }
}

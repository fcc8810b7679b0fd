import AppSpec
import Foundation
import Inputs
import Scenarios
import TestSupport
import Testing

/// The causes issue #48 found on real code, each on a minimal SwiftUI file
/// (Fixtures/Why): what VoiceOver reads, and what an action changes.
@MainActor @Suite struct SwiftUIWhyTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    /// Runs `steps` on `view` of the Why fixture; the failures, if any.
    private func failures(_ view: String, _ steps: String) async throws -> [String] {
        let result = try await withLinkedFixture(
            "Why", paths: Self.paths, yaml: "swiftui: {path: Why, view: \(view)}\nsteps:\n\(steps)"
        ) { path in
            await ScenarioRunner(spec: try await InputLoader().load(path).spec).run()
        }
        return result.failures.map { "\($0)" }
    }

    @Test func aRowClosureTakesEachTupleApartAndItsParameterShadowsAGlobal() async throws {
        let failed = try await failures(
            "TupleSectionsView",
            """
              - expect: {elements: ["Fruit. Heading.", "Apple", "Pear", "Greens. Heading.", "Kale"]}

            """)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func dollarZeroInARowClosureIsTheRowsItem() async throws {
        let failed = try await failures("AnonymousRowsView", "  - expect: {elements: [Alpha, Beta]}\n")
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func aTraitAddedOnAConditionMarksOnlyTheRowsWhereItHolds() async throws {
        let failed = try await failures("SelectedTraitView", "  - expect: {elements: [Alpha, \"Selected: Beta\"]}\n")
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func aListGroupedByDictionaryGroupingAndSortedByAClosureShowsItsRows() async throws {
        let failed = try await failures(
            "GroupedListView",
            """
              - expect: {elements: ["Fruit. Heading.", "Apple", "Pear", "Greens. Heading.", "Kale"]}

            """)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func aGuardsElseKeepsTheStateItAssignsBeforeReturning() async throws {
        let failed = try await failures(
            "GuardStatusView",
            """
              - expect: {elements: [Idle, Send. Button.]}
              - focus: Send
              - doubleTap
              - expect: {elements: [Nothing to send, Send. Button.], events: [GuardStatusView.status.set]}

            """)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func aModelMethodCalledInAnIfConditionKeepsItsEffects() async throws {
        let failed = try await failures(
            "ConditionEffectView",
            """
              - focus: Check
              - doubleTap
              - expect: {elements: [Checked 1 times, Not done, Check. Button.]}
              - doubleTap
              - expect: {elements: [Checked 2 times, Done, Check. Button.]}

            """)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func typingIntoAModelsFieldIsKeptForStateStateObjectAndBindable() async throws {
        let failed = try await failures(
            "ModelBindingsView",
            """
              - focus: Email
              - doubleTap
              - type: "a@b.c"
              - focus: Name
              - doubleTap
              - type: "Ann"
              - expect: {value: {"Email": "a@b.c", "Name": "Ann", "Edit email": "a@b.c"}}
              - focus: "Email: a@b.c"
              - expect: {speech: "Email: a@b.c"}
              - focus: "Name: Ann"
              - expect: {speech: "Name: Ann"}

            """)
        #expect(failed.isEmpty, "\(failed)")
    }
}

import AppModel
import AppSpec
import Diagnostics
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// `optional.map { Row(…) }` in a view builder (Fixtures/OptionalMap): the
/// row when the optional holds a value, nothing for `nil`, and a random
/// value's row with its parts unknown as runtime data.
@MainActor @Suite struct SwiftUIOptionalMapTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func anOptionalsMapShowsItsViewOnlyWhenItHoldsAValue() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("OptionalMap"), entry: .view("IslandsView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(
            runner.reader.describedElements() == [
                "Bamboo, 15% chance", "«island.name», «island.chance»% chance",
            ])
        #expect(
            warnings.contains {
                $0.message == "«island.name» is not settled by the sources: runtime data (randomElement() is random)"
            })
        #expect(warnings.contains { $0.message.hasPrefix("whether 'random' has a value is not known") })
    }
}

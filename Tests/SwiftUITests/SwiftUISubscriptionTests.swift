import AppModel
import AppSpec
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Models that subscribe to a `@Published` property in their initializer
/// (Fixtures/Subscriptions): what the subscription sets is what the screen
/// reads, not the property's first value; a tab bar with a view drawn over
/// it in a `ZStack` stays a tab bar.
@MainActor @Suite struct SwiftUISubscriptionTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func countsASubscriptionSetsThroughTheMainQueueAreRead() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Subscriptions"), entry: .view("ShelfRow"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(runner.reader.describedElements() == ["1 of 2 read"])
    }

    @Test func aViewOverATabViewInAZStackIsReadOnEachTabBeforeTheTabBar() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("Subscriptions"), entry: .view("ShelfTabs"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        #expect(
            runner.reader.describedElements() == [
                "1 of 2 read", "Now Playing. Button.", "Selected: Shelf. Tab. 1 of 2.", "Settings. Tab. 2 of 2.",
            ])
    }
}

import AppSpec
import SwiftUIImport
import Testing

/// A view of a Composable Architecture feature reads the state its store
/// was made with (a preview's `initialState`): members through the store,
/// a child store scoped to an optional child state (none when it is `nil`),
/// rows of an identified array (Fixtures/StoreFeature).
@MainActor @Suite struct SwiftUIStoreTests {
    @Test func aPreviewsStoreGivesTheViewItsState() async throws {
        let (_, chosen, _) = try await SwiftUIFixtureTests.read("StoreFeature", entry: .preview("Chosen"))
        #expect(chosen == ["Day 1. Heading.", "Opening", "Closing", "Favorite. Button.", "Speaker: Ada"])
        let (_, empty, _) = try await SwiftUIFixtureTests.read("StoreFeature", entry: .preview("Empty"))
        #expect(empty == ["Day 2. Heading.", "Favorite. Button.", "No talk chosen"])
    }
}

import SwiftUIImport
import Testing

/// SwiftData's store filled by the app's own code when its first screen
/// appears: the launch screen's `@Query(sort:)` reads what was inserted,
/// in creation order (dates read from the clock keep their order), from a
/// container kept in memory only, which starts empty at launch
/// (Fixtures/SeededStore).
@MainActor @Suite struct SwiftUISeededStoreTests {
    @Test func aQueryReadsWhatTheAppSeededWhenItsScreenAppeared() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("SeededStore")
        #expect(elements == ["Birds. Heading.", "Robin", "Jay", "Wren"])
    }
}

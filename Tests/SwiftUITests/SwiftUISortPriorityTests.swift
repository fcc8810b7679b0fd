import Testing

/// `.accessibilitySortPriority` orders the elements of siblings that show
/// some; siblings that show none are nothing to order (Fixtures/SortPriority).
@MainActor @Suite struct SwiftUISortPriorityTests {
    @Test func prioritizedSiblingsWithNoElementsAreLeftOut() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("SortPriority/EmptyPriorities.swift")
        #expect(elements == ["Title"])
    }
}

import AppSpec
import SwiftUIImport
import Testing

/// A string-table constant generated into a file the sources do not hold
/// (`L10n.Chat.title`, SwiftGen's naming) is the table's text for the key
/// its names spell (`chat.title`); one whose key is not in the table stays
/// unknown (Fixtures/GeneratedStrings).
@MainActor @Suite struct SwiftUIGeneratedStringsTests {
    @Test func aGeneratedConstantIsItsKeysText() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("GeneratedStrings", entry: .view("ChatHeader"))
        #expect(elements == ["Chat", "Message to the group. Text Field.", "«L10n.Chat.missing»"])
    }
}

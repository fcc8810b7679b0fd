import AppSpec
import SwiftUIImport
import Testing

/// A view's initializer is chosen as Swift chooses it: a text literal
/// given where one overload takes a `Text` and another a localized key
/// goes to the key's, and one given for a generic parameter named `Text`
/// fills it (Fixtures/Overloads).
@MainActor @Suite struct SwiftUIOverloadTests {
    @Test func aTextLiteralChoosesTheKeysInitializerNotTheTexts() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read(
            "Overloads/CaptionedGroup.swift", entry: .view("CaptionedScreen"))
        #expect(elements == ["Headings", "Body", "Made from a text", "More", "First line", "Second line"])
    }
}

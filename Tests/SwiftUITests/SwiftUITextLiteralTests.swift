import AppSpec
import SwiftUIImport
import Testing

/// A string literal is read as Swift reads it: `\"`, `\u{2019}`, `\t` and
/// `\n` are the characters they stand for, a raw literal keeps its
/// backslashes, a multi-line literal its new lines (Fixtures/TextLiterals).
@MainActor @Suite struct SwiftUITextLiteralTests {
    @Test func escapesAreTheCharactersTheyStandFor() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read(
            "TextLiterals/EscapedText.swift", entry: .view("EscapedText"))
        #expect(
            elements == [
                "Say \"hello\", Ada", "Don\u{2019}t stop", "Tab\there", #"Raw \n stays"#, "Two\nlines", "x", "y",
            ])
    }
}

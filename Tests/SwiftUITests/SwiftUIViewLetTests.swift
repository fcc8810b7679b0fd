import SwiftUIImport
import Testing

/// A view kept in a local with its modifiers (`let label: some View =
/// HStack { … }.padding()`, `let hint = Text(…).accessibilityHidden(true)`)
/// is that view where it is shown; a date a child reads through a binding
/// whose state starts at `.now`, and a text relative to it, are unknown as
/// the current date, not as the reader's gaps (Fixtures/ViewLets).
@MainActor @Suite struct SwiftUIViewLetTests {
    @Test func aViewInALocalIsShownWithItsModifiers() async throws {
        let (_, elements, warnings) = try await SwiftUIFixtureTests.read("ViewLets")
        #expect(elements == ["Save Changes. Button.", "«formatted()»", "«Text(savedAt, style: .relative)»"])
        let file = "Fixtures/ViewLets/SaveForm.swift"
        let notes = warnings.filter { $0.contains(": note: ") }
        #expect(
            notes.contains(
                "\(file):36:14: note: «formatted()» is not settled by the sources: runtime data (the current date)"))
        #expect(notes.contains { $0.contains("«Text(savedAt, style: .relative)»") && $0.contains("runtime data") })
    }
}

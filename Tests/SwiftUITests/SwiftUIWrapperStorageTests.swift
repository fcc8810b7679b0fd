import SwiftUIImport
import Testing

/// A property set through its storage in an initializer: `_name =
/// State(initialValue:)`, `_model = State(wrappedValue:)`, and an
/// `@Observable` class's `self._theme = …` (the macro's storage) give the
/// property its value (Fixtures/WrapperStorage).
@MainActor @Suite struct SwiftUIWrapperStorageTests {
    @Test func aPropertySetThroughItsStorageHasTheValueSet() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("WrapperStorage")
        #expect(elements == ["Renaming Garden", "Theme: Bold", "Garden. Text Field."])
    }
}

import AppSpec
import SwiftUIImport
import Testing

/// An `Image` model code makes (a computed property of an extension of
/// Foundation's `Unit`, reached through a protocol a subclass adopts) is
/// read as the image it names: an asset by its name, a symbol by its label
/// (Fixtures/UnitIcons).
@MainActor @Suite struct SwiftUIModelImageTests {
    @Test func anImageMadeInAnExtensionOfALibraryClassIsRead() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("UnitIcons")
        #expect(
            elements == [
                "cup. Image.", "drop fill. Image.", "scalemass fill. Image.", "gauge. Image.", "cup. Image.",
            ])
    }
}

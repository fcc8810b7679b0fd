import SwiftUIImport
import Testing

/// `Image(.name)` and `ImageResource.name`: the symbols Xcode generates
/// from the app's asset catalogs name the image set they were made from,
/// which is what VoiceOver reads (Fixtures/AssetSymbols): `.tokyo` is
/// the set `tokyo`, `.acTower` the set `ACTower`, a namespace folder's set
/// is named with its folder, and a trailing `Image` is not in the symbol.
/// A symbol no catalog generates is unknown, never its spelling.
@MainActor @Suite struct SwiftUIAssetSymbolTests {
    @Test func anImageResourceReadsTheNameOfItsImageSet() async throws {
        let (_, elements, warnings) = try await SwiftUIFixtureTests.read("AssetSymbols")
        #expect(
            elements == [
                "tokyo. Image.", "ACTower. Image.", "Fountain/Stone. Image.", "River Map Image. Image.",
                "«.notInACatalog». Image.",
            ])
        #expect(
            warnings.contains(
                "Fixtures/AssetSymbols/App.swift:12:19: note: «.notInACatalog» is not settled by the sources: code outside the sources (no asset catalog of the sources has an image whose symbol is .notInACatalog)"
            ))
    }
}

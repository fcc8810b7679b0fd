import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// An asset catalog's image and color sets by name, namespace folders
/// included, and the image symbols Xcode generates for them.
@Suite struct AssetCatalogTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test(arguments: [
        ("Building 1", "building1"), ("ACText", "acText"), ("ACHeaderBackground", "acHeaderBackground"),
        ("Marble Floor", "marbleFloor"), ("close-icon-white", "closeIconWhite"), ("AppLogoImage", "appLogo"),
        ("1 Small Clouds", "_1SmallClouds"), ("URL", "url"), ("tokyo", "tokyo"), ("bird_food", "birdFood"),
    ])
    func anImageSetsSymbolIsItsNameInLowerCamelCase(name: String, symbol: String) {
        #expect(AssetCatalog.symbolName(name, suffix: "Image") == symbol)
    }

    @Test func namesThatCannotBeASymbolHaveNone() {
        #expect(AssetCatalog.symbolName("default", suffix: "Image") == nil)
        #expect(AssetCatalog.symbolName("--", suffix: "Image") == nil)
    }

    @Test func aCatalogListsItsSetsWithTheirNamespaces() throws {
        let folder = Self.paths.fixture("Assets/Shop.xcassets")
        let catalog = AssetCatalog.read(folder)
        #expect(catalog.assets.map(\.fullName) == ["Badge", "Fountain/Stone", "Logo Image", "Sale"])
        #expect(catalog.assets.map(\.kind) == [.color, .image, .image, .image])
    }

    @Test func theGeneratedSymbolsNestNamespacesAndDropClashes() throws {
        let folder = Self.paths.fixture("Assets/Shop.xcassets")
        let clash = AssetCatalog(path: "/x", assets: [.init(kind: .image, namespaces: [], name: "sale")])
        let source = AssetCatalog.generatedImageSymbols([AssetCatalog.read(folder), clash])
        #expect(
            source == """
                extension ImageResource {
                    enum Fountain {
                        static let stone = ImageResource(name: "Fountain/Stone")
                    }
                    static let logo = ImageResource(name: "Logo Image")
                }

                """)
        #expect(AssetCatalog.generatedImageSymbols([]) == nil)
    }
}

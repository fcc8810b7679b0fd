import Testing

@testable import SwiftUIImport

/// An asset image's name is read with its separators as spaces; a part
/// the sources do not settle keeps its source as written, so its note
/// (which names that source) is found for it.
@Suite struct AssetNameTests {
    @Test func separatorsAreReadAsSpaces() {
        #expect(SFSymbols.assetName("close-icon_white.large") == "close icon white large")
        #expect(SFSymbols.assetName("get10off") == "get10off")
    }

    @Test func anUnknownPartKeepsItsSource() {
        #expect(SFSymbols.assetName("«species.id»/«part.name»1") == "«species.id»/«part.name»1")
        #expect(SFSymbols.assetName("bird-«kind.raw_value»-small") == "bird «kind.raw_value» small")
    }
}

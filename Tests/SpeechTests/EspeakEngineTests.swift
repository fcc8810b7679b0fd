import Foundation
import Testing
@testable import Speech

/// espeak-ng through the one engine actor.
@Suite struct EspeakEngineTests {
    @Test func sameTextGivesTheSameLengthWhateverCameBefore() async throws {
        let engine = EspeakEngine.shared
        let parameters = SpeechParameters()
        let first = try await engine.synthesize("Read all and read from here", parameters: parameters).count
        var lengths: [Int] = []
        for other in ["Settings. Heading.", "A much longer sentence with many more words in it, to change the state.", "Wi-Fi. Button."] {
            _ = try await engine.synthesize(other, parameters: parameters)
            lengths.append(try await engine.synthesize("Read all and read from here", parameters: parameters).count)
        }
        print("lengths", first, lengths)
        #expect(lengths.allSatisfy { $0 == first })
    }
}

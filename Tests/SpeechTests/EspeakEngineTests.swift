import Foundation
import Testing
import VoiceOver
@testable import Speech

/// espeak-ng through the one engine actor. espeak-ng's output varies by a
/// few samples with what was synthesized before, and the first utterance
/// after a voice (re)load runs up to about 6% longer, so lengths and energy
/// are compared with a tolerance, never hashed. Serialized so that one
/// test's voice and rate changes do not land inside another's measurements.
@Suite(.serialized) struct EspeakEngineTests {
    private let engine = EspeakEngine.shared

    private static func rms(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot() / 32768
    }

    @Test func synthesizesAudibleSpeechAt22050Hertz() async throws {
        #expect(try await engine.sampleRate() == 22_050)
        let samples = try await engine.synthesize("Settings, button", parameters: SpeechParameters())
        let seconds = Double(samples.count) / 22_050
        #expect(seconds > 0.8 && seconds < 1.6)
        #expect(Self.rms(samples) > 0.03)
    }

    @Test func repeatedTextKeepsItsLengthWithinOnePercent() async throws {
        _ = try await engine.synthesize("Warm up after any voice change.", parameters: SpeechParameters())
        let reference = try await engine.synthesize("Read all and read from here", parameters: SpeechParameters()).count
        for other in ["Settings. Heading.", "A much longer sentence with many more words in it.", "Wi-Fi. Button."] {
            _ = try await engine.synthesize(other, parameters: SpeechParameters())
            let again = try await engine.synthesize("Read all and read from here", parameters: SpeechParameters()).count
            #expect(abs(again - reference) <= reference / 100)
        }
    }

    /// Zero crossings per second: higher for a higher-pitched voice.
    private static func crossingRate(_ samples: [Int16]) -> Double {
        let crossings = zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        return Double(crossings) / (Double(samples.count) / 22_050)
    }

    @Test func typedCharactersAreHeardHigherAndDeletedOnesLower() async throws {
        let synthesizer = EspeakSynthesizer()
        var voice = SpeechVoice()
        var rates: [Double] = []
        for shift in [-15, 0, 15] {
            voice.pitchShift = shift
            let speech = await synthesizer.synthesize("the letter a", voice: voice)
            rates.append(Self.crossingRate(speech.samples))
        }
        #expect(rates[0] < rates[1] && rates[1] < rates[2], "\(rates)")
    }

    @Test func fasterRateGivesShorterAudio() async throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let slow = try await engine.synthesize(text, parameters: SpeechParameters(rate: 175)).count
        let fast = try await engine.synthesize(text, parameters: SpeechParameters(rate: 350)).count
        #expect(Double(fast) < Double(slow) * 0.65)
        #expect(Double(fast) > Double(slow) * 0.35)
    }

    @Test func unknownVoiceIsAnErrorWithCloseMatches() async throws {
        do {
            try await engine.validate(voice: "en-usa")
            Issue.record("en-usa was accepted")
        } catch {
            guard case .unknownVoice(let name, let suggestions) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == "en-usa")
            #expect(suggestions.first == "en-us")
            #expect(error.description.hasPrefix("espeak-ng has no voice 'en-usa'; did you mean 'en-us'"))
        }
    }

    @Test func voicesListLanguagesAndSkipMBROLA() async throws {
        let voices = try await engine.voices()
        #expect(voices.count > 50)
        #expect(voices.contains { $0.languages.contains("en-us") })
        #expect(!voices.contains { $0.identifier.hasPrefix("mb/") })
    }

    @Test func parallelSynthesisFromManyTasksIsNotCorrupted() async throws {
        let texts = ["Wi-Fi. Button.", "Settings. Heading.", "Brightness: 50%. Adjustable.", "Selected: Home. Tab. 1 of 3."]
        var reference: [String: Int] = [:]
        _ = try await engine.synthesize("Warm up after any voice change.", parameters: SpeechParameters())
        for text in texts { reference[text] = try await engine.synthesize(text, parameters: SpeechParameters()).count }
        let results = try await withThrowingTaskGroup(of: (String, [Int16]).self) { group in
            for index in 0..<48 {
                let text = texts[index % texts.count]
                group.addTask { (text, try await EspeakEngine.shared.synthesize(text, parameters: SpeechParameters())) }
            }
            var all: [(String, [Int16])] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 48)
        // Corruption from unserialized calls gives wildly wrong lengths
        // (docs/voiceover-rules.md §9); serialized calls agree within jitter.
        for text in texts {
            let lengths = results.filter { $0.0 == text }.map(\.1.count).sorted()
            let median = lengths[lengths.count / 2]
            let expected = reference[text] ?? 0
            #expect(lengths.count == 12)
            #expect(lengths.allSatisfy { abs($0 - median) <= median / 10 }, "\(text): \(lengths)")
            #expect(abs(median - expected) <= expected / 15, "\(text): median \(median), serial \(expected)")
        }
        #expect(results.allSatisfy { Self.rms($0.1) > 0.02 })
    }
}

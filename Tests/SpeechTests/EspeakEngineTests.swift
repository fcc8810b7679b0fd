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

    /// Why a run gives each file a session of its own (the session server):
    /// the same text after other speech is not the same audio.
    @Test func theSameTextAfterOtherSpeechIsSlightlyDifferentAudio() async throws {
        let parameters = SpeechParameters()
        let before = try await engine.measuredSynthesis("Settings, Button.", parameters: parameters).samples
        _ = try await engine.measuredSynthesis(
            "Wi-Fi, On, switch button, double tap to toggle setting.", parameters: parameters)
        let after = try await engine.measuredSynthesis("Settings, Button.", parameters: parameters).samples
        #expect(before != after)
        #expect(abs(before.count - after.count) < before.count / 10)
    }

    /// `en-gb` names no voice file (British English is `gmw/en`), but it is
    /// the language of one: it speaks, with a variant kept.
    @Test func aLanguageCodeSelectsTheVoiceThatSpeaksIt() async throws {
        let british = try await engine.measuredSynthesis(
            "Colour settings", parameters: SpeechParameters(voice: "en-gb")
        ).samples
        let american = try await engine.measuredSynthesis(
            "Colour settings", parameters: SpeechParameters(voice: "en-us")
        ).samples
        let variant = try await engine.measuredSynthesis(
            "Colour settings", parameters: SpeechParameters(voice: "en-gb+f3")
        ).samples
        #expect(!british.isEmpty && british != american && variant != british)
        await #expect(throws: SpeechError.self) { try await engine.validate(voice: "en-xx") }
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

    /// The voice's median fundamental frequency in hertz: for each 40 ms
    /// frame loud enough to be voiced, the shortest lag between 2.5 and
    /// 20 ms (400 to 50 Hz) whose normalised autocorrelation comes within
    /// 10% of the frame's best (so an octave below is not taken for the
    /// pitch). Zero crossings, tried first, follow the formants as much as
    /// the pitch and flipped order when other tests spoke in between.
    private static func pitch(_ samples: [Int16]) -> Double {
        let frame = 882
        let lags = 55...441
        var estimates: [Double] = []
        var start = 0
        while start + frame + lags.upperBound <= samples.count {
            let x = samples[start..<(start + frame + lags.upperBound)].map(Double.init)
            start += frame
            let energy = x[0..<frame].reduce(0) { $0 + $1 * $1 }
            guard energy / Double(frame) > 250_000 else { continue }
            var scores: [Double] = []
            for lag in lags {
                var product = 0.0
                var shifted = 0.0
                for index in 0..<frame {
                    product += x[index] * x[index + lag]
                    shifted += x[index + lag] * x[index + lag]
                }
                scores.append(product / max(1, (energy * shifted).squareRoot()))
            }
            guard let best = scores.max(), best > 0.5, let first = scores.firstIndex(where: { $0 >= best * 0.9 }) else {
                continue
            }
            estimates.append(22_050 / Double(lags.lowerBound + first))
        }
        let sorted = estimates.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    @Test func typedCharactersAreHeardHigherAndDeletedOnesLower() async throws {
        let synthesizer = EspeakSynthesizer()
        var voice = SpeechVoice()
        var pitches: [Double] = []
        for shift in [-15, 0, 15] {
            voice.pitchShift = shift
            let speech = await synthesizer.synthesize("the letter a", voice: voice)
            pitches.append(Self.pitch(speech.samples))
        }
        #expect(pitches[0] > 50 && pitches[0] < pitches[1] && pitches[1] < pitches[2], "\(pitches)")
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
        let texts = [
            "Wi-Fi. Button.", "Settings. Heading.", "Brightness: 50%. Adjustable.", "Selected: Home. Tab. 1 of 3.",
        ]
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

import Foundation
import Speech

/// `make bench-speech`: a11ysim's speech path (the EspeakEngine actor,
/// called from another task as the screen reader calls it) beside direct
/// C calls to libespeak-ng, interleaved round by round in one process.
/// Prints request-to-first-sample and real-time factor for a short label
/// and a paragraph, and exits 1 when our overhead on the paragraph's
/// whole synthesis, or on first-sample latency beyond a 50 µs floor, is
/// 10% or more.
@main
@MainActor
struct SpeechBench {
    static let short = "Settings, button"
    static let long = """
        The quick brown fox jumps over the lazy dog while the screen reader announces every control on the page. \
        Press the tab key to move to the next button, or use the arrow keys to browse the list of settings. \
        When you are finished, activate the save button to keep your changes, or press escape to cancel and \
        return to the previous screen without saving anything.
        """
    static let rounds = 101

    static func main() async {
        let engine = EspeakEngine.shared
        let parameters = SpeechParameters(voice: "en", rate: 175, pitch: 50, volume: 100)
        let rate: Int
        do {
            rate = try await engine.sampleRate()
            for _ in 0..<5 { _ = try await engine.synthesize(long, parameters: parameters) }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
        for _ in 0..<5 { _ = DirectEspeak.synthesize(long) }

        print("speech benchmark: \(rounds) interleaved rounds, voice en, rate 175, \(rate) Hz")
        print("text   path      first sample   whole synth   audio     real-time factor")
        var failed = false
        for (name, text) in [("short", short), ("long", long)] {
            var direct: (first: [Double], total: [Double], audio: Double) = ([], [], 0)
            var ours: (first: [Double], total: [Double], audio: Double) = ([], [], 0)
            for round in 0..<rounds * 2 {
                // Alternate which path goes first, so neither always runs on a warmer cache.
                if (round / 2 + round) % 2 == 0 {
                    let c = DirectEspeak.synthesize(text)
                    direct.first.append(c.first)
                    direct.total.append(c.total)
                    direct.audio = Double(c.samples) / Double(rate)
                } else {
                    let start = ContinuousClock.now
                    guard let result = try? await engine.measuredSynthesis(text, parameters: parameters) else { exit(2) }
                    let end = ContinuousClock.now
                    ours.first.append(result.firstSamples.map { Measurement.seconds(start, $0) } ?? .nan)
                    ours.total.append(Measurement.seconds(start, end))
                    ours.audio = Double(result.samples.count) / Double(rate)
                }
            }
            let row = { (path: String, first: Double, total: Double, audio: Double) in
                print(
                    name.padding(toLength: 7, withPad: " ", startingAt: 0) + path.padding(toLength: 10, withPad: " ", startingAt: 0)
                        + String(format: "%9.3f ms   %8.3f ms   %6.2f s   %7.0fx", first * 1000, total * 1000, audio, audio / total))
            }
            let directFirst = Measurement.median(direct.first), oursFirst = Measurement.median(ours.first)
            let directTotal = Measurement.median(direct.total), oursTotal = Measurement.median(ours.total)
            row("direct C", directFirst, directTotal, direct.audio)
            row("a11ysim", oursFirst, oursTotal, ours.audio)
            let firstOverhead = (oursFirst - directFirst) / directFirst
            let totalOverhead = (oursTotal - directTotal) / directTotal
            print(String(format: "       overhead: first sample %+.1f%% (%+.1f µs), whole synthesis %+.1f%%", firstOverhead * 100, (oursFirst - directFirst) * 1e6, totalOverhead * 100))
            if name == "long" && totalOverhead >= 0.10 { failed = true }
            if oursFirst - directFirst > 50e-6 && firstOverhead >= 0.10 { failed = true }
        }
        print(failed ? "FAIL: a11ysim's overhead is 10% or more" : "PASS: a11ysim's overhead is under 10%")
        exit(failed ? 1 : 0)
    }
}

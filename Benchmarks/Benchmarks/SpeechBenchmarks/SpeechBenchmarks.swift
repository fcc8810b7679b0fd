import BenchSupport
import Benchmark
import Speech

/// espeak-ng through a11ysim's EspeakEngine actor (called from another
/// task, as the screen reader calls it) beside direct C calls to
/// libespeak-ng, interleaved call by call in each iteration so that
/// neither path always runs on a warmer cache: request to first PCM
/// sample, whole synthesis and real-time factor.
let benchmarks: @Sendable () -> Void = {
    let texts = [
        ("short label", "Settings, button"),
        ("paragraph", """
            The quick brown fox jumps over the lazy dog while the screen reader announces every control on the page. \
            Press the tab key to move to the next button, or use the arrow keys to browse the list of settings. \
            When you are finished, activate the save button to keep your changes, or press escape to cancel and \
            return to the previous screen without saving anything.
            """),
    ]
    let parameters = SpeechParameters(voice: "en", rate: 175, pitch: 50, volume: 100)
    for (name, text) in texts {
        let metrics = SpeechMetrics()
        Benchmark(
            "Speech \(name)",
            configuration: .init(metrics: [.throughput] + metrics.all, warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 101)
        ) { benchmark in
            let engine = EspeakEngine.shared
            guard let rate = try? await engine.sampleRate() else {
                benchmark.error("espeak-ng is not available")
                return
            }
            let clock = ContinuousClock()
            for order in 0..<2 {
                if (benchmark.currentIteration + order) % 2 == 0 {
                    let direct = DirectEspeak.synthesize(text)
                    benchmark.measurement(metrics.directFirst, direct.first)
                    benchmark.measurement(metrics.directTotal, direct.total)
                    benchmark.measurement(metrics.directFactor, realTimeFactor(direct.samples, rate, direct.total))
                } else {
                    let start = clock.now
                    guard let result = try? await engine.measuredSynthesis(text, parameters: parameters) else {
                        benchmark.error("a11ysim's synthesis failed")
                        return
                    }
                    let total = EngineWork.nanoseconds(clock.now - start)
                    benchmark.measurement(metrics.first, result.firstSamples.map { EngineWork.nanoseconds($0 - start) } ?? -1)
                    benchmark.measurement(metrics.total, total)
                    benchmark.measurement(metrics.factor, realTimeFactor(result.samples.count, rate, total))
                }
            }
        } setup: {
            // Starts the library and selects the voice and rate both paths use.
            _ = try await EspeakEngine.shared.synthesize("ready", parameters: parameters)
        }
    }
}

/// Audio seconds per second of synthesis.
func realTimeFactor(_ samples: Int, _ rate: Int, _ nanoseconds: Int) -> Int {
    guard nanoseconds > 0, rate > 0 else { return 0 }
    return Int((Double(samples) / Double(rate) / (Double(nanoseconds) / 1e9)).rounded())
}

/// The custom metrics of one speech benchmark.
struct SpeechMetrics {
    let first = BenchmarkMetric.custom("a11ysim first sample (ns)")
    let directFirst = BenchmarkMetric.custom("direct C first sample (ns)")
    let total = BenchmarkMetric.custom("a11ysim synthesis (ns)")
    let directTotal = BenchmarkMetric.custom("direct C synthesis (ns)")
    let factor = BenchmarkMetric.custom("a11ysim real-time factor", polarity: .prefersLarger)
    let directFactor = BenchmarkMetric.custom("direct C real-time factor", polarity: .prefersLarger)

    var all: [BenchmarkMetric] { [first, directFirst, total, directTotal, factor, directFactor] }
}

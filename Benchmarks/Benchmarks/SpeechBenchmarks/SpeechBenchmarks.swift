import BenchSupport
import Benchmark
import Speech

/// espeak-ng through a11ysim's EspeakEngine actor, called from the main
/// actor as the screen reader calls it, beside direct C calls to
/// libespeak-ng on the same thread, interleaved call by call (which goes
/// first alternates) so that neither path always runs on a warmer cache:
/// request to first PCM sample, whole synthesis and real-time factor.
let benchmarks: @Sendable () -> Void = {
    speechRunBenchmarks()
    let texts = [
        ("short label", "Settings, button"),
        (
            "paragraph",
            """
            The quick brown fox jumps over the lazy dog while the screen reader announces every control on the page. \
            Press the tab key to move to the next button, or use the arrow keys to browse the list of settings. \
            When you are finished, activate the save button to keep your changes, or press escape to cancel and \
            return to the previous screen without saving anything.
            """
        ),
    ]
    let parameters = SpeechParameters(voice: "en", rate: 175, pitch: 50, volume: 100)
    for (name, text) in texts {
        let metrics = SpeechMetrics()
        Benchmark(
            "Speech \(name)",
            configuration: .init(
                metrics: [.throughput] + metrics.all, warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 101)
        ) { benchmark in
            guard let rate = try? await EspeakEngine.shared.sampleRate() else {
                benchmark.error("espeak-ng is not available")
                return
            }
            guard
                let round = await SpeechWork.round(
                    text, parameters: parameters, directFirst: benchmark.currentIteration % 2 == 0)
            else {
                benchmark.error("a11ysim's synthesis failed")
                return
            }
            benchmark.measurement(metrics.directFirst, round.direct.first)
            benchmark.measurement(metrics.directTotal, round.direct.total)
            benchmark.measurement(metrics.directFactor, realTimeFactor(round.direct.samples, rate, round.direct.total))
            benchmark.measurement(metrics.first, round.ours.first)
            benchmark.measurement(metrics.total, round.ours.total)
            benchmark.measurement(metrics.factor, realTimeFactor(round.ours.samples, rate, round.ours.total))
        } setup: {
            // Starts the library and selects the voice and rate both paths use.
            _ = try await EspeakEngine.shared.synthesize("ready", parameters: parameters)
        }
    }
}

/// `a11ysim run Scenarios --speech espeak`, with the default jobs (the
/// cores) and with one, beside its floor: the utterances it synthesizes,
/// synthesized directly in this process; which goes first rotates.
let speechRunBenchmarks: @Sendable () -> Void = {
    let run = BenchmarkMetric.custom("a11ysim run (ns)")
    let oneJob = BenchmarkMetric.custom("a11ysim run, one job (ns)")
    let floor = BenchmarkMetric.custom("direct C floor (ns)")
    Benchmark(
        "Speech run Scenarios",
        configuration: .init(
            metrics: [.throughput, run, oneJob, floor], warmupIterations: 1, maxDuration: .seconds(30),
            maxIterations: 15)
    ) { benchmark in
        guard let executable = SpeechRun.executable else {
            benchmark.error("A11YSIM_EXECUTABLE names no a11ysim executable (make bench sets it)")
            return
        }
        guard let utterances = SpeechState.utterances else {
            benchmark.error("the utterances of a run of Scenarios/ could not be read")
            return
        }
        var measured: [Int?] = [nil, nil, nil]
        for step in 0..<3 {
            let which = (step + benchmark.currentIteration) % 3
            switch which {
            case 0: measured[0] = SpeechRun.time(executable, ["run", "Scenarios", "--speech", "espeak"])
            case 1: measured[1] = SpeechRun.time(executable, ["run", "Scenarios", "--speech", "espeak", "--jobs", "1"])
            default: measured[2] = await MainActor.run { SpeechRun.floor(utterances) }
            }
        }
        guard let all = measured[0], let one = measured[1], let direct = measured[2] else {
            benchmark.error("a11ysim run Scenarios --speech espeak failed")
            return
        }
        benchmark.measurement(run, all)
        benchmark.measurement(oneJob, one)
        benchmark.measurement(floor, direct)
    } setup: {
        // Starts the library in this process for the floor.
        _ = try await EspeakEngine.shared.sampleRate()
        if let executable = SpeechRun.executable { SpeechState.utterances = SpeechRun.utterances(executable) }
    }
}

/// The utterances the speech-run benchmark's floor synthesizes, read once in its setup.
enum SpeechState {
    nonisolated(unsafe) static var utterances: [SpeechRun.Utterance]?
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

/// One interleaved round on the main actor, where the screen reader lives.
@MainActor
enum SpeechWork {
    typealias Timing = (first: Int, total: Int, samples: Int)

    /// Both paths once; `directFirst` says which goes first.
    static func round(
        _ text: String, parameters: SpeechParameters, directFirst: Bool
    ) async -> (ours: Timing, direct: Timing)? {
        var direct: Timing?
        if directFirst { direct = DirectEspeak.synthesize(text) }
        let clock = ContinuousClock()
        let start = clock.now
        guard let result = try? await EspeakEngine.shared.measuredSynthesis(text, parameters: parameters) else {
            return nil
        }
        let total = EngineWork.nanoseconds(clock.now - start)
        let first = result.firstSamples.map { EngineWork.nanoseconds($0 - start) } ?? -1
        if !directFirst { direct = DirectEspeak.synthesize(text) }
        guard let direct else { return nil }
        return ((first, total, result.samples.count), direct)
    }
}

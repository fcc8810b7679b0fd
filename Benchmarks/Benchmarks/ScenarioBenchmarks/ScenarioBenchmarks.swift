import BenchSupport
import Benchmark
import Foundation
import ScenarioYAML
import Scenarios

/// Every scenario of Scenarios/ loaded and run end to end in process, as
/// `a11ysim run` does with word-rate speech: steps per second.
let benchmarks: @Sendable () -> Void = {
    let stepsPerSecond = BenchmarkMetric.custom("steps per second", polarity: .prefersLarger)
    Benchmark(
        "Scenarios end to end",
        configuration: .init(
            metrics: [.wallClock, .throughput, stepsPerSecond], warmupIterations: 1, maxDuration: .seconds(5),
            maxIterations: 100)
    ) { benchmark in
        let clock = ContinuousClock()
        let start = clock.now
        let steps = await ScenarioWork.runAll()
        let seconds = Double(EngineWork.nanoseconds(clock.now - start)) / 1e9
        benchmark.measurement(stepsPerSecond, Int((Double(steps) / seconds).rounded()))
    } setup: {
        _ = ScenarioWork.texts
    }
}

/// Loads and runs the example scenarios.
enum ScenarioWork {
    /// Every scenario file's path and text, read once.
    static let texts: [(path: String, text: String)] = Corpus.scenarios().compactMap { path in
        (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0) }
    }

    /// Loads and runs every scenario and returns the steps performed.
    @MainActor
    static func runAll() async -> Int {
        var steps = 0
        for (path, text) in texts {
            guard let spec = try? ScenarioLoader().load(text: text, path: path) else { continue }
            let result = await ScenarioRunner(spec: spec).run()
            steps += result.steps
        }
        return steps
    }
}

import BenchSupport
import Benchmark

/// Memory per element: the resident memory a new screen of 100k labels
/// and its element tree add to a fresh process, divided by the elements.
/// One iteration only: a second would reuse the pages the first freed.
let benchmarks: @Sendable () -> Void = {
    let bytes = BenchmarkMetric.custom("resident bytes per element")
    Benchmark(
        "Memory per element 100k",
        configuration: .init(metrics: [.throughput, bytes], warmupIterations: 0, maxIterations: 1)
    ) { benchmark in
        benchmark.measurement(bytes, await EngineWork.residentBytesPerElement(100_000))
    }
}

import BenchSupport
import Benchmark

/// Reading, evaluating and building the element trees of every entry and
/// preview of the SwiftUI corpus, beside a bare swift-syntax parse of the
/// same files (the floor), in one run.
let benchmarks: @Sendable () -> Void = {
    let stateConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 2, maxDuration: .seconds(10), maxIterations: 50)
    // A state change on a 500-element screen against building that screen once (issue #31: at most 1x).
    Benchmark("SwiftUI build (500 elements)", configuration: stateConfiguration) { _ in
        blackHole(try await SwiftUIStateWork.buildOnce())
    }
    Benchmark("SwiftUI state change (500 elements)", configuration: stateConfiguration) { benchmark in
        try await SwiftUIStateWork.prepare()
        benchmark.startMeasurement()
        blackHole(await SwiftUIStateWork.changeOnce())
        benchmark.stopMeasurement()
    }
    let apps = SwiftUIWork.apps()
    guard !apps.isEmpty else {
        print("SwiftUIBenchmarks: ../shared/corpus/swiftui not found")
        return
    }
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 20)
    // Over a second an iteration: also recorded where BenchReport finds them (SlowSamples), with their floor.
    Benchmark("SwiftUI read + evaluate + trees (corpus)", configuration: configuration) { _ in
        blackHole(
            await SlowSamples.timed("SwiftUI read + evaluate + trees (corpus)") { await SwiftUIWork.readAll(apps) })
    }
    Benchmark("SwiftUI read + evaluate (corpus)", configuration: configuration) { _ in
        blackHole(await SlowSamples.timed("SwiftUI read + evaluate (corpus)") { SwiftUIWork.evaluateAll(apps) })
    }
    Benchmark("SwiftUI read (corpus)", configuration: configuration) { _ in
        blackHole(SwiftUIWork.readAllSources(apps))
    }
    Benchmark("swift-syntax parse (SwiftUI corpus)", configuration: configuration) { _ in
        blackHole(await SlowSamples.timed("swift-syntax parse (SwiftUI corpus)") { SwiftUIWork.parseAll(apps) })
    }
}

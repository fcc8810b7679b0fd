import BenchSupport
import Benchmark

/// The VoiceOver engine on generated screens of 1k, 10k and 100k labels:
/// element tree and reading order (whole, and the sort step alone) beside
/// a plain sort of the same frames,
/// swipes, typing, and spoken descriptions.
let benchmarks: @Sendable () -> Void = {
    let sizes = [1_000, 10_000, 100_000]
    let timed = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 200)

    for size in sizes {
        Benchmark("Reading order \(size / 1000)k", configuration: timed) { _ in
            blackHole(await EngineWork.buildTree(size))
        } setup: {
            _ = await EngineWork.screen(size)
        }
        Benchmark("Reading order sort \(size / 1000)k", configuration: timed) { _ in
            blackHole(await EngineWork.readingOrderSort(size))
        } setup: {
            _ = await EngineWork.screen(size)
        }
        Benchmark("Plain sort \(size / 1000)k", configuration: timed) { _ in
            blackHole(await EngineWork.plainSort(size))
        } setup: {
            _ = await EngineWork.screen(size)
        }
    }

    let swipe = BenchmarkMetric.custom("swipe (ns)")
    for size in sizes {
        Benchmark(
            "Swipe \(size / 1000)k",
            configuration: .init(
                metrics: [.throughput, swipe], warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 50)
        ) { benchmark in
            for time in await EngineWork.swipeTimes(size, pairs: 100) { benchmark.measurement(swipe, time) }
        } setup: {
            await EngineWork.prepareReader(size)
        }
    }

    // Typing 1,000 characters into a field on a 10k-element screen: one key per iteration,
    // the field growing from empty to 1,000 characters over the run.
    Benchmark(
        "Typing 10k",
        configuration: .init(
            metrics: [.wallClock, .throughput], warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 1_000)
    ) { _ in
        blackHole(await TypingWork.typeOne(10_000))
    } setup: {
        await TypingWork.reset(10_000)
    }

    Benchmark("Descriptions 100k", configuration: timed) { _ in
        blackHole(await EngineWork.describeAll(100_000))
    } setup: {
        _ = await EngineWork.tree(100_000)
    }
}

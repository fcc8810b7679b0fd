import Foundation

/// Samples of the benchmarks that take longer than a second an iteration.
/// package-benchmark's JMH export leaves a benchmark out when its throughput
/// metric holds nothing, and a throughput under one iteration a second is
/// recorded as nothing; so these benchmarks also append each iteration's
/// values to `.build/bench/slow-samples.json` (`make bench` empties it
/// first), where BenchReport takes their medians from.
public enum SlowSamples {
    /// The file, at the repository's top `.build/bench/`.
    public static var file: URL {
        Corpus.repository.appendingPathComponent(".build/bench/slow-samples.json")
    }

    /// Appends `value` to the samples of `metric` of the benchmark `name`.
    public static func record(_ name: String, _ metric: String, _ value: Double) {
        var samples =
            (try? JSONDecoder().decode([String: [Double]].self, from: Data(contentsOf: file))) ?? [:]
        samples["\(name)/\(metric)", default: []].append(value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? encoder.encode(samples).write(to: file, options: .atomic)
    }

    /// The wall nanoseconds `body` takes, recorded as `Time (wall clock)` of `name` in microseconds
    /// (the unit the JMH export gives wall clocks in).
    public static func timed<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try await body()
        record(name, "Time (wall clock)", Double(EngineWork.nanoseconds(clock.now - start)) / 1000)
        return result
    }
}

import BenchSupport
import Benchmark
import Foundation

/// The audit as teams run it, a process of the a11ysim executable with
/// `--jobs 2`, against its floors (issue 53): over the storyboard corpus,
/// against `a11ysim run` of the same files; over the SwiftUI corpus,
/// against a bare swift-syntax parse of the same files in this process.
let benchmarks: @Sendable () -> Void = {
    let audit = BenchmarkMetric.custom("a11ysim audit (ns)")
    let run = BenchmarkMetric.custom("a11ysim run (ns)")
    Benchmark(
        "Storyboard corpus audit",
        configuration: .init(metrics: [audit, run], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 5)
    ) { benchmark in
        guard let executable = SpeechRun.executable else {
            benchmark.error("A11YSIM_EXECUTABLE names no a11ysim executable (make bench sets it)")
            return
        }
        guard let folder = AuditRun.storyboards else {
            benchmark.error("../shared/corpus/storyboards is not beside this repository")
            return
        }
        // Alternating which goes first, so that neither always meets a cold cache.
        var measured: [Int?] = [nil, nil]
        for step in 0..<2 {
            let command = (step + benchmark.currentIteration) % 2 == 0 ? "audit" : "run"
            measured[command == "audit" ? 0 : 1] = SpeechRun.time(
                executable, [command, folder, "--jobs", "2"], accepting: [0, 1])
        }
        guard let audited = measured[0], let ran = measured[1] else {
            benchmark.error("a11ysim audit or run of the storyboard corpus did not finish")
            return
        }
        benchmark.measurement(audit, audited)
        benchmark.measurement(run, ran)
        SlowSamples.record("Storyboard corpus audit", "a11ysim audit (ns)", Double(audited))
        SlowSamples.record("Storyboard corpus audit", "a11ysim run (ns)", Double(ran))
    }
    let parse = BenchmarkMetric.custom("swift-syntax parse (ns)")
    let files = BenchmarkMetric.custom("files")
    Benchmark(
        "SwiftUI corpus audit",
        configuration: .init(
            metrics: [audit, parse, files], warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark in
        guard let executable = SpeechRun.executable else {
            benchmark.error("A11YSIM_EXECUTABLE names no a11ysim executable (make bench sets it)")
            return
        }
        let apps = SwiftUIWork.apps()
        guard let folder = AuditRun.swiftUI, !apps.isEmpty else {
            benchmark.error("../shared/corpus/swiftui is not beside this repository")
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        blackHole(SwiftUIWork.parseAll(apps))
        let parsed = EngineWork.nanoseconds(clock.now - start)
        guard let audited = SpeechRun.time(executable, ["audit", folder, "--jobs", "2"], accepting: [0, 1]) else {
            benchmark.error("a11ysim audit of the SwiftUI corpus did not finish")
            return
        }
        let count = apps.reduce(0) { $0 + $1.files.count }
        benchmark.measurement(audit, audited)
        benchmark.measurement(parse, parsed)
        benchmark.measurement(files, count)
        SlowSamples.record("SwiftUI corpus audit", "a11ysim audit (ns)", Double(audited))
        SlowSamples.record("SwiftUI corpus audit", "swift-syntax parse (ns)", Double(parsed))
        SlowSamples.record("SwiftUI corpus audit", "files", Double(count))
    }
}

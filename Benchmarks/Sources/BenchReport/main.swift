// Reads the JMH export of a package-benchmark run (make bench writes it to
// .build/bench/current.jmh.json) and prints each measurement beside its
// floor and target from issue #9, as a Markdown table; writes the same
// table to summary.md and the numbers to summary.json beside the input.
// Exits 1 with --strict when a target is missed, 2 when the input is bad.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let strict = arguments.contains("--strict")
guard let input = arguments.first(where: { !$0.hasPrefix("--") }) else {
    FileHandle.standardError.write(Data("usage: BenchReport PATH.jmh.json [--strict]\n".utf8))
    exit(2)
}

struct Element: Decodable {
    struct Metric: Decodable {
        var scorePercentiles: [String: Double]
        var scoreUnit: String
    }
    var benchmark: String
    var primaryMetric: Metric
    var secondaryMetrics: [String: Metric]?
}

let elements: [Element]
do {
    elements = try JSONDecoder().decode([Element].self, from: Data(contentsOf: URL(fileURLWithPath: input)))
} catch {
    FileHandle.standardError.write(Data("error: \(input) is not a package-benchmark JMH export: \(error)\n".utf8))
    exit(2)
}

/// Samples of benchmarks slower than a second an iteration, which the JMH export leaves out
/// (Benchmarks/Sources/BenchSupport/SlowSamples.swift), by "benchmark/metric".
let slowSamples: [String: [Double]] =
    (try? JSONDecoder().decode(
        [String: [Double]].self,
        from: Data(
            contentsOf: URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent(
                "slow-samples.json")))) ?? [:]

/// The median of `metric` of the benchmark named `name`, in the unit the export gives
/// (wall clock in µs, custom metrics as recorded). A benchmark's slow samples, when it has
/// them, are taken before the export's, whose secondary metrics carry over from one benchmark
/// to the next (package-benchmark 1.38 fills them into one shared table).
@MainActor func median(_ name: String, _ metric: String = "Time (wall clock)") -> Double? {
    if let samples = slowSamples["\(name)/\(metric)"]?.sorted(), !samples.isEmpty {
        let middle = samples.count / 2
        return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    }
    let key = name.replacingOccurrences(of: " ", with: "_")
    guard let element = elements.first(where: { $0.benchmark.hasSuffix("." + key) }) else { return nil }
    return element.secondaryMetrics?[metric]?.scorePercentiles["50.0"]
}

struct Row: Codable {
    var measure: String
    var value: String
    var floor: String
    var ratio: String
    var target: String
    var verdict: String
}

var rows: [Row] = []
var missed: [String] = []

func fmt(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

func time(_ microseconds: Double) -> String {
    microseconds >= 1000 ? fmt(microseconds / 1000) + " ms" : fmt(microseconds, 1) + " µs"
}

@MainActor func compare(
    _ measure: String, _ name: String, floor floorName: String, limit: Double?, metric: String = "Time (wall clock)",
    show: (Double) -> String = time
) {
    guard let value = median(name, metric), let floor = median(floorName, metric), floor > 0 else {
        rows.append(
            Row(
                measure: measure, value: "not measured", floor: "", ratio: "",
                target: limit.map { "≤ \(fmt($0))x" } ?? "", verdict: "missing"))
        missed.append(measure)
        return
    }
    let ratio = value / floor
    let verdict = limit.map { ratio <= $0 ? "met" : "missed" } ?? "—"
    if verdict == "missed" { missed.append(measure) }
    rows.append(
        Row(
            measure: measure, value: show(value), floor: "\(show(floor)) (\(floorName))", ratio: fmt(ratio) + "x",
            target: limit.map { "≤ \(fmt($0))x" } ?? "—", verdict: verdict))
}

@MainActor func absolute(_ measure: String, _ value: Double?, show: String, target: String, met: Bool?) {
    guard value != nil else {
        rows.append(
            Row(measure: measure, value: "not measured", floor: "", ratio: "", target: target, verdict: "missing"))
        missed.append(measure)
        return
    }
    let verdict = met.map { $0 ? "met" : "missed" } ?? "—"
    if verdict == "missed" { missed.append(measure) }
    rows.append(Row(measure: measure, value: show, floor: "", ratio: "", target: target, verdict: verdict))
}

for size in ["1k", "10k", "100k"] {
    compare(
        "Element tree + reading order, \(size)", "Reading order \(size)", floor: "Plain sort \(size)",
        limit: size == "100k" ? 3 : nil)
    compare(
        "Reading-order sort alone, \(size)", "Reading order sort \(size)", floor: "Plain sort \(size)",
        limit: size == "100k" ? 3 : nil)
}
let nanoseconds = { (value: Double) in value >= 1000 ? time(value / 1000) : fmt(value, 0) + " ns" }
let swipe = median("Swipe 10k", "swipe (ns)")
absolute(
    "Swipe next/previous, 10k (median)", swipe, show: swipe.map(nanoseconds) ?? "", target: "< 5 µs",
    met: swipe.map { $0 < 5000 })
if let small = median("Swipe 1k", "swipe (ns)"), let large = median("Swipe 100k", "swipe (ns)") {
    let bound = log2(100_000.0) / log2(1_000.0)
    absolute(
        "Swipe growth, 1k → 100k", large / small,
        show: "\(fmt(large / small))x (\(nanoseconds(small)) → \(nanoseconds(large)))",
        target: "≤ \(fmt(bound))x (log n)", met: large / small <= bound)
}
let key = median("Typing 10k")
// The wall clock of one iteration (one key), which the export gives in µs.
absolute(
    "Typing a character, 10k-element screen (median of 1,000)", key, show: key.map(time) ?? "", target: "—", met: nil)
let describe = median("Descriptions 100k")
absolute(
    "Spoken descriptions, 100k elements", describe,
    show: describe.map { "\(time($0)) (\(fmt($0 * 1000 / 100_000, 0)) ns each)" } ?? "", target: "—", met: nil)
let steps = median("Scenarios end to end", "steps per second")
absolute("Scenarios/ end to end", steps, show: steps.map { "\(fmt($0, 0)) steps/s" } ?? "", target: "—", met: nil)
compare(
    "Storyboard import, largest corpus file", "Storyboard import (largest)", floor: "XMLParser pass (largest)", limit: 2
)
compare(
    "Capture read, largest corpus page source", "Capture read (largest)", floor: "XMLParser pass (capture, largest)",
    limit: 2)
compare(
    "Capture import (read + screen), largest corpus page source", "Capture import (largest)",
    floor: "XMLParser pass (capture, largest)", limit: 2)
compare(
    "Capture read, 1,000-row page source", "Capture read (1,000 rows)", floor: "XMLParser pass (capture, 1,000 rows)",
    limit: 2)
compare(
    "Capture import (read + screen), 1,000-row page source", "Capture import (1,000 rows)",
    floor: "XMLParser pass (capture, 1,000 rows)", limit: 2)
compare(
    "SwiftUI corpus: read, evaluate and build the trees of every entry and preview",
    "SwiftUI read + evaluate + trees (corpus)", floor: "swift-syntax parse (SwiftUI corpus)", limit: 2)
/// The ratio of two metrics one benchmark recorded in the same iterations (a process and its floor).
@MainActor func within(
    _ measure: String, _ name: String, _ metric: String, floor floorMetric: String, floorLabel: String, limit: Double
) {
    guard let value = median(name, metric), let floor = median(name, floorMetric), floor > 0 else {
        absolute(measure, nil, show: "", target: "≤ \(fmt(limit))x", met: nil)
        return
    }
    let ratio = value / floor
    if ratio > limit { missed.append(measure) }
    let seconds = { (nanoseconds: Double) in fmt(nanoseconds / 1e9) + " s" }
    rows.append(
        Row(
            measure: measure, value: seconds(value), floor: "\(seconds(floor)) (\(floorLabel))",
            ratio: fmt(ratio) + "x",
            target: "≤ \(fmt(limit))x", verdict: ratio <= limit ? "met" : "missed"))
}
within(
    "Storyboard corpus: audit against run (--jobs 2)", "Storyboard corpus audit", "a11ysim audit (ns)",
    floor: "a11ysim run (ns)", floorLabel: "a11ysim run, the same files", limit: 3)
within(
    "SwiftUI corpus: audit (--jobs 2) against a bare parse", "SwiftUI corpus audit", "a11ysim audit (ns)",
    floor: "swift-syntax parse (ns)", floorLabel: "swift-syntax parse, the same files", limit: 50)
let auditedFiles = median("SwiftUI corpus audit", "files")
let auditPerFile = median("SwiftUI corpus audit", "a11ysim audit (ns)").flatMap { total in
    auditedFiles.map { total / max($0, 1) / 1e6 }
}
// The peer (cvs-health a11y-check, a linter that builds no element tree) took 13.6 ms a file
// over the same corpus, measured for issue 53; it is not run here.
absolute(
    "SwiftUI corpus: audit per file", auditPerFile,
    show: auditPerFile.map { "\(fmt($0)) ms (\(fmt(auditedFiles ?? 0, 0)) files)" } ?? "",
    target: "< 13.60 ms (the peer)", met: auditPerFile.map { $0 < 13.6 })
compare(
    "SwiftUI state change on a 500-element screen, against building it once", "SwiftUI state change (500 elements)",
    floor: "SwiftUI build (500 elements)", limit: 1)
for text in ["short label", "paragraph"] {
    let name = "Speech \(text)"
    for (what, ours, direct) in [
        ("first sample", "a11ysim first sample (ns)", "direct C first sample (ns)"),
        ("whole synthesis", "a11ysim synthesis (ns)", "direct C synthesis (ns)"),
    ] {
        guard let value = median(name, ours), let floor = median(name, direct), floor > 0 else {
            absolute("espeak-ng \(what), \(text)", nil, show: "", target: "≤ 1.10x", met: nil)
            continue
        }
        let ratio = value / floor
        if ratio > 1.10 { missed.append("espeak-ng \(what), \(text)") }
        rows.append(
            Row(
                measure: "espeak-ng \(what), \(text)", value: nanoseconds(value),
                floor: "\(nanoseconds(floor)) (direct C)",
                ratio: fmt(ratio) + "x", target: "≤ 1.10x", verdict: ratio <= 1.10 ? "met" : "missed"))
    }
    if let ours = median(name, "a11ysim real-time factor"), let direct = median(name, "direct C real-time factor") {
        rows.append(
            Row(
                measure: "espeak-ng real-time factor, \(text)", value: "\(fmt(ours, 0))x real time",
                floor: "\(fmt(direct, 0))x (direct C)",
                ratio: fmt(direct > 0 ? ours / direct : 0) + "x", target: "—", verdict: "—"))
    }
}
for (measure, metric, limit) in [
    ("Speech throughput: run Scenarios --speech espeak (jobs: the cores)", "a11ysim run (ns)", 1.3 as Double?),
    ("Speech throughput: the same with --jobs 1", "a11ysim run, one job (ns)", nil),
] {
    guard let value = median("Speech run Scenarios", metric),
        let floor = median("Speech run Scenarios", "direct C floor (ns)"), floor > 0
    else {
        absolute(measure, nil, show: "", target: limit.map { "≤ \(fmt($0))x" } ?? "—", met: nil)
        continue
    }
    let ratio = value / floor
    let verdict = limit.map { ratio <= $0 ? "met" : "missed" } ?? "—"
    if verdict == "missed" { missed.append(measure) }
    rows.append(
        Row(
            measure: measure, value: nanoseconds(value),
            floor: "\(nanoseconds(floor)) (its utterances, direct C, one process)",
            ratio: fmt(ratio) + "x", target: limit.map { "≤ \(fmt($0))x" } ?? "—", verdict: verdict))
}
let memory = median("Memory per element 100k", "resident bytes per element")
absolute(
    "Memory per element, 100k", memory, show: memory.map { "\(fmt($0, 0)) bytes" } ?? "", target: "< 1 KiB",
    met: memory.map { $0 < 1024 })

var table = "| measure | a11ysim (median) | floor (median) | ratio | target | verdict |\n|---|---|---|---|---|---|\n"
for row in rows {
    table += "| \(row.measure) | \(row.value) | \(row.floor) | \(row.ratio) | \(row.target) | \(row.verdict) |\n"
}
print(table, terminator: "")
print(missed.isEmpty ? "All targets met." : "Targets missed: \(missed.joined(separator: "; ")).")

let folder = URL(fileURLWithPath: input).deletingLastPathComponent()
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
    try encoder.encode(rows).write(to: folder.appendingPathComponent("summary.json"), options: .atomic)
    try Data(table.utf8).write(to: folder.appendingPathComponent("summary.md"), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write the summary next to \(input): \(error)\n".utf8))
    exit(2)
}
exit(strict && !missed.isEmpty ? 1 : 0)

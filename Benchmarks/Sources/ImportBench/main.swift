// Times importing storyboards (parse + translation into the scenario model)
// in a release build. Default input: every file of ../shared/corpus/storyboards.
// Exits 1 when the largest file's median is not under the budget (50 ms,
// half the 100 ms target, so "well under" is what passes).
import Foundation
import Scenarios
import Storyboard

let budgetMilliseconds = 50.0
let rounds = 51

var paths = Array(CommandLine.arguments.dropFirst())
if paths.isEmpty {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/storyboards")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    paths = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { corpus.appendingPathComponent($0).path }
}
guard !paths.isEmpty else {
    print("ImportBench: no files given and ../shared/corpus/storyboards not found")
    exit(2)
}

func milliseconds(_ start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

struct Row {
    var file: String
    var bytes: Int
    var median: Double
    var p95: Double
    var maximum: Double
}

var rows: [Row] = []
for path in paths {
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    var times: [Double] = []
    for round in 0..<(rounds + 3) {
        let start = ContinuousClock.now
        do {
            let document = try StoryboardParser().load(path: path)
            let result = StoryboardTranslator(document: document).translate()
            precondition(!result.controllers.isEmpty || document.controllers.isEmpty)
        } catch {
            print("\(error)")
            exit(2)
        }
        if round >= 3 { times.append(milliseconds(start)) }
    }
    times.sort()
    rows.append(Row(file: (path as NSString).lastPathComponent, bytes: bytes, median: times[times.count / 2],
                    p95: times[Int(Double(times.count) * 0.95)], maximum: times.last!))
}

print("import (parse + translate), \(rounds) rounds per file after 3 warm-ups, milliseconds")
print(String(format: "%9@  %8@  %8@  %8@  %@", "bytes", "median", "p95", "max", "file"))
for row in rows.sorted(by: { $0.bytes > $1.bytes }) {
    print(String(format: "%9d  %8.2f  %8.2f  %8.2f  %@", row.bytes, row.median, row.p95, row.maximum, row.file))
}
let largest = rows.max { $0.bytes < $1.bytes }!
let verdict = largest.median < budgetMilliseconds ? "PASS" : "FAIL"
print(String(format: "%@: largest file (%d bytes) median %.2f ms, budget %.0f ms", verdict, largest.bytes, largest.median, budgetMilliseconds))
exit(largest.median < budgetMilliseconds ? 0 : 1)

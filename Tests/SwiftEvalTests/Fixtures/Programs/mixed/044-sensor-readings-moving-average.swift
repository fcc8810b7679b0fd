// Sensor dashboard: moving averages over sliding windows, anomaly flags, gaps (nil readings), trend labels.
import Foundation

struct Reading {
    let minute: Int
    let value: Double?
}

func movingAverage(_ values: [Double], window: Int) -> [Double] {
    guard window > 0, values.count >= window else { return [] }
    var result: [Double] = []
    var sum = values.prefix(window).reduce(0, +)
    result.append(sum / Double(window))
    for i in window..<values.count {
        sum += values[i] - values[i - window]
        result.append(sum / Double(window))
    }
    return result
}

func stddev(_ xs: [Double]) -> Double {
    guard xs.count > 1 else { return 0 }
    let mean = xs.reduce(0, +) / Double(xs.count)
    let variance = xs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(xs.count - 1)
    return variance.squareRoot()
}

let raw: [Double?] = [21.0, 21.4, nil, 21.9, 22.3, 35.0, 22.8, nil, nil, 23.1, 22.9, 22.4, 21.8, -3.0, 21.2]
let readings = raw.enumerated().map { Reading(minute: $0.offset * 5, value: $0.element) }

let present = readings.compactMap(\.value)
let missing = readings.filter { $0.value == nil }.map(\.minute)
print("Samples: \(readings.count), missing \(missing.count) at \(missing.map { "\($0)m" }.joined(separator: ", "))")

let mean = present.reduce(0, +) / Double(present.count)
let sd = stddev(present)
print(String(format: "Mean %.2f, sd %.2f, min %.1f, max %.1f", mean, sd, present.min()!, present.max()!))

let median: Double = {
    let s = present.sorted()
    return s.count.isMultiple(of: 2) ? (s[s.count / 2 - 1] + s[s.count / 2]) / 2 : s[s.count / 2]
}()
for r in readings {
    guard let v = r.value else { continue }
    if abs(v - median) > 5 { print("⚠️ \(r.minute)m: \(v) deviates \(String(format: "%+.1f", v - median)) from median \(median)") }
}

let cleaned = present.filter { abs($0 - median) <= 5 }
let smooth = movingAverage(cleaned, window: 3)
print("Smoothed: " + smooth.map { String(format: "%.2f", $0) }.joined(separator: " "))
print("Window too big: \(movingAverage(cleaned, window: 50).count), zero window: \(movingAverage(cleaned, window: 0).count)")

let deltas = zip(smooth.dropFirst(), smooth).map { $0 - $1 }
let trend: String
switch (deltas.filter { $0 > 0.05 }.count, deltas.filter { $0 < -0.05 }.count) {
case (let up, 0) where up > 0: trend = "rising"
case (0, let down) where down > 0: trend = "falling"
case (let up, let down) where up > down: trend = "mostly rising"
case (let up, let down) where down > up: trend = "mostly falling"
default: trend = "steady"
}
print("Trend: \(trend) (\(deltas.count) steps)")

var longestGap = 0, gap = 0
for r in readings {
    gap = r.value == nil ? gap + 5 : 0
    longestGap = max(longestGap, gap)
}
print("Longest gap: \(longestGap) min")
let lastGood = readings.last(where: { $0.value != nil && abs($0.value! - median) <= 5 })
print("Last good reading: \(lastGood.map { "\($0.value!) at \($0.minute)m" } ?? "none")")

// Step counter: weekly bar chart, goal streaks, best day, averages excluding missing days, comparisons.
import Foundation

let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
let thisWeek: [Int?] = [8_432, 12_050, nil, 10_000, 3_210, 15_876, 9_999]
let lastWeek: [Int?] = [7_000, 9_500, 11_200, 6_400, nil, 13_000, 8_100]
let goal = 10_000

func grouped(_ n: Int) -> String {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .decimal
    return f.string(from: NSNumber(value: n)) ?? "\(n)"
}

func bar(_ steps: Int?, scale: Int = 1_000) -> String {
    guard let s = steps else { return "·  no data" }
    let blocks = s / scale
    let mark = s >= goal ? " ✓" : ""
    return String(repeating: "▇", count: blocks) + " \(grouped(s))\(mark)"
}

for (day, steps) in zip(days, thisWeek) {
    print("\(day) \(bar(steps))")
}

let recorded = thisWeek.compactMap { $0 }
let total = recorded.reduce(0, +)
let average = recorded.isEmpty ? 0 : total / recorded.count
print("Total \(grouped(total)), average \(grouped(average)) over \(recorded.count) days")

if let best = thisWeek.enumerated().compactMap({ i, s in s.map { (i, $0) } }).max(by: { $0.1 < $1.1 }) {
    print("Best day: \(days[best.0]) with \(grouped(best.1))")
}

var streak = 0, longest = 0
for steps in thisWeek {
    if let s = steps, s >= goal { streak += 1; longest = max(longest, streak) } else { streak = 0 }
}
let hits = recorded.filter { $0 >= goal }.count
print("Goal met \(hits) time\(hits == 1 ? "" : "s"), longest streak \(longest), current streak \(streak)")

let lastTotal = lastWeek.compactMap { $0 }.reduce(0, +)
let change = lastTotal == 0 ? 0 : Double(total - lastTotal) / Double(lastTotal) * 100
print(String(format: "vs last week: %@%.1f%% (%@ → %@)", change >= 0 ? "+" : "", change, grouped(lastTotal), grouped(total)))

let comparisons = zip(thisWeek, lastWeek).enumerated().map { i, pair -> String in
    switch pair {
    case let (a?, b?) where a > b: return "\(days[i])↑"
    case let (a?, b?) where a < b: return "\(days[i])↓"
    case (.some, .some): return "\(days[i])="
    default: return "\(days[i])?"
    }
}
print("Day by day: \(comparisons.joined(separator: " "))")
let missing = days.indices.filter { thisWeek[$0] == nil }.map { days[$0] }
print("Missing: \(missing.isEmpty ? "none" : missing.joined(separator: ", ")); edge: \(grouped(0)), \(grouped(-1_234_567))")

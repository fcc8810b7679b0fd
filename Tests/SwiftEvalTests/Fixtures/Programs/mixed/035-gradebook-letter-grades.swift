// Grade book: weighted averages, letter grades by range switch, grouping by letter, class stats.
import Foundation

struct Student {
    let name: String
    let homework: [Double]
    let exams: [Double]
    var excused = false
}

enum Letter: String, CaseIterable, Comparable {
    case a = "A", b = "B", c = "C", d = "D", f = "F", incomplete = "I"
    static func < (l: Letter, r: Letter) -> Bool { allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)! }
    init(score: Double?) {
        guard let s = score else { self = .incomplete; return }
        switch s {
        case 90...: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        case 60..<70: self = .d
        default: self = .f
        }
    }
}

func mean(_ xs: [Double]) -> Double? { xs.isEmpty ? nil : xs.reduce(0, +) / Double(xs.count) }

func finalScore(_ s: Student) -> Double? {
    guard !s.excused else { return nil }
    switch (mean(s.homework), mean(s.exams)) {
    case let (hw?, ex?): return hw * 0.4 + ex * 0.6
    case let (nil, ex?): return ex
    case let (hw?, nil): return hw
    case (nil, nil): return nil
    }
}

let roster = [
    Student(name: "Ari", homework: [95, 88, 100], exams: [91, 87]),
    Student(name: "Bo", homework: [70, 65], exams: [58, 72]),
    Student(name: "Cy", homework: [], exams: [89.5]),
    Student(name: "Di", homework: [100, 100], exams: [79.9, 80]),
    Student(name: "Ed", homework: [40], exams: [], excused: true),
    Student(name: "Fi", homework: [], exams: []),
    Student(name: "Gus", homework: [85, 91], exams: [92, 95]),
]

let graded = roster.map { (student: $0, score: finalScore($0), letter: Letter(score: finalScore($0))) }
for g in graded.sorted(by: { ($0.letter, $0.student.name) < ($1.letter, $1.student.name) }) {
    let score = g.score.map { String(format: "%.1f", $0) } ?? "—"
    print("\(g.student.name.padding(toLength: 4, withPad: " ", startingAt: 0)) \(score.padding(toLength: 5, withPad: " ", startingAt: 0)) \(g.letter.rawValue)")
}

let byLetter = Dictionary(grouping: graded, by: \.letter)
let distribution = Letter.allCases.map { "\($0.rawValue):\(byLetter[$0]?.count ?? 0)" }
print("Distribution: \(distribution.joined(separator: " "))")
let scores = graded.compactMap(\.score)
if let hi = scores.max(), let lo = scores.min(), let avg = mean(scores) {
    print(String(format: "High %.2f  Low %.2f  Mean %.2f  Range %.2f", hi, lo, avg, hi - lo))
}
let sorted = scores.sorted()
let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
print(String(format: "Median %.2f of %d graded", median, sorted.count))
let honorRoll = graded.filter { $0.letter == .a }.map(\.student.name)
print("Honor roll: \(honorRoll.isEmpty ? "nobody" : honorRoll.joined(separator: ", "))")
print("Needs follow-up: \(graded.filter { $0.letter >= .d }.map(\.student.name).joined(separator: ", "))")

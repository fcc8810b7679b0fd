import Foundation

enum Answer: String, CaseIterable {
    case stronglyAgree = "Strongly agree"
    case agree = "Agree"
    case neutral = "Neutral"
    case disagree = "Disagree"
    case stronglyDisagree = "Strongly disagree"

    var score: Int {
        switch self {
        case .stronglyAgree: return 5
        case .agree: return 4
        case .neutral: return 3
        case .disagree: return 2
        case .stronglyDisagree: return 1
        }
    }
}

struct QuestionResult {
    let question: String
    let responses: [Answer]

    var counts: [Answer: Int] { responses.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
    var average: Double { Double(responses.map(\.score).reduce(0, +)) / Double(max(responses.count, 1)) }
    var netPositive: Int {
        let c = counts
        let pos = (c[.agree] ?? 0) + (c[.stronglyAgree] ?? 0)
        let neg = (c[.disagree] ?? 0) + (c[.stronglyDisagree] ?? 0)
        return (pos - neg) * 100 / max(responses.count, 1)
    }
    var mode: Answer? {
        counts.max { a, b in a.value != b.value ? a.value < b.value : a.key.score > b.key.score }?.key
    }
}

func histogram(_ r: QuestionResult, width: Int = 20) -> [String] {
    let counts = r.counts
    let maxCount = counts.values.max() ?? 1
    return Answer.allCases.map { a in
        let n = counts[a] ?? 0
        let bar = String(repeating: "#", count: n * width / maxCount)
        let pct = r.responses.isEmpty ? 0 : Double(n) / Double(r.responses.count) * 100
        return a.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0) + bar.padding(toLength: width + 1, withPad: " ", startingAt: 0) + String(format: "%2d (%4.1f%%)", n, pct)
    }
}

let raw = "AASNAADSSANAAADNNASD"
let map: [Character: Answer] = ["S": .stronglyAgree, "A": .agree, "N": .neutral, "D": .disagree, "X": .stronglyDisagree]
let q1 = QuestionResult(question: "The app is easy to use", responses: raw.compactMap { map[$0] })
let q2 = QuestionResult(question: "I would recommend it", responses: "XDDNAXDNS".compactMap { map[$0] })
let q3 = QuestionResult(question: "Loading is fast", responses: [])

for q in [q1, q2, q3] {
    print("Q: \(q.question) (n=\(q.responses.count))")
    histogram(q).forEach { print("  " + $0) }
    print(String(format: "  avg %.2f, net %+d, mode: %@", q.average, q.netPositive, q.mode?.rawValue ?? "n/a"))
}
let ranked = [q1, q2, q3].filter { !$0.responses.isEmpty }.sorted { $0.average > $1.average }
print("Best rated: \(ranked.first!.question)")
print("Averages: \(ranked.map { ($0.average * 100).rounded() / 100 })")

import Foundation

let reviews = [
    "Great app, really great design. Fast and simple!",
    "Too simple. Crashes on launch; not great.",
    "Design is clean and fast. I love the dark mode",
    "Crashes often... please fix the crashes",
    "simple, fast, GREAT",
]

let stopWords: Set<String> = ["and", "the", "is", "i", "on", "not", "please", "often", "too", "really"]

func words(in text: String) -> [String] {
    text.lowercased()
        .components(separatedBy: CharacterSet.letters.inverted)
        .filter { !$0.isEmpty && !stopWords.contains($0) }
}

var freq: [String: Int] = [:]
for review in reviews {
    for w in words(in: review) {
        freq[w, default: 0] += 1
    }
}
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print("Top words:")
for (word, count) in top.prefix(6) {
    print("  \(word.padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(repeating: "▇", count: count)) \(count)")
}
let singletons = top.filter { $0.value == 1 }.map(\.key)
print("Mentioned once: \(singletons.joined(separator: ", "))")

enum Sentiment: String { case positive = "😀", negative = "😞", mixed = "😐" }
let positive: Set = ["great", "love", "fast", "clean"]
let negative: Set = ["crashes", "crash", "fix", "slow"]

func sentiment(_ text: String) -> (Sentiment, Int) {
    let ws = words(in: text)
    let score = ws.reduce(0) { acc, w in
        acc + (positive.contains(w) ? 1 : 0) - (negative.contains(w) ? 1 : 0)
    }
    switch score {
    case 1...: return (.positive, score)
    case ..<0: return (.negative, score)
    default: return (.mixed, score)
    }
}
for (i, r) in reviews.enumerated() {
    let (s, score) = sentiment(r)
    print("#\(i + 1) \(s.rawValue) \(score > 0 ? "+" : "")\(score)  \(r.prefix(24))…")
}
let letterCounts = reviews.joined().lowercased().filter(\.isLetter).reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let topLetters = letterCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key)\($0.value)" }
print(topLetters)
let longest = freq.keys.max { ($0.count, $1) < ($1.count, $0) }!
print("Longest word: \(longest)")

import Foundation

let article = """
Swift is a powerful and intuitive programming language. Swift code is safe by design, \
yet also produces software that runs lightning-fast! Is it easy to learn? Many say yes. \
Writing Swift code is interactive and fun; the syntax is concise yet expressive.
"""

struct ReadingStats {
    let text: String
    var words: [String] {
        text.split(whereSeparator: { !$0.isLetter && $0 != "-" && $0 != "'" }).map { $0.lowercased() }
    }
    var sentences: [String] {
        var result: [String] = []
        var current = ""
        for ch in text {
            current.append(ch)
            if ".!?".contains(ch) {
                let t = current.drop(while: { $0 == " " })
                if !t.isEmpty { result.append(String(t)) }
                current = ""
            }
        }
        return result
    }
    var readingTimeLabel: String {
        let minutes = Double(words.count) / 200
        return minutes < 1 ? "< 1 min read" : "\(Int(minutes.rounded())) min read"
    }
    func topWords(_ n: Int, excluding stop: Set<String>) -> [(String, Int)] {
        let counts = words.filter { !stop.contains($0) }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(n).map { ($0.key, $0.value) }
    }
}

let stats = ReadingStats(text: article)
print("words:", stats.words.count)
print("sentences:", stats.sentences.count)
for (i, s) in stats.sentences.enumerated() {
    let kind = s.hasSuffix("?") ? "Q" : s.hasSuffix("!") ? "E" : "S"
    print(i + 1, kind, s.split(separator: " ").count)
}
print(stats.readingTimeLabel)
let stop: Set<String> = ["is", "a", "and", "the", "to", "it", "that", "yet", "also", "by"]
for (w, c) in stats.topWords(4, excluding: stop) { print("\(w): \(c)") }
let longest = stats.words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!
print("longest:", longest, longest.count)
let avg = Double(stats.words.map(\.count).reduce(0, +)) / Double(stats.words.count)
print("avg len:", (avg * 100).rounded() / 100)
let capitalized = article.split(separator: " ").filter { $0.first?.isUppercase == true }.map { String($0) }
print(Set(capitalized).sorted())
let vowels = article.lowercased().filter { "aeiou".contains($0) }.count
print("vowels:", vowels)

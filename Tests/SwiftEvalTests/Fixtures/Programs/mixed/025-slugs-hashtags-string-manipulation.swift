// Blog post helpers: slugs, title case, hashtag extraction, word counts and reading time.
import Foundation

struct Post {
    let title: String
    let body: String
}

func slug(_ title: String) -> String {
    let lowered = title.lowercased().replacingOccurrences(of: "&", with: " and ")
    let mapped = lowered.map { $0.isLetter || $0.isNumber ? String($0) : " " }.joined()
    return mapped.split(separator: " ").joined(separator: "-")
}

func titleCase(_ s: String) -> String {
    let small: Set<String> = ["a", "an", "and", "the", "of", "in", "on", "to"]
    let words = s.lowercased().split(separator: " ").map(String.init)
    return words.enumerated().map { i, w in
        (i > 0 && i < words.count - 1 && small.contains(w)) ? w : w.prefix(1).uppercased() + w.dropFirst()
    }.joined(separator: " ")
}

func hashtags(in text: String) -> [String] {
    let words = text.components(separatedBy: .whitespacesAndNewlines)
    let tags = words.filter { $0.hasPrefix("#") && $0.count > 1 }.map { word -> String in
        String(word.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }).lowercased()
    }
    var seen = Set<String>()
    return tags.filter { !$0.isEmpty && seen.insert($0).inserted }
}

func readingTime(_ text: String, wpm: Int = 200) -> String {
    let words = text.split { $0 == " " || $0 == "\n" }.count
    let minutes = Int((Double(words) / Double(wpm)).rounded(.up))
    return words == 0 ? "0 words" : "\(words) word\(words == 1 ? "" : "s") · \(max(minutes, 1)) min read"
}

let posts = [
    Post(title: "  the ART of swift & SwiftUI  ", body: "Learning #Swift is fun. #swiftui #Swift #100DaysOfCode!"),
    Post(title: "Ten tips on Debugging", body: String(repeating: "word ", count: 450) + "#debug"),
    Post(title: "a", body: ""),
    Post(title: "Café: Crème Brûlée in 3 Steps", body: "# #not_a #tag_ok, done."),
]
for post in posts {
    let trimmed = post.title.trimmingCharacters(in: .whitespaces)
    print("Title: \(titleCase(trimmed))")
    print("  slug: /blog/\(slug(trimmed))")
    print("  tags: \(hashtags(in: post.body))")
    print("  \(readingTime(post.body))")
}

let csv = "name, role ,team\nAda,Engineer , Core\n,Designer,\nLin,PM,Growth"
let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
let header = rows[0]
for row in rows.dropFirst() {
    let pairs = zip(header, row).map { "\($0)=\($1.isEmpty ? "?" : $1)" }
    print(pairs.joined(separator: " "))
}
let sentence = "Swift makes model code pleasant"
print(String(sentence.reversed()) + " | " + sentence.split(separator: " ").reversed().joined(separator: " "))
print(sentence.uppercased().filter { "AEIOU".contains($0) }.count, "vowels;", sentence.capitalized)

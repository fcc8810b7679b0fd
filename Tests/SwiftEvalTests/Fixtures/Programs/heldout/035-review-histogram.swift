import Foundation

struct Review {
    let author: String
    let stars: Int
    let text: String
    let helpfulVotes: Int
}

let reviews = [
    Review(author: "kate", stars: 5, text: "Love it, works great!", helpfulVotes: 12),
    Review(author: "omar", stars: 4, text: "Good value", helpfulVotes: 3),
    Review(author: "lin", stars: 2, text: "Broke after a week", helpfulVotes: 20),
    Review(author: "sam", stars: 5, text: "Perfect", helpfulVotes: 1),
    Review(author: "ada", stars: 3, text: "It's okay I guess", helpfulVotes: 0),
    Review(author: "joe", stars: 5, text: "Would buy again", helpfulVotes: 7),
    Review(author: "eli", stars: 1, text: "Never arrived", helpfulVotes: 9),
    Review(author: "mia", stars: 4, text: "Nice design, slightly small", helpfulVotes: 4),
    Review(author: "raj", stars: 4, text: "Does the job", helpfulVotes: 2),
]

let average = Double(reviews.reduce(0) { $0 + $1.stars }) / Double(reviews.count)
print(String(format: "Average: %.2f from %d reviews", average, reviews.count))

let counts = Dictionary(grouping: reviews, by: \.stars).mapValues(\.count)
for stars in stride(from: 5, through: 1, by: -1) {
    let n = counts[stars] ?? 0
    let pct = Double(n) / Double(reviews.count) * 100
    let bar = String(repeating: "█", count: n * 4) + String(repeating: "░", count: (3 - n) * 4)
    print("\(stars)★ \(bar) \(String(format: "%3.0f%%", pct))")
}

let mostHelpful = reviews.sorted { ($0.helpfulVotes, $1.author) > ($1.helpfulVotes, $0.author) }.prefix(3)
print("Most helpful:")
for r in mostHelpful {
    print("  \(r.author) (\(r.helpfulVotes)): \(String(repeating: "★", count: r.stars)) \"\(r.text)\"")
}

let positive = reviews.filter { $0.stars >= 4 }.count
print("Positive share: \(positive * 100 / reviews.count)%")
let longest = reviews.max { $0.text.count < $1.text.count }!
print("Longest review by \(longest.author), \(longest.text.split(separator: " ").count) words")

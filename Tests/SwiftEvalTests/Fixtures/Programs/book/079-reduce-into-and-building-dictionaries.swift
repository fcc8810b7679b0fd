// reduce(into:) to build arrays and dictionaries from tuples and structs.
struct Vote {
    let voter: String
    let choice: String
}
let votes = [
    Vote(voter: "a", choice: "Pizza"),
    Vote(voter: "b", choice: "Sushi"),
    Vote(voter: "c", choice: "Pizza"),
    Vote(voter: "d", choice: "Tacos"),
    Vote(voter: "e", choice: "Pizza"),
    Vote(voter: "f", choice: "Sushi"),
]

let tally = votes.reduce(into: [String: Int]()) { counts, vote in
    counts[vote.choice, default: 0] += 1
}
let ranking = tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
for (choice, count) in ranking {
    print(choice, String(repeating: "#", count: count))
}

let votersByChoice = votes.reduce(into: [String: [String]]()) { result, vote in
    result[vote.choice, default: []].append(vote.voter)
}
for key in votersByChoice.keys.sorted() {
    print(key, votersByChoice[key]!)
}

let evensOdds = (1...10).reduce(into: (evens: [Int](), odds: [Int]())) { acc, n in
    if n % 2 == 0 { acc.evens.append(n) } else { acc.odds.append(n) }
}
print(evensOdds)

let text = "the cat and the hat and the bat"
let wordFreq = text.split(separator: " ").reduce(into: [:]) { (freq: inout [Substring: Int], word) in
    freq[word, default: 0] += 1
}
print(wordFreq.filter { $0.value > 1 }.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

let uniqueInOrder = [3, 1, 3, 2, 1, 4].reduce(into: [Int]()) { seen, n in
    if !seen.contains(n) { seen.append(n) }
}
print(uniqueInOrder)
let longest = ["a", "abc", "ab"].reduce("") { $1.count > $0.count ? $1 : $0 }
print(longest)
let product = [1.5, 2.0, 4.0].reduce(1, *)
print(product)
let sentence = ["Swift", "is", "fun"].reduce(into: "") { s, w in s += s.isEmpty ? w : " " + w }
print(sentence)

// Counting characters in text with dictionaries keyed by Character.
let review = "Great coffee, great service! Would come again."
var freq: [Character: Int] = [:]
for ch in review.lowercased() where ch.isLetter {
    freq[ch, default: 0] += 1
}
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
for (ch, n) in top {
    print(ch, n, String(repeating: "▇", count: n))
}
print(freq.count)
print(freq["z"] as Any, freq["e"] as Any)

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let vowelTotal = freq.filter { vowels.contains($0.key) }.values.reduce(0, +)
print("vowels:", vowelTotal)

let punctuation = review.filter { $0.isPunctuation }
print(punctuation, punctuation.count)

let wordsByLength = review
    .split(whereSeparator: { !$0.isLetter })
    .map { $0.lowercased() }
    .reduce(into: [Int: Set<String>]()) { $0[$1.count, default: []].insert($1) }
for length in wordsByLength.keys.sorted() {
    print(length, wordsByLength[length]!.sorted())
}

let emojiText = "👍👍🏽👍🎉"
var emojiCounts: [Character: Int] = [:]
emojiText.forEach { emojiCounts[$0, default: 0] += 1 }
print(emojiCounts.count, emojiCounts["👍"]!, emojiCounts["👍🏽"]!)
let isogram = "subdermatoglyphic"
print(Set(isogram).count == isogram.count)
print(Set("letter").count, "letter".count)

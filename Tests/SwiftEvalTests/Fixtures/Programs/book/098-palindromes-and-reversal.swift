// Reversing strings and checking palindromes, ignoring case and punctuation.
func normalized(_ text: String) -> [Character] {
    text.lowercased().filter { $0.isLetter || $0.isNumber }.map { $0 }
}
func isPalindrome(_ text: String) -> Bool {
    let chars = normalized(text)
    return chars == chars.reversed()
}

let phrases = [
    "Racecar",
    "A man, a plan, a canal: Panama!",
    "Was it a car or a cat I saw?",
    "Swift",
    "",
    "No 'x' in Nixon",
    "été",
    "12321",
]
for p in phrases {
    print("\"\(p)\"", isPalindrome(p))
}

let word = "stressed"
print(String(word.reversed()))
print(word.reversed().map { String($0) }.joined())
print(Array(word.reversed()).count)

let emojis = "🇨🇦👋🏽e\u{301}"
print(String(emojis.reversed()))
print(String(emojis.reversed()).count)

let sentence = "the quick brown fox"
let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
let eachReversed = sentence.split(separator: " ").map { String($0.reversed()) }.joined(separator: " ")
print(eachReversed)

func longestPalindromicPrefix(_ s: String) -> String {
    let chars = Array(s)
    for end in stride(from: chars.count, to: 0, by: -1) {
        let candidate = chars[0..<end]
        if candidate.elementsEqual(candidate.reversed()) {
            return String(candidate)
        }
    }
    return ""
}
print(longestPalindromicPrefix("abacus"), longestPalindromicPrefix("noonday"), longestPalindromicPrefix("xyz"))

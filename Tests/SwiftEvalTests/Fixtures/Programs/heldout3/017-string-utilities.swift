import Foundation

extension String {
    var slug: String {
        let lowered = lowercased()
        var result = ""
        var lastWasDash = false
        for ch in lowered {
            if ch.isLetter || ch.isNumber, ch.isASCII {
                result.append(ch)
                lastWasDash = false
            } else if !lastWasDash && !result.isEmpty {
                result.append("-")
                lastWasDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    var titleCased: String {
        let small: Set<String> = ["a", "an", "the", "of", "and", "in"]
        return split(separator: " ").enumerated().map { index, word in
            let w = word.lowercased()
            if index > 0 && small.contains(w) { return w }
            return w.prefix(1).uppercased() + w.dropFirst()
        }.joined(separator: " ")
    }

    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }

    var isPalindrome: Bool {
        let chars = lowercased().filter(\.isLetter)
        return chars == String(chars.reversed())
    }
}

let headlines = [
    "  The Lord of the Rings: Return of the King  ",
    "Swift 6.0 & Concurrency -- what's NEW?",
    "a tale OF two cities",
]
for h in headlines {
    let trimmed = h.trimmingCharacters(in: .whitespaces)
    print("[\(trimmed.titleCased)] slug=\(trimmed.slug)")
}

let bio = "Building apps for iPhone, iPad and Mac since 2010."
print(bio.truncated(to: 20))
print(bio.truncated(to: 100))
print("Words: \(bio.split(whereSeparator: { $0 == " " || $0 == "," }).count)")
print(bio.replacingOccurrences(of: "iP", with: "ip"))
print(bio.components(separatedBy: ", ").map { $0.count })

for candidate in ["Never odd or even", "Swift", "A man, a plan, a canal: Panama"] {
    print("\(candidate.truncated(to: 12)) palindrome? \(candidate.isPalindrome)")
}

let emoji = "Café 👨‍👩‍👧 ok"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf8.count)
print(String(emoji.reversed()))
let idx = emoji.firstIndex(of: "👨‍👩‍👧")!
print(emoji[..<idx] + "|" + emoji[emoji.index(after: idx)...])
print("hello world".capitalized, "MiXeD".lowercased(), "abc".uppercased())
print("x=\(42)".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")

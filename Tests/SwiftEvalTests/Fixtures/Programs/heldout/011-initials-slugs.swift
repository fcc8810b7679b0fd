import Foundation

extension String {
    var initials: String {
        let words = split(whereSeparator: { $0 == " " || $0 == "-" })
        let letters = words.prefix(2).compactMap(\.first)
        return String(letters).uppercased()
    }

    var slug: String {
        let lowered = lowercased()
        var result = ""
        var lastWasDash = false
        for scalar in lowered.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash && !result.isEmpty {
                result.append("-")
                lastWasDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }
}

let names = ["Grace Hopper", "ada lovelace", "Jean-Luc Picard", "Prince", "  Tim   Berners Lee "]
for name in names {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    print("\(trimmed.truncated(to: 12)) -> \(trimmed.initials)")
}

let titles = [
    "Hello, World!",
    "  Swift 6: What's New?  ",
    "10 Tips & Tricks for iOS",
    "Already-a-slug",
]
for title in titles {
    print("\"\(title)\" => \(title.slug)")
}

let words = "the quick brown fox jumps over the lazy dog the end".split(separator: " ")
let counts = words.reduce(into: [String: Int]()) { $0[String($1), default: 0] += 1 }
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

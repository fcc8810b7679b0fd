import Foundation

extension String {
    var slug: String {
        let lowered = folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX")).lowercased()
        let mapped = lowered.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        return mapped.split(separator: "-").joined(separator: "-")
    }

    var initials: String {
        split(separator: " ").prefix(2).compactMap { $0.first?.uppercased() }.joined()
    }

    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)).trimmingCharacters(in: .whitespaces) + trailing : self
    }

    var titleCased: String {
        let small: Set<String> = ["a", "an", "the", "of", "and", "in", "on", "for"]
        return split(separator: " ").enumerated().map { i, w in
            let word = w.lowercased()
            return i > 0 && small.contains(word) ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    var wordCount: Int { components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.count }
}

let titles = ["Hello, World!", "  Crème Brûlée Recipe  ", "10 Tips for Swift 6", "iOS & macOS: What's New?", "---"]
for t in titles { print("'\(t)' -> '\(t.slug)'") }

let people = ["ada lovelace", "Grace Brewster Murray Hopper", "linus", " ", "Élodie Durand"]
print(people.map { $0.initials.isEmpty ? "?" : $0.initials })

let blurb = "The quick brown fox jumps over the lazy dog near the riverbank"
print(blurb.truncated(to: 20))
print(blurb.truncated(to: 100) == blurb)
print("the lord of the rings and the return of the king".titleCased)
print("  Multiple   spaces\nand\tnewlines here ".wordCount)

let csv = "name;email;role\nAda;ada@example.com;admin\nBob;;viewer\n"
let rows = csv.split(separator: "\n").dropFirst().map { $0.components(separatedBy: ";") }
for r in rows { print("\(r[0]) <\(r[1].isEmpty ? "no email" : r[1])> \(r[2].uppercased())") }

let phone = "(555) 123-4567"
let digits = phone.filter(\.isNumber)
print(digits, digits.count)
let masked = String(repeating: "•", count: digits.count - 4) + digits.suffix(4)
print(masked)
let card = "4111111111111111"
let grouped = stride(from: 0, to: card.count, by: 4).map { i -> String in
    let start = card.index(card.startIndex, offsetBy: i)
    return String(card[start..<card.index(start, offsetBy: 4)])
}.joined(separator: " ")
print(grouped)
print("swift".uppercased(), "SWIFT".lowercased(), "hello world".capitalized)
print("abc".compare("ABD", options: .caseInsensitive) == .orderedAscending)
print("Résumé".count, "Résumé".utf8.count, "👨‍👩‍👧".count, "👨‍👩‍👧".unicodeScalars.count)
print(String("stressed".reversed()), "level" == String("level".reversed()))
print("a-b_c d".replacingOccurrences(of: "[-_ ]", with: "+", options: .regularExpression))
print("v1.2.3".hasPrefix("v"), "file.tar.gz".components(separatedBy: ".").dropFirst().joined(separator: "."))

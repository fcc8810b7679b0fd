// Post composer: character limits counted in graphemes vs UTF-16, emoji, mentions/links extraction, truncation.
import Foundation

struct Draft {
    var text: String
    static let limit = 40

    var graphemes: Int { text.count }
    var utf16Units: Int { text.utf16.count }
    var remaining: Int { Draft.limit - graphemes }
    var counterLabel: String {
        switch remaining {
        case ..<0: return "\(-remaining) over"
        case 0...10: return "\(remaining) left"
        default: return ""
        }
    }
    var canPost: Bool { !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && remaining >= 0 }
    var mentions: [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { $0.hasPrefix("@") && $0.count > 1 }
            .map { String($0.dropFirst()).trimmingCharacters(in: .punctuationCharacters).lowercased() }
    }
    var links: [String] {
        text.split(separator: " ").map(String.init).filter { $0.hasPrefix("https://") || $0.hasPrefix("http://") }
    }
    func preview(_ n: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "⏎")
        return flat.count <= n ? flat : String(flat.prefix(n - 1)) + "…"
    }
}

let drafts = [
    Draft(text: ""),
    Draft(text: "   \n "),
    Draft(text: "Hello @Maya and @leo! 👋"),
    Draft(text: "Family: 👨‍👩‍👧‍👦 flags: 🇯🇵🇫🇷 skin: 👍🏽"),
    Draft(text: "Read this https://example.com/a-very-long-path now!"),
    Draft(text: "café vs cafe\u{301} — same?"),
    Draft(text: String(repeating: "ab", count: 20)),
]

for (i, d) in drafts.enumerated() {
    let counter = d.counterLabel.isEmpty ? "" : " [\(d.counterLabel)]"
    print("\(i + 1). \"\(d.preview(24))\" chars=\(d.graphemes) utf16=\(d.utf16Units)\(counter) post=\(d.canPost ? "enabled" : "disabled")")
    if !d.mentions.isEmpty { print("   mentions: \(d.mentions.joined(separator: ", "))") }
    if !d.links.isEmpty { print("   links: \(d.links.count), shortened: \(d.links.map { $0.replacingOccurrences(of: "https://", with: "").prefix(11) + "…" })") }
}

let s1 = "café", s2 = "cafe\u{301}"
print("Equal as Strings: \(s1 == s2), unicodeScalars: \(s1.unicodeScalars.count) vs \(s2.unicodeScalars.count)")
let family = "👨‍👩‍👧‍👦"
print("Family emoji: count \(family.count), scalars \(family.unicodeScalars.count), utf8 \(family.utf8.count)")
let flags = "🇯🇵🇫🇷"
print("Flags reversed: \(String(flags.reversed())), first: \(flags.first.map(String.init) ?? "")")
print("Uppercased: \("straße ǆ".uppercased()), lowercased: \("İSTANBUL".lowercased().count)")

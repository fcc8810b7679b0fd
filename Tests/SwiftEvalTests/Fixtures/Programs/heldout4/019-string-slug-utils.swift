import Foundation

extension String {
    var slug: String {
        let lowered = self.lowercased()
        var out = ""
        var lastDash = false
        for ch in lowered {
            if ch.isASCII && (ch.isLetter || ch.isNumber) {
                out.append(ch); lastDash = false
            } else if !lastDash && !out.isEmpty {
                out.append("-"); lastDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }

    func truncated(to n: Int, ellipsis: String = "…") -> String {
        count <= n ? self : String(prefix(max(0, n - ellipsis.count))) + ellipsis
    }

    var titleCased: String {
        let small: Set<String> = ["a", "an", "the", "of", "and", "in", "on"]
        return split(separator: " ").enumerated().map { i, w in
            let lw = w.lowercased()
            if i > 0 && small.contains(lw) { return lw }
            return lw.prefix(1).uppercased() + lw.dropFirst()
        }.joined(separator: " ")
    }

    var wordCount: Int { split(whereSeparator: { !$0.isLetter && $0 != "'" }).count }
}

let titles = [
    "Hello, World!",
    "  The Lord of the Rings: Return of the King ",
    "Swift 6 -- What's New?",
    "Crème brûlée & café",
    "---",
    "an apple a day",
]
for t in titles {
    print("[\(t.slug)] [\(t.titleCased)] words=\(t.wordCount) short=\(t.truncated(to: 10))")
}
print("abc".truncated(to: 3), "abcd".truncated(to: 3, ellipsis: "."))
let text = "one two  three\tfour\nfive"
print(text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.count)
print(String("stressed".reversed()), "level" == String("level".reversed()))
let counts = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

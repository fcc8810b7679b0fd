// App search: ranking results by match quality (exact, prefix, word prefix, subsequence), ties by name.
import Foundation

struct AppItem {
    let name: String
    let category: String
    let downloads: Int
}

enum MatchKind: Int, Comparable {
    case exact = 4, prefix = 3, wordPrefix = 2, contains = 1, subsequence = 0
    static func < (a: MatchKind, b: MatchKind) -> Bool { a.rawValue < b.rawValue }
}

func isSubsequence(_ needle: String, of haystack: String) -> Bool {
    var it = haystack.makeIterator()
    outer: for ch in needle {
        while let h = it.next() {
            if h == ch { continue outer }
        }
        return false
    }
    return true
}

func match(_ query: String, _ name: String) -> MatchKind? {
    let q = query.lowercased().trimmingCharacters(in: .whitespaces)
    let n = name.lowercased()
    guard !q.isEmpty else { return nil }
    if n == q { return .exact }
    if n.hasPrefix(q) { return .prefix }
    if n.split(separator: " ").contains(where: { $0.hasPrefix(q) }) { return .wordPrefix }
    if n.contains(q) { return .contains }
    if isSubsequence(q.replacingOccurrences(of: " ", with: ""), of: n) { return .subsequence }
    return nil
}

let apps = [
    AppItem(name: "Notes", category: "Productivity", downloads: 900),
    AppItem(name: "Notebook Pro", category: "Productivity", downloads: 120),
    AppItem(name: "Quick Note", category: "Utilities", downloads: 450),
    AppItem(name: "Banknote Scanner", category: "Finance", downloads: 80),
    AppItem(name: "Night Owl Tracker", category: "Health", downloads: 300),
    AppItem(name: "Photos", category: "Photo", downloads: 1000),
    AppItem(name: "Photo Booth", category: "Photo", downloads: 450),
]

func search(_ q: String) -> [(AppItem, MatchKind)] {
    apps.compactMap { app in match(q, app.name).map { (app, $0) } }
        .sorted { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            if a.0.downloads != b.0.downloads { return a.0.downloads > b.0.downloads }
            return a.0.name < b.0.name
        }
}

for q in ["notes", "note", "NOT", "photo", "nte", "  ", "zzz", "pb"] {
    let results = search(q)
    if results.isEmpty {
        print("'\(q)': no results")
        continue
    }
    let shown = results.prefix(4).map { "\($0.0.name)[\($0.1.rawValue)]" }.joined(separator: ", ")
    let more = results.count > 4 ? " +\(results.count - 4) more" : ""
    print("'\(q)': \(shown)\(more)")
}
let categories = Dictionary(grouping: search("o"), by: { $0.0.category }).mapValues(\.count)
print("'o' by category: \(categories.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))")
print("Subsequence checks: \(isSubsequence("ace", of: "abcde")), \(isSubsequence("aec", of: "abcde")), \(isSubsequence("", of: "x"))")

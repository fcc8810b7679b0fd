// Country picker: diacritic- and case-insensitive sorting and search, sections, pinned favorites, calling codes.
import Foundation

struct Country {
    let code: String
    let name: String
    let dial: Int
    var flag: String {
        code.uppercased().unicodeScalars.compactMap { UnicodeScalar(127_397 + $0.value) }.map(String.init).joined()
    }
}

let countries = [
    Country(code: "is", name: "Iceland", dial: 354),
    Country(code: "ae", name: "United Arab Emirates", dial: 971),
    Country(code: "ci", name: "Côte d'Ivoire", dial: 225),
    Country(code: "at", name: "Austria", dial: 43),
    Country(code: "re", name: "Réunion", dial: 262),
    Country(code: "ax", name: "Åland Islands", dial: 358),
    Country(code: "cl", name: "Chile", dial: 56),
    Country(code: "us", name: "United States", dial: 1),
    Country(code: "ca", name: "Canada", dial: 1),
    Country(code: "ru", name: "Russia", dial: 7),
]

func folded(_ s: String) -> String { s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX")) }

let sorted = countries.sorted {
    $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedAscending
}
let sections = Dictionary(grouping: sorted) { String(folded($0.name).prefix(1)).uppercased() }
for letter in sections.keys.sorted() {
    let rows = sections[letter]!.map { "\($0.flag) \($0.name) +\($0.dial)" }
    print("\(letter): \(rows.joined(separator: " | "))")
}

func search(_ q: String) -> [String] {
    let needle = folded(q.trimmingCharacters(in: .whitespaces))
    guard !needle.isEmpty else { return [] }
    if let digits = Int(needle.replacingOccurrences(of: "+", with: "")) {
        return sorted.filter { $0.dial == digits }.map(\.name)
    }
    return sorted.filter { folded($0.name).contains(needle) || $0.code == needle }.map(\.name)
}
for q in ["cote", "ÅLAND", "re", "+1", "7", "united", "xx", " "] {
    let r = search(q)
    print("search '\(q)': \(r.isEmpty ? "—" : r.joined(separator: ", "))")
}

let favorites: Set<String> = ["ca", "is"]
let pinned = sorted.filter { favorites.contains($0.code) } + sorted.filter { !favorites.contains($0.code) }
print("Pinned first: \(pinned.prefix(4).map(\.code).joined(separator: ","))…")
let shared = Dictionary(grouping: countries, by: \.dial).filter { $0.value.count > 1 }
for (dial, list) in shared.sorted(by: { $0.key < $1.key }) {
    print("+\(dial) shared by \(list.map(\.name).sorted().joined(separator: " & "))")
}
print("Plain sort would give: \(countries.map(\.name).sorted().prefix(3).joined(separator: ", ")) … last \(countries.map(\.name).sorted().last!)")

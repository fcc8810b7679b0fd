// Contacts list: sections by first letter, case-insensitive sorting, first(where:), contains.
import Foundation

struct Contact {
    let first: String
    let last: String
    let phone: String?
    var isFavorite = false

    var fullName: String { [first, last].filter { !$0.isEmpty }.joined(separator: " ") }
    var sortKey: String { last.isEmpty ? first : last }
    var sectionLetter: String {
        guard let c = sortKey.first, c.isLetter else { return "#" }
        return String(c).uppercased()
    }
}

let contacts = [
    Contact(first: "zoe", last: "adams", phone: "555-0101"),
    Contact(first: "Liam", last: "Baker", phone: nil, isFavorite: true),
    Contact(first: "Ava", last: "", phone: "555-0199"),
    Contact(first: "Noah", last: "bennett", phone: "555-0123"),
    Contact(first: "Émile", last: "Zola", phone: nil),
    Contact(first: "42", last: "", phone: "555-4242"),
    Contact(first: "Mia", last: "Adams", phone: "555-0102", isFavorite: true),
]

let sorted = contacts.sorted {
    let order = $0.sortKey.localizedCaseInsensitiveCompare($1.sortKey)
    if order != .orderedSame { return order == .orderedAscending }
    return $0.first.lowercased() < $1.first.lowercased()
}

let sections = Dictionary(grouping: sorted, by: \.sectionLetter)
let letters = sections.keys.sorted { a, b in
    if a == "#" { return false }
    if b == "#" { return true }
    return a < b
}
for letter in letters {
    print("— \(letter) —")
    for c in sections[letter] ?? [] {
        let star = c.isFavorite ? " ★" : ""
        print("  \(c.fullName)\(star)  \(c.phone ?? "no number")")
    }
}

func search(_ query: String) -> [Contact] {
    let q = query.trimmingCharacters(in: .whitespaces).lowercased()
    if q.isEmpty { return [] }
    return sorted.filter { $0.fullName.lowercased().contains(q) }
}
for q in ["adams", " AV ", "", "xyz"] {
    let hits = search(q)
    print("Search '\(q)': \(hits.isEmpty ? "No Results" : hits.map(\.fullName).joined(separator: ", "))")
}

let firstWithoutPhone = sorted.first(where: { $0.phone == nil })
print("First without phone: \(firstWithoutPhone?.fullName ?? "none")")
let favorites = sorted.filter(\.isFavorite).map(\.first)
print("Favorites (\(favorites.count)): \(favorites.joined(separator: " & "))")
print("Has 555-0123: \(contacts.contains { $0.phone == "555-0123" })")
print("Initials: " + sorted.map { c in
    let a = c.first.first.map(String.init) ?? ""
    let b = c.last.first.map(String.init) ?? ""
    return (a + b).uppercased()
}.joined(separator: " "))

import Foundation

struct Contact: Hashable {
    let first: String
    let last: String
    let phone: String?
    var fullName: String { "\(first) \(last)" }
    var sectionKey: String {
        guard let c = last.first else { return "#" }
        return c.isLetter ? String(c).uppercased() : "#"
    }
}

let contacts = [
    Contact(first: "Liam", last: "Nguyen", phone: "555-0101"),
    Contact(first: "Olivia", last: "nash", phone: nil),
    Contact(first: "Emma", last: "Abbott", phone: "555-0199"),
    Contact(first: "Noah", last: "Álvarez", phone: "555-0111"),
    Contact(first: "Ava", last: "42nd", phone: nil),
    Contact(first: "Mia", last: "Adams", phone: "555-0123"),
    Contact(first: "Liam", last: "Nguyen", phone: "555-0101"),
]

let unique = Array(Set(contacts))
let grouped = Dictionary(grouping: unique, by: \.sectionKey)
for key in grouped.keys.sorted() {
    let members = grouped[key]!.sorted {
        ($0.last.lowercased(), $0.first) < ($1.last.lowercased(), $1.first)
    }
    print("\(key) (\(members.count))")
    for c in members {
        print("  \(c.fullName)\(c.phone.map { " - \($0)" } ?? "")")
    }
}

let withPhone = unique.compactMap(\.phone).sorted()
print("phones:", withPhone.joined(separator: ", "))

func search(_ q: String) -> [String] {
    let needle = q.lowercased()
    return unique.filter { $0.fullName.lowercased().contains(needle) }.map(\.fullName).sorted()
}
print(search("a"))
print(search("NG"))
print(search("zzz").isEmpty ? "no results" : "found")

import Foundation

struct Contact: Hashable {
    let firstName: String
    let lastName: String
    let isFavorite: Bool
    var fullName: String { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }
    var sortKey: String { (lastName.isEmpty ? firstName : lastName).uppercased() }
    var initials: String {
        [firstName, lastName].compactMap { $0.first }.map { String($0).uppercased() }.joined()
    }
}

struct ContactSection {
    let header: String
    let contacts: [Contact]
}

struct ContactListViewModel {
    let contacts: [Contact]

    var sections: [ContactSection] {
        let grouped = Dictionary(grouping: contacts) { c -> String in
            guard let first = c.sortKey.first, first.isLetter else { return "#" }
            return String(first)
        }
        return grouped.keys.sorted { a, b in
            if a == "#" { return false }
            if b == "#" { return true }
            return a < b
        }.map { key in
            ContactSection(header: key, contacts: grouped[key]!.sorted { ($0.sortKey, $0.firstName) < ($1.sortKey, $1.firstName) })
        }
    }

    var favorites: [Contact] { contacts.filter(\.isFavorite).sorted { $0.firstName < $1.firstName } }
    var indexTitles: String { sections.map(\.header).joined(separator: " ") }
}

let vm = ContactListViewModel(contacts: [
    Contact(firstName: "Maria", lastName: "Garcia", isFavorite: true),
    Contact(firstName: "John", lastName: "Appleseed", isFavorite: false),
    Contact(firstName: "Anna", lastName: "Gomez", isFavorite: false),
    Contact(firstName: "Zoe", lastName: "", isFavorite: true),
    Contact(firstName: "42", lastName: "", isFavorite: false),
    Contact(firstName: "Ben", lastName: "apple", isFavorite: false),
    Contact(firstName: "Liam", lastName: "O'Brien", isFavorite: true),
    Contact(firstName: "Ava", lastName: "Garcia", isFavorite: false),
])

print("Index: \(vm.indexTitles)")
for section in vm.sections {
    print("[\(section.header)] (\(section.contacts.count))")
    for c in section.contacts {
        print("  \(c.initials.padding(toLength: 3, withPad: " ", startingAt: 0))\(c.fullName)\(c.isFavorite ? " ★" : "")")
    }
}
print("Favorites: " + vm.favorites.map(\.fullName).joined(separator: ", "))
let largest = vm.sections.max { $0.contacts.count < $1.contacts.count }
print("Largest section: \(largest?.header ?? "-")")
let unique = Set(vm.contacts.map(\.lastName)).filter { !$0.isEmpty }.sorted()
print("Distinct last names: \(unique)")
print("Total: \(vm.contacts.count) contacts in \(vm.sections.count) sections")

struct Contact {
    let firstName: String
    let lastName: String
    let phone: String?
    let isFavorite: Bool

    var fullName: String { "\(firstName) \(lastName)" }
    var initials: String {
        [firstName, lastName].compactMap { $0.first.map(String.init) }.joined()
    }
}

let contacts = [
    Contact(firstName: "Zoe", lastName: "Adams", phone: "555-0101", isFavorite: true),
    Contact(firstName: "Liam", lastName: "Brown", phone: nil, isFavorite: false),
    Contact(firstName: "Emma", lastName: "baker", phone: "555-0199", isFavorite: false),
    Contact(firstName: "Noah", lastName: "Clark", phone: "555-0123", isFavorite: true),
    Contact(firstName: "Ava", lastName: "Cole", phone: nil, isFavorite: false),
    Contact(firstName: "Mia", lastName: "Diaz", phone: "555-0142", isFavorite: false),
]

let sections = Dictionary(grouping: contacts) { String($0.lastName.prefix(1)).uppercased() }
for letter in sections.keys.sorted() {
    let names = sections[letter]!
        .sorted { $0.lastName.lowercased() < $1.lastName.lowercased() }
        .map(\.fullName)
    print("\(letter) (\(names.count)): \(names.joined(separator: "; "))")
}

let favorites = contacts.filter(\.isFavorite).map(\.initials)
print("Favorites: \(favorites)")

let phoneLabels = contacts.map { c -> String in
    guard let phone = c.phone else { return "\(c.firstName): no phone" }
    return "\(c.firstName): \(phone)"
}
phoneLabels.prefix(3).forEach { print($0) }

let withoutPhone = contacts.filter { $0.phone == nil }.count
print("Missing phone: \(withoutPhone)")
let firstPhone = contacts.first { $0.lastName.hasPrefix("C") }?.phone ?? "unknown"
print("First C phone: \(firstPhone)")
let counts = sections.mapValues(\.count).sorted { $0.key < $1.key }
print(counts.map { "\($0.key):\($0.value)" }.joined(separator: " "))
let optionalPhone: String? = contacts[1].phone
print(optionalPhone as Any)
print(contacts[0].phone as Any)

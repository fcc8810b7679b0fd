// compactMap drops nils; flatMap flattens nested sequences and chains optionals.
let rawQuantities = ["3", "x", "12", "", "-4", "7.5"]
print(rawQuantities.compactMap { Int($0) })
print(rawQuantities.map { Int($0) })
print(rawQuantities.compactMap(Double.init))

struct Contact {
    let name: String
    let phone: String?
    let emails: [String]
}
let contacts = [
    Contact(name: "Ida", phone: "555-0101", emails: ["ida@work.com", "ida@home.net"]),
    Contact(name: "Jon", phone: nil, emails: []),
    Contact(name: "Kay", phone: "555-0199", emails: ["kay@mail.org"]),
]
print(contacts.compactMap { $0.phone })
print(contacts.flatMap { $0.emails })
print(contacts.map { $0.emails })
print(contacts.map { $0.emails }.joined().count)
print(contacts.flatMap { c in c.emails.map { "\(c.name) <\($0)>" } })

let matrix = [[1, 2, 3], [4, 5], [], [6]]
print(matrix.flatMap { $0 })
print(matrix.flatMap { $0.map { $0 * 10 } })
print(matrix.compactMap { $0.first })
print(matrix.compactMap { $0.last.map { $0 + 100 } })

let text: String? = "42"
let parsed = text.flatMap { Int($0) }
print(parsed as Any)
let nestedMapped = text.map { Int($0) }
print(nestedMapped as Any)
let none: String? = nil
print(none.flatMap { Int($0) } as Any)
let bad: String? = "abc"
print(bad.flatMap { Int($0) } as Any)

let optionalItems: [String?] = ["a", nil, "b", nil]
print(optionalItems.compactMap { $0 })
print(optionalItems.count, optionalItems.compactMap { $0 }.count)
let words = ["ab", "cd"]
print(words.flatMap { Array($0) })
print(words.flatMap { $0 })

struct Contact {
    let first: String
    let last: String
    let company: String?
    var fullName: String { "\(first) \(last)" }
}

struct SearchResult: Comparable {
    let contact: Contact
    let score: Int
    static func < (a: SearchResult, b: SearchResult) -> Bool {
        if a.score != b.score { return a.score > b.score }
        return a.contact.fullName < b.contact.fullName
    }
    static func == (a: SearchResult, b: SearchResult) -> Bool {
        a.score == b.score && a.contact.fullName == b.contact.fullName
    }
}

func score(_ c: Contact, query: String) -> Int? {
    let q = query.lowercased()
    let first = c.first.lowercased(), last = c.last.lowercased()
    if first == q || last == q { return 100 }
    if first.hasPrefix(q) { return 80 }
    if last.hasPrefix(q) { return 70 }
    if c.fullName.lowercased().contains(q) { return 40 }
    if let company = c.company?.lowercased(), company.contains(q) { return 20 }
    return nil
}

func search(_ contacts: [Contact], _ query: String) -> [SearchResult] {
    guard !query.isEmpty else { return [] }
    return contacts.compactMap { c in score(c, query: query).map { SearchResult(contact: c, score: $0) } }.sorted()
}

let contacts = [
    Contact(first: "Anna", last: "Smith", company: "Acme"),
    Contact(first: "Annabel", last: "Jones", company: nil),
    Contact(first: "Bob", last: "Annand", company: "Globex"),
    Contact(first: "Carl", last: "Anna", company: "Initech"),
    Contact(first: "Dana", last: "Lee", company: "Annex Labs"),
    Contact(first: "Eve", last: "Brown", company: nil),
]

for query in ["anna", "Sm", "ex", "zzz", ""] {
    let results = search(contacts, query)
    print("'\(query)': \(results.count) result(s)")
    for r in results {
        print("   \(r.score) \(r.contact.fullName)\(r.contact.company.map { " @ \($0)" } ?? "")")
    }
}

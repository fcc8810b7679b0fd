// Generics: generic subscripts, generic methods on non-generic types, and where clauses on methods.
struct FormData {
    private var values: [String: Any] = [:]

    subscript<T>(key key: String, as type: T.Type) -> T? {
        values[key] as? T
    }

    subscript<T>(key key: String, default fallback: T) -> T {
        (values[key] as? T) ?? fallback
    }

    mutating func set<T>(_ value: T, for key: String) {
        values[key] = value
    }

    func allValues<T: Comparable>(of type: T.Type) -> [T] {
        values.values.compactMap { $0 as? T }.sorted()
    }
}

struct Ledger<Entry> {
    var entries: [Entry]
    func total<N: Numeric>(_ amount: (Entry) -> N) -> N {
        entries.reduce(0) { $0 + amount($1) }
    }
    func contains(_ entry: Entry) -> Bool where Entry: Equatable {
        entries.contains(entry)
    }
}

var form = FormData()
form.set("Riley", for: "name")
form.set(34, for: "age")
form.set(true, for: "newsletter")
form.set(12, for: "visits")
print(form[key: "name", as: String.self] ?? "-")
print(form[key: "age", as: Int.self] ?? -1)
print(form[key: "age", as: String.self] ?? "not a string")
print(form[key: "newsletter", default: false])
print(form[key: "missing", default: "n/a"])
print(form.allValues(of: Int.self))
print(form.allValues(of: String.self))

let ledger = Ledger(entries: [3, 9, 27])
print(ledger.total { $0 }, ledger.total { Double($0) / 2 })
print(ledger.contains(9), ledger.contains(10))
let words = Ledger(entries: ["a", "bcd"])
print(words.total { $0.count })

// Contact import: normalize phone numbers, merge duplicates, Dictionary(_:uniquingKeysWith:), reports.
import Foundation

struct RawContact {
    let name: String
    let phone: String
    let email: String?
}

struct MergedContact {
    var names: [String]
    var phone: String
    var emails: Set<String>
    var displayName: String { names.max { $0.count < $1.count } ?? "" }
}

func normalize(_ phone: String) -> String? {
    var digits = phone.filter(\.isNumber)
    if digits.count == 11 && digits.hasPrefix("1") { digits.removeFirst() }
    guard digits.count == 10 else { return nil }
    return digits
}

func pretty(_ digits: String) -> String {
    let d = Array(digits)
    return "(\(String(d[0..<3]))) \(String(d[3..<6]))-\(String(d[6..<10]))"
}

let imported = [
    RawContact(name: "Sam Lee", phone: "(415) 555-0134", email: "sam@work.com"),
    RawContact(name: "Samuel Lee", phone: "+1 415.555.0134", email: "SAM@home.net"),
    RawContact(name: "Dana", phone: "555-0199", email: nil),
    RawContact(name: "Dana Ortiz", phone: "212 555 0101", email: nil),
    RawContact(name: "Lee, Sam", phone: "4155550134", email: "sam@work.com"),
    RawContact(name: "Kim", phone: "1-800-FLOWERS", email: "kim@x.org"),
    RawContact(name: "D. Ortiz", phone: "2125550101", email: "dana@ortiz.me "),
]

var rejected: [String] = []
let pairs: [(String, MergedContact)] = imported.compactMap { c in
    guard let key = normalize(c.phone) else {
        rejected.append("\(c.name) (\(c.phone))")
        return nil
    }
    let emails = c.email.map { Set([$0.trimmingCharacters(in: .whitespaces).lowercased()]) } ?? []
    return (key, MergedContact(names: [c.name], phone: key, emails: emails))
}
let merged = Dictionary(pairs) { a, b in
    MergedContact(names: a.names + b.names, phone: a.phone, emails: a.emails.union(b.emails))
}

print("Imported \(imported.count), kept \(merged.count), rejected \(rejected.count)")
for contact in merged.values.sorted(by: { $0.displayName < $1.displayName }) {
    print("\(contact.displayName) — \(pretty(contact.phone))")
    if contact.names.count > 1 {
        print("  merged \(contact.names.count) entries: \(contact.names.joined(separator: " | "))")
    }
    print("  emails: \(contact.emails.isEmpty ? "none" : contact.emails.sorted().joined(separator: ", "))")
}
print("Rejected: \(rejected.joined(separator: "; "))")
let areaCodes = Dictionary(grouping: merged.keys, by: { String($0.prefix(3)) }).mapValues(\.count)
print("Area codes: \(areaCodes.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " "))")
print("Normalize samples: \(["+1 (650) 253-0000", "12345", "", "1 1 1 1 1 1 1 1 1 1 1"].map { normalize($0) ?? "nil" })")

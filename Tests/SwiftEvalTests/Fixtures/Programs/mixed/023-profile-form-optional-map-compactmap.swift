// Editing a profile from raw text fields: optional map/flatMap, compactMap, nil-coalescing chains.
import Foundation

struct RawFields {
    var name: String?
    var age: String?
    var height: String?
    var website: String?
    var tags: String?
}

struct Profile {
    var name: String
    var age: Int?
    var heightCm: Double?
    var website: String?
    var tags: [String]
}

func parse(_ raw: RawFields) -> Profile {
    let name = raw.name.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 } ?? "Anonymous"
    let age = raw.age.flatMap { Int($0) }.flatMap { (0...130).contains($0) ? $0 : nil }
    let height = raw.height.flatMap(Double.init)
    let site = raw.website.map { $0.lowercased() }.map { $0.hasPrefix("http") ? $0 : "https://" + $0 }
    let tags = raw.tags?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } ?? []
    return Profile(name: name, age: age, heightCm: height, website: site, tags: tags)
}

func describe(_ p: Profile) -> [String] {
    var lines = ["Name: \(p.name)"]
    lines.append("Age: " + (p.age.map(String.init) ?? "not set"))
    let feetInches = p.heightCm.map { cm -> String in
        let totalInches = Int((cm / 2.54).rounded())
        return "\(totalInches / 12)′\(totalInches % 12)″"
    }
    lines.append("Height: \(feetInches ?? "—")")
    if let site = p.website { lines.append("Web: \(site)") }
    lines.append("Tags: " + (p.tags.isEmpty ? "none" : p.tags.map { "#" + $0 }.joined(separator: " ")))
    return lines
}

let inputs = [
    RawFields(name: "  Jo March ", age: "29", height: "170.2", website: "Example.com/jo", tags: "books, writing, ,tea"),
    RawFields(name: "   ", age: "abc", height: nil, website: nil, tags: nil),
    RawFields(name: nil, age: "200", height: "-5", website: "http://old.site", tags: ""),
    RawFields(name: "Beth", age: "0", height: "182.88", website: nil, tags: "piano"),
]
for (i, raw) in inputs.enumerated() {
    print("Profile \(i + 1)")
    for line in describe(parse(raw)) { print("  \(line)") }
}

let profiles = inputs.map(parse)
let ages = profiles.compactMap(\.age)
print("Known ages: \(ages), average \(ages.isEmpty ? 0 : ages.reduce(0, +) / ages.count)")
let firstSite = profiles.lazy.compactMap(\.website).first
print("First website: \(firstSite ?? "none")")
let tallest = profiles.filter { $0.heightCm != nil }.max { $0.heightCm! < $1.heightCm! }
print("Tallest: \(tallest?.name ?? "unknown")")
let numbers = ["1", "two", "3", "", "4.5", "-6"].compactMap(Int.init)
print("Parsed ints: \(numbers)")

// Case conversion, filtering and searching strings (standard library only).
let raw = "Hello, World! 123"
print(raw.uppercased())
print(raw.lowercased())
print(raw.filter { $0.isLetter })
print(raw.filter { $0.isNumber })
print(raw.filter { !$0.isPunctuation })

let name = "maRIa"
let capitalized = name.prefix(1).uppercased() + name.dropFirst().lowercased()
print(capitalized)

let search = "World"
print(raw.contains(search))
print(raw.lowercased().contains(search.lowercased()))
print(raw.firstIndex(of: "o").map { raw.distance(from: raw.startIndex, to: $0) } as Any)
print(raw.lastIndex(of: "o").map { raw.distance(from: raw.startIndex, to: $0) } as Any)
print(raw.firstIndex(of: "z") as Any)

let letterCounts = raw.lowercased().reduce(into: [Character: Int]()) { counts, ch in
    if ch.isLetter { counts[ch, default: 0] += 1 }
}
for key in letterCounts.keys.sorted() {
    print(key, letterCounts[key]!)
}

print("ǅ".lowercased(), "ǅ".uppercased())
print("straße".uppercased())
print("İ".lowercased().count)
print(raw.map { $0.isUppercase ? "^" : "." }.joined())
print(raw.replacing("l", with: "L"))

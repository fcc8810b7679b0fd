// Splitting and joining strings.
let csvLine = "Apples,3,0.5,,fresh"
let parts = csvLine.split(separator: ",")
print(parts.count, parts)
let allParts = csvLine.split(separator: ",", omittingEmptySubsequences: false)
print(allParts.count, allParts)
let limited = csvLine.split(separator: ",", maxSplits: 1)
print(limited)

let sentence = "  the quick  brown fox "
print(sentence.split(separator: " "))
print(sentence.split(whereSeparator: { $0 == " " || $0 == "o" }))

let tags = ["swift", "ios", "models"]
print(tags.joined())
print(tags.joined(separator: ", "))
print(tags.joined(separator: " | "))
print([String]().joined(separator: ","))
print(["one"].joined(separator: ","))

let lines = "first\nsecond\n\nfourth"
print(lines.split(separator: "\n").map(String.init))
print(lines.split(separator: "\n", omittingEmptySubsequences: false).count)

let words = "Model View Controller".split(separator: " ")
let initials = words.compactMap { $0.first }.map(String.init).joined()
print(initials)

let nested = [["a", "b"], ["c"]]
print(nested.joined().map { $0 })
print(nested.joined(separator: ["-"]).map { $0 })
let kv = "name=Ava;age=31;city=Oslo"
for pair in kv.split(separator: ";") {
    let fields = pair.split(separator: "=")
    print("\(fields[0]) -> \(fields[1])")
}
print("a,b,,c".split(separator: ",", maxSplits: 5, omittingEmptySubsequences: false))

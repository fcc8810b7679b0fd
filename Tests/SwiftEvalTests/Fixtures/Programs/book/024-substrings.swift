// Substring slices, converting back to String, prefix/suffix/drop.
let headline = "Breaking: Local bakery wins award"
if let colon = headline.firstIndex(of: ":") {
    let tag = headline[..<colon]
    let rest = headline[headline.index(colon, offsetBy: 2)...]
    print(tag)
    print(rest)
    print(type(of: tag))
    let stored = String(rest)
    print(type(of: stored), stored.count)
}

print(headline.prefix(8))
print(headline.suffix(5))
print(headline.dropFirst(10))
print(headline.dropLast(6))
print(headline.prefix(100))
print(headline.prefix(0).isEmpty)
print(headline.prefix(while: { $0 != " " }))
print(headline.drop(while: { $0 != " " }))

let words = headline.split(separator: " ")
print(words)
print(words.map { String($0) })
print(words.map { $0.count })
let firstWord = words[0]
print(firstWord.hasSuffix(":"))
print(firstWord.dropLast() + "!")

let sub = headline.dropFirst(10).prefix(5)
print(sub, sub.count)
print(sub == "Local")
print(sub.startIndex == headline.index(headline.startIndex, offsetBy: 10))
print("\(sub.uppercased())")
let trimmedTitle = "  spaced out  "
let inner = trimmedTitle.drop(while: { $0 == " " })
print("[\(inner)]")

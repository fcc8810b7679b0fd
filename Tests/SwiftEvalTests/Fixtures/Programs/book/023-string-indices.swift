// String.Index: startIndex, endIndex, index(after:), offsetBy, limitedBy.
let sku = "TX-4501-blue"
print(sku[sku.startIndex])
print(sku[sku.index(before: sku.endIndex)])
print(sku[sku.index(after: sku.startIndex)])
let fourth = sku.index(sku.startIndex, offsetBy: 3)
print(sku[fourth])
let back = sku.index(sku.endIndex, offsetBy: -4)
print(sku[back...])

if let dash = sku.firstIndex(of: "-") {
    print(sku[..<dash])
    print(sku.distance(from: sku.startIndex, to: dash))
}
if let lastDash = sku.lastIndex(of: "-") {
    print(sku[sku.index(after: lastDash)...])
}

let limit = sku.index(sku.startIndex, offsetBy: 20, limitedBy: sku.endIndex)
print(limit == nil)
let within = sku.index(sku.startIndex, offsetBy: 5, limitedBy: sku.endIndex)
print(within.map { sku[$0] } as Any)

var spaced = ""
for i in sku.indices where sku[i] != "-" {
    spaced.append(sku[i])
}
print(spaced)

let emoji = "a😀b"
let second = emoji.index(after: emoji.startIndex)
print(emoji[second])
print(emoji.distance(from: emoji.startIndex, to: emoji.endIndex))
print(emoji.firstIndex(of: "b").map { emoji.distance(from: emoji.startIndex, to: $0) } as Any)
print(sku.startIndex < sku.endIndex)
let empty = ""
print(empty.startIndex == empty.endIndex)
print(sku.firstIndex(where: { $0.isNumber }).map { String(sku[$0...]) } ?? "none")

// Interpolating many kinds of values into strings.
struct Item {
    let name: String
    let price: Double
    let tags: [String]
}
enum Size { case small, large }

let item = Item(name: "Mug", price: 8.0, tags: ["kitchen", "gift"])
let count = 3
let ratio = 2.0 / 3.0
let maybe: Int? = 7
let nothing: String? = nil
let flag = true
let size = Size.large
let ch: Character = "Z"

print("Name: \(item.name)")
print("Price: \(item.price)")
print("Tags: \(item.tags)")
print("Item: \(item)")
print("Count: \(count), doubled: \(count * 2)")
print("Ratio: \(ratio)")
print("Maybe: \(String(describing: maybe))")
print("Nothing: \(String(describing: nothing))")
print("Unwrapped: \(maybe ?? 0)")
print("Flag: \(flag)")
print("Size: \(size)")
print("Sizes: \([Size.small, size])")
print("Char: \(ch)")
print("Tuple: \((1, "a"))")
print("Range: \(1..<4), \(1...4)")
print("Dict: \(["k": 1])")
print("Nested: \("inner \("deep \(count)")")")
print("Expr: \(item.tags.count > 1 ? "many" : "one")")
print("Empty: [\("")]")
print("Float: \(Float(1) / 3)")
print("Neg: \(-count)")
print("Arr of opt: \([maybe, nil])")
print("Set count: \(Set([1, 1, 2]).count)")
print("Type: \(type(of: item)), \(Int.self)")
print("Escapes in interp: \("a\tb")")
print("Unicode: \("\u{2713}")")

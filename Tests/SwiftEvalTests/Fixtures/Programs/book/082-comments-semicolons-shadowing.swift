// Comments (nested block comments), semicolons, and shadowing of names.
/* A block comment
   /* with a nested block comment inside */
   still commented out
*/
let appName = "Tally" ; print(appName)
var a = 1; var b = 2; a += b; print(a, b)

// Shadowing: an inner scope can reuse a name.
let limit = 10
do {
    let limit = 3
    print("inner limit", limit)
}
print("outer limit", limit)

let nickname: String? = "Sky"
if let nickname {
    print("shadowed unwrapped:", nickname)
}
if let nickname = nickname?.uppercased() {
    print(nickname)
}

func describe(_ value: Int) -> String {
    let value = value * 2 // a parameter can be shadowed by a local
    return "doubled \(value)"
}
print(describe(21))

var items = [1, 2, 3]
for items in [[9], [8, 7]] {
    print("loop items", items)
}
print("outer items", items)
items.append(4) /* trailing block comment */
print(items)

let `class` = "reserved word as identifier"
print(`class`)
let x = 5, y = x + 1, z = y * 2
print(x, y, z)
let π = 3.14159, 你好 = "hello", 🐶🐮 = "dogcow"
print(π, 你好, 🐶🐮)

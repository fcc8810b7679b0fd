// Building strings: +, +=, append, value semantics.
var fullName = "Grace"
fullName += " "
fullName += "Hopper"
print(fullName)

let title = "Dr."
let display = title + " " + fullName
print(display)

var slug = ""
print(slug.isEmpty)
for word in ["Summer", "Sale", "2024"] {
    if !slug.isEmpty { slug.append("-") }
    slug.append(word.lowercased())
}
print(slug)

let exclamation: Character = "!"
var shout = "Welcome"
shout.append(exclamation)
print(shout)

var original = "draft"
var copy = original
copy += " v2"
print(original, copy)
original = "final"
print(original, copy)

var path = "home"
path.append(contentsOf: "/docs")
path.append(contentsOf: ["/", "a"])
print(path)

let repeated = String(repeating: "ab", count: 3)
print(repeated)
let dashes = String(repeating: Character("-"), count: 10)
print(dashes)
let fromChars = String(["S", "w", "i", "f", "t"])
print(fromChars)
let reversed = String(fullName.reversed())
print(reversed)
print("" + "" == "")
var empty = String()
empty += "x"
print(empty, empty.count)

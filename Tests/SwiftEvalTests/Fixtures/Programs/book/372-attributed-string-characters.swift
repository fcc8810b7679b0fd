// An AttributedString holds characters: concatenation (a string literal on
// either side is one), equality, count, and the plain description Swift prints.
import Foundation
let b = AttributedString("plain")
print(String(b.characters), b.characters.count)
print(b)
print([b])
debugPrint(b)
var c = b + AttributedString(" more")
c += " text"
print(String(c.characters), b == AttributedString("plain"), c.characters.count)
let s: AttributedString = "lit"
print(String(s.characters), String(describing: s).count)
let e = AttributedString()
print(e.characters.isEmpty, "\(b)")

// Iterating characters, Character values and properties.
let code = "A7b-9 Z"
for ch in code {
    print(ch, ch.isLetter, ch.isNumber, ch.isUppercase)
}

let vowels: [Character] = ["a", "e", "i", "o", "u"]
let word = "education"
let vowelCount = word.filter { vowels.contains($0) }.count
print(vowelCount)

let chars = Array("hello")
print(chars)
print(chars.count, chars.first!, chars.last!)

let ch: Character = "x"
print(ch)
print(String(ch) + "y")
print(Character("7").wholeNumberValue as Any)
print(Character("a").wholeNumberValue as Any)
print(Character("a").asciiValue as Any)
print(Character("é").asciiValue as Any)
print(Character(" ").isWhitespace, Character("\n").isNewline)
print(Character("$").isCurrencySymbol, Character(",").isPunctuation)
print(Character("q").uppercased())
print(Character("ß").uppercased())
print(Character("F").lowercased())
print(Character("🙂").isLetter)
print(Character("4").isHexDigit, Character("g").isHexDigit)
print(Character("b") > Character("a"))

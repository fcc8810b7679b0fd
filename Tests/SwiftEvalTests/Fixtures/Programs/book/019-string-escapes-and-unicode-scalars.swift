// Escape sequences and Unicode scalar literals.
print("Quote: \"Fresh\" bread")
print("Backslash: C:\\orders\\2024")
print("Tab:\tend")
print("Line one\nLine two")
print("Single 'quotes' are fine")
print("Null-free: [\u{41}\u{42}\u{43}]")
print("\u{2665} \u{1F600} \u{24}")
let sparkle = "\u{2728}"
print(sparkle, sparkle.count, sparkle.unicodeScalars.count)

let eAcute: Character = "\u{E9}"
let eCombined: Character = "\u{65}\u{301}"
print(eAcute, eCombined, eAcute == eCombined)

let flag = "\u{1F1FA}\u{1F1F8}"
print(flag, flag.count, flag.unicodeScalars.count)

for scalar in "Hi!".unicodeScalars {
    print(scalar, scalar.value)
}

let heart = Unicode.Scalar(0x2764)!
print(heart, heart.value)
print(Character(heart))
print(Unicode.Scalar(0xD800) == nil)
print("\r\n".count)
print(Array("a\r\nb"))
print("tab\tcount".count)

// String.count counts extended grapheme clusters, not scalars or bytes.
let samples = [
    "cafe",
    "café",
    "cafe\u{301}",
    "👍",
    "👍🏽",
    "👨‍👩‍👧",
    "🇯🇵🇫🇷",
    "한국어",
    "",
]
for s in samples {
    print(s, s.count, s.unicodeScalars.count, s.utf16.count, s.utf8.count)
}

var word = "cafe"
print(word.count)
word += "\u{301}"
print(word, word.count)

print("café" == "cafe\u{301}")
print("café".utf8.count == "cafe\u{301}".utf8.count)

let message = "Hi 👋🏼 there"
print(message.count)
print(message.reversed().count)
print(String(message.reversed()))

let combining = "e\u{301}\u{302}"
print(combining.count, combining.unicodeScalars.count)
let family = "👨‍👩‍👧‍👦"
print(Array(family).count)
print(family.first == family.last)

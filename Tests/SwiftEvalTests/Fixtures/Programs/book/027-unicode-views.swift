// utf8, utf16 and unicodeScalars views of a String.
let label = "Dog‼🐶"
print(label.count)
print(Array(label.utf8))
print(Array(label.utf16))
print(label.unicodeScalars.map { $0.value })
for scalar in label.unicodeScalars {
    print("\(scalar) U+\(String(scalar.value, radix: 16, uppercase: true))")
}

let ascii = "Cat"
var sum = 0
for byte in ascii.utf8 {
    sum += Int(byte)
}
print(sum)
print(ascii.utf8.first!, ascii.utf16.last!)

let bytes: [UInt8] = [72, 105, 33]
let decoded = String(decoding: bytes, as: UTF8.self)
print(decoded)

let scalars = "née".unicodeScalars
print(scalars.count, scalars.first!.properties.isAlphabetic)
let filtered = String(String.UnicodeScalarView("a1b2c3".unicodeScalars.filter { $0.properties.numericType == nil }))
print(filtered)
print("é".utf8.count, "e\u{301}".utf8.count)
print("\u{1F600}".utf16.count)
print(Array("Hi".utf8CString))

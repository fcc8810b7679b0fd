// String equality, ordering, hasPrefix/hasSuffix, contains.
let files = ["report.pdf", "Photo.JPG", "notes.txt", "photo.png", "archive.tar.gz"]
for f in files {
    print(f, f.hasSuffix(".pdf"), f.hasPrefix("photo"), f.contains("o"))
}

print("apple" == "apple", "apple" == "Apple")
print("apple" < "apple pie", "Apple" < "apple", "b" > "abc")
print("" < "a")
print(files.sorted())
print(files.sorted { $0.lowercased() < $1.lowercased() })
print(files.filter { $0.lowercased().hasPrefix("photo") })

let composed = "r\u{E9}sum\u{E9}"
let decomposed = "re\u{301}sume\u{301}"
print(composed == decomposed)
print(composed.hasPrefix("re\u{301}"))
let latinA = "\u{41}"
let cyrillicA = "\u{0410}"
print(latinA == cyrillicA)

print("swift".contains("if"))
print("swift".contains("fit"))
print("swift".contains(where: { $0 == "w" }))
print("Swift".starts(with: "Sw"))
print("abc".elementsEqual(["a", "b", "c"]))
print("10" < "9", Int("10")! < Int("9")!)
print(["b", "C", "a"].sorted(), ["b", "C", "a"].min()!, ["b", "C", "a"].max()!)

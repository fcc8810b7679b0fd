// Nil-coalescing, chains of ??, and implicitly unwrapped optionals.
let savedTheme: String? = nil
let defaultTheme = "light"
print(savedTheme ?? defaultTheme)

let userFont: String? = "Menlo"
print(userFont ?? "System")

let a: Int? = nil
let b: Int? = nil
let c: Int? = 9
print(a ?? b ?? c ?? 0)
print(a ?? b ?? 0)

var sideEffects = 0
func fallback() -> Int {
    sideEffects += 1
    return 100
}
let present: Int? = 1
print(present ?? fallback())
print(sideEffects)
print(a ?? fallback())
print(sideEffects)

let ratings: [String: Int] = ["pizza": 5, "salad": 3]
print(ratings["pizza"] ?? 0, ratings["soup"] ?? 0)

let assumedName: String! = "Kai"
let implicitString: String = assumedName
print(implicitString)
print(assumedName.count)
let optionalCopy = assumedName
print(optionalCopy as Any)

var maybeNil: Int! = nil
print(maybeNil == nil)
maybeNil = 12
print(maybeNil + 1)

let words: [String?] = ["one", nil, "three"]
print(words.map { $0 ?? "-" })
let optInt: Int? = 4
print((optInt ?? 0) * 2)

// Creating arrays and how they print.
var emptyScores: [Int] = []
print(emptyScores, emptyScores.isEmpty, emptyScores.count)
let zeros = Array(repeating: 0, count: 4)
print(zeros)
let halves = [Double](repeating: 0.5, count: 3)
print(halves)
let names = ["Ana", "Ben", "Cy"]
print(names)
let mixedNumbers = [1, 2.5, 3]
print(mixedNumbers)
let combined = zeros + [7, 8]
print(combined)
let fromRange = Array(1...5)
print(fromRange)
let fromString = Array("abc")
print(fromString)
let nested = [[1, 2], [], [3]]
print(nested)
let optionals: [Int?] = [1, nil, 3]
print(optionals)
let strings: [String?] = ["a", nil]
print(strings)
let tuples = [("x", 1), ("y", 2)]
print(tuples)
let bools = [true, false]
print(bools)
let chars: [Character] = ["q", "\n", "\""]
print(chars)
let escaped = ["tab\there", "quote\"d", "back\\slash", "new\nline"]
print(escaped)
print(["é", "👍🏽"])
let doubles = [0.1 + 0.2, 1e20, -0.0, 3]
print(doubles)
let floats: [Float] = [0.1, 2]
print(floats)
let anyItems: [Any] = [1, "two", 3.0, [4], Optional<Int>.none as Any]
print(anyItems)
emptyScores.append(10)
print(emptyScores)
print([[String]]())
print(Array<Int>())
debugPrint(names)
debugPrint("quoted", 5)

// Explicit conversions between numeric types and from strings.
import Foundation
let quantity = 3
let unitPrice = 2.75
let lineTotal = Double(quantity) * unitPrice
print(lineTotal)

let truncated = Int(lineTotal)
print(truncated)
print(Int(-3.99), Int(3.99))
print(Int(8.0 / 3.0))

let fromText = Int("42")
print(fromText as Any)
print(Int("4.2") as Any)
print(Int("") as Any)
print(Int("-17") ?? 0)
print(Int("+8") ?? 0)
print(Double("3.5") ?? 0)
print(Double("abc") ?? -1)
print(Int("ff", radix: 16) ?? 0)
print(String(255, radix: 2))
print(String(255, radix: 16, uppercase: true))

let scores: [UInt8] = [200, 40]
let combined = Int(scores[0]) + Int(scores[1])
print(combined)

let ratio = Float(quantity) / 4
print(ratio)

print(String(42) + "!")
print(String(3.0))
print(String(true))
print(Bool("true") as Any, Bool("yes") as Any)
print(Double(Int.max))
print(Int(exactly: 2.5) as Any, Int(exactly: 2.0) as Any)

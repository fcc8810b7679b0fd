// Accumulating floating-point values and comparing with tolerance.
import Foundation
var total = 0.0
for _ in 1...10 {
    total += 0.1
}
print(total)
print(total == 1.0)
print(abs(total - 1.0) < 1e-9)

var f: Float = 0
for _ in 1...10 { f += 0.1 }
print(f, f == 1.0)

let prices = [19.99, 5.01, 0.1, 0.2]
print(prices.reduce(0, +))
print(prices.reversed().reduce(0, +))

let cents = prices.map { Int(($0 * 100).rounded()) }
print(cents, cents.reduce(0, +))

print(1.1 * 3)
print(0.3 - 0.1)
print(1e15 + 0.3)
print(1e16 + 1)
print(100.0 / 3.0 * 3.0)
print(2.0.squareRoot(), 16.0.squareRoot())
print(Double(1) / 7)
print(0.5 + 0.25 == 0.75)
print((0.1).nextUp > 0.1)
print(Double(Float(3.3)))
print(Float(0.1) + Float(0.2))
print(Float(1) / Float(3) * 3)
let average = [90.0, 85.5, 77.25].reduce(0, +) / 3
print(average)
print(Int(average * 100) / 100, Double(Int(average * 100)) / 100)
print(3.0 * 1.15, 1.15 * 100)

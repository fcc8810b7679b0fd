// How Double and Float values print.
import Foundation
print(0.1 + 0.2)
print(0.1 + 0.2 == 0.3)
print(1.0, 2.5, -0.0)
print(1.0 / 3.0)
print(Float(1.0) / Float(3.0))
print(100.0, 1e10, 1e16, 1e17)
print(1.5e-5, 0.0001, 0.001)
print(123456789.0)
print(Double.pi)
print(Float.pi)
print(2.0 / 0.0, -1.0 / 0.0)
print((0.0 / 0.0).isNaN)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)

struct Price {
    var amount: Double
    var label: String
}
let prices = [Price(amount: 9.99, label: "Tea"), Price(amount: 4.5, label: "Milk")]
let sum = prices.reduce(0.0) { $0 + $1.amount }
print(sum)
print(prices[0])
print("Total \(sum) for \(prices.count) items")
print(9.99 * 3)
print(19.99 * 100)
print((19.99 * 100).rounded())
print(2.5.rounded(), 3.5.rounded(), (-2.5).rounded())
print(2.7.rounded(.down), 2.2.rounded(.up), (-2.7).rounded(.towardZero))
print(Double(7) / 2, Double(7 / 2))
print(Float(0.1), Double(Float(0.1)))
print(Float(16777217))

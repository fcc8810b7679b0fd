// Foundation: String(format:) with integer, floating point, padding, hex and object specifiers.
import Foundation

let name = "Evening ride"
let km = 23.456
let minutes = 58
print(String(format: "%.1f km", km))
print(String(format: "%.2f", 2.0 / 3.0))
print(String(format: "%d min", minutes))
print(String(format: "%02d:%02d", minutes / 60, minutes % 60))
print(String(format: "%05d", 42))
print(String(format: "%5d|%-5d|", 7, 7))
print(String(format: "%8.2f|", 3.14159))
print(String(format: "%@: %.1f km in %d min", name, km, minutes))
print(String(format: "%x %X %o", 255, 48879, 8))
print(String(format: "%+d %+d", 5, -5))
print(String(format: "%.0f%%", 87.6))
print(String(format: "%e", 123456.0))
print(String(format: "%ld items", 3))
let pace = Double(minutes) / km
print(String(format: "pace %.2f min/km", pace))
let rows = [("Coffee", 3.5), ("Bagel", 2.25), ("Juice", 4.0)]
for (item, price) in rows {
    print(String(format: "%@ ... $%.2f", item, price))
}
print(String(format: "Total: $%.2f", rows.reduce(0) { $0 + $1.1 }))

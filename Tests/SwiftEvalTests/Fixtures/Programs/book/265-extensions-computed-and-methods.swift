// Extensions: adding computed properties and methods to standard library types.
import Foundation

extension Int {
    var cents: String {
        let sign = self < 0 ? "-" : ""
        let v = abs(self)
        return "\(sign)$\(v / 100).\(v % 100 < 10 ? "0" : "")\(v % 100)"
    }
    func times(_ work: () -> Void) {
        for _ in 0..<self { work() }
    }
    var isEven: Bool { self % 2 == 0 }
}

extension Double {
    var km: Double { self * 1000 }
    var m: Double { self }
    func rounded(to places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}

extension String {
    var initials: String {
        split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }
    func truncated(to n: Int) -> String {
        count <= n ? self : String(prefix(n)) + "…"
    }
}

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}

print(1250.cents, 7.cents, (-305).cents)
var beeps = 0
3.times { beeps += 1 }
print(beeps)
print(4.isEven, 7.isEven)
print(2.5.km + 300.0.m)
print(3.14159.rounded(to: 2))
print(2.0 / 3.0)
print((2.0 / 3.0).rounded(to: 3))
print("Morning Yoga Session".initials)
print("Quarterly planning meeting".truncated(to: 9))
print("Short".truncated(to: 9))
print([120, 45, 300].total)

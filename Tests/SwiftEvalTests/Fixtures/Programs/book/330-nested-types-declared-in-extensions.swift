// Nested types declared in an extension of their outer type, their own
// extensions adding static instances, and localized strings with no table (read as written).
import Foundation

struct Donut {
    var name: String
    var dough: Dough
}

extension Donut {
    struct Dough: Hashable {
        var name: String
        var sweetness: Int
    }
    enum Shape: String, CaseIterable { case ring, filled }
}

extension Donut.Dough {
    static let plain = Donut.Dough(name: NSLocalizedString("Plain", comment: ""), sweetness: 1)
    static let cocoa = Donut.Dough(name: NSLocalizedString("Cocoa", comment: "A dough"), sweetness: 3)
    static let all = [plain, cocoa]
}

let donut = Donut(name: "Classic", dough: .plain)
print(donut)
print(Donut.Dough.all.map(\.name))
print(Donut.Dough.cocoa.sweetness + donut.dough.sweetness)
let custom = Donut.Dough(name: "Custom \(2)", sweetness: 2)
print(custom)
print(Donut.Shape.allCases.map(\.rawValue))
let count = 4
print(NSLocalizedString("Serves \(count)", comment: "a count"))
print(NSLocalizedString("Order", value: "Your order", comment: ""))

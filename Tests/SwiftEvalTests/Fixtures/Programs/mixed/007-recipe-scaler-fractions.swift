// Recipe scaler: a Fraction type, generic helpers, protocols with default implementations.
import Foundation

func gcd<T: SignedInteger>(_ a: T, _ b: T) -> T {
    var (x, y) = (a < 0 ? -a : a, b < 0 ? -b : b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}

struct Fraction: CustomStringConvertible, Equatable {
    let num: Int
    let den: Int
    init(_ num: Int, _ den: Int = 1) {
        let g = max(gcd(num, den), 1)
        let sign = den < 0 ? -1 : 1
        self.num = sign * num / g
        self.den = sign * den / g
    }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    var description: String {
        if den == 1 { return "\(num)" }
        let whole = num / den, rest = num % den
        return whole == 0 ? "\(rest)/\(den)" : "\(whole) \(abs(rest))/\(den)"
    }
}

protocol Measurable {
    var amount: Fraction { get }
    var unit: String { get }
    var name: String { get }
}
extension Measurable {
    var label: String {
        let isOne = amount == Fraction(1)
        let u = unit.isEmpty ? "" : (isOne || amount.num < amount.den ? unit : unit + "s") + " "
        return "\(amount) \(u)\(name)".trimmingCharacters(in: .whitespaces)
    }
}

struct Ingredient: Measurable {
    var amount: Fraction
    var unit: String
    var name: String
    func scaled(by f: Fraction) -> Ingredient { Ingredient(amount: amount * f, unit: unit, name: name) }
}

struct Recipe {
    let title: String
    let serves: Int
    var ingredients: [Ingredient]
    func scaled(toServe n: Int) -> Recipe {
        let f = Fraction(n, serves)
        return Recipe(title: title, serves: n, ingredients: ingredients.map { $0.scaled(by: f) })
    }
}

func printAll<T: Measurable>(_ items: [T], header: String) {
    print(header)
    for item in items { print("  - \(item.label)") }
}

let pancakes = Recipe(title: "Pancakes", serves: 4, ingredients: [
    Ingredient(amount: Fraction(3, 2), unit: "cup", name: "flour"),
    Ingredient(amount: Fraction(1), unit: "egg", name: ""),
    Ingredient(amount: Fraction(3, 4), unit: "cup", name: "milk"),
    Ingredient(amount: Fraction(2), unit: "tbsp", name: "sugar"),
    Ingredient(amount: Fraction(1, 4), unit: "", name: "pinch of salt"),
])
for n in [4, 2, 6, 1] {
    let r = pancakes.scaled(toServe: n)
    printAll(r.ingredients, header: "\(r.title) for \(n) (x\(Fraction(n, pancakes.serves)))")
}
let total = pancakes.ingredients.filter { $0.unit == "cup" }.map(\.amount).reduce(Fraction(0), +)
print("Cups total: \(total); gcd(-12, 18) = \(gcd(-12, 18)); Fraction(6, -8) = \(Fraction(6, -8))")

struct Fraction: Comparable, CustomStringConvertible {
    let num: Int, den: Int
    init(_ n: Int, _ d: Int = 1) {
        let g = Fraction.gcd(abs(n), abs(d))
        let sign = d < 0 ? -1 : 1
        num = sign * n / g
        den = sign * d / g
    }
    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }
    var description: String {
        if den == 1 { return "\(num)" }
        let whole = num / den, rem = num % den
        return whole == 0 ? "\(rem)/\(den)" : "\(whole) \(rem)/\(den)"
    }
}

enum Unit: String { case cup, tbsp, tsp, g, piece }

struct Ingredient {
    let name: String
    let amount: Fraction
    let unit: Unit
    func line(scale: Fraction) -> String {
        let a = amount * scale
        let unitText: String
        switch unit {
        case .piece: unitText = ""
        case .g: unitText = "g"
        default: unitText = " " + unit.rawValue + (a > Fraction(1) ? "s" : "")
        }
        return "\(a)\(unitText) \(name)"
    }
}

struct Recipe {
    let title: String
    let serves: Int
    let ingredients: [Ingredient]
    func scaled(to people: Int) -> [String] {
        let s = Fraction(people, serves)
        return ["\(title) for \(people):"] + ingredients.map { "  " + $0.line(scale: s) }
    }
}

let pancakes = Recipe(title: "Pancakes", serves: 4, ingredients: [
    Ingredient(name: "flour", amount: Fraction(3, 2), unit: .cup),
    Ingredient(name: "sugar", amount: Fraction(2), unit: .tbsp),
    Ingredient(name: "baking powder", amount: Fraction(3, 4), unit: .tsp),
    Ingredient(name: "eggs", amount: Fraction(2), unit: .piece),
    Ingredient(name: "butter", amount: Fraction(60), unit: .g),
])
for n in [4, 2, 6, 1] { pancakes.scaled(to: n).forEach { print($0) } }
let fracs = [Fraction(1, 3), Fraction(-2, 4), Fraction(5, 10), Fraction(7, -3), Fraction(0, 9)]
print(fracs, fracs.sorted(), fracs.reduce(Fraction(0), +))
print(Fraction(1, 2) == Fraction(2, 4), fracs.max()!, fracs.min()!)

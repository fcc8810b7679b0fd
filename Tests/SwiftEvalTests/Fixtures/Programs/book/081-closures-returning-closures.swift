// Functions returning closures, currying, and composing validators.
typealias Validator = (String) -> String?

func minLength(_ n: Int) -> Validator {
    { $0.count >= n ? nil : "must be at least \(n) characters" }
}
func mustContain(_ ch: Character, named: String) -> Validator {
    { $0.contains(ch) ? nil : "must contain \(named)" }
}
func combine(_ validators: [Validator]) -> (String) -> [String] {
    { input in validators.compactMap { $0(input) } }
}

let validatePassword = combine([
    minLength(8),
    mustContain("!", named: "an exclamation mark"),
    mustContain("1", named: "the digit 1"),
])
for candidate in ["abc", "abcdefgh!", "s3cure!1pw"] {
    let problems = validatePassword(candidate)
    print(candidate, problems.isEmpty ? "OK" : problems.joined(separator: "; "))
}

func adder(_ a: Int) -> (Int) -> (Int) -> Int {
    { b in { c in a + b + c } }
}
print(adder(1)(2)(3))
let addTen = adder(10)
print(addTen(0)(1), addTen(5)(5))

func makeMultiplier(_ factor: Double) -> (Double) -> Double { { $0 * factor } }
let converters: [(String, (Double) -> Double)] = [
    ("km->mi", makeMultiplier(0.621371)),
    ("kg->lb", makeMultiplier(2.20462)),
    ("x2", makeMultiplier(2)),
]
for (name, f) in converters {
    print(name, f(10))
}

func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { n in
        if let hit = cache[n] { return hit }
        let value = f(n)
        cache[n] = value
        return value
    }
}
var calls = 0
let slowSquare = memoize { n in calls += 1; return n * n }
print(slowSquare(4), slowSquare(4), slowSquare(5), calls)

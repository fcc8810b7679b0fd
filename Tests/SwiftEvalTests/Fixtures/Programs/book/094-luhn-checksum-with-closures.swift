// Validating card-like numbers with Character.wholeNumberValue and closures.
func luhnValid(_ input: String) -> Bool {
    let digits = input.filter { $0 != " " }
    guard digits.count > 1, digits.allSatisfy({ $0.isNumber }) else { return false }
    let values = digits.reversed().compactMap { $0.wholeNumberValue }
    let sum = values.enumerated().reduce(0) { total, pair in
        let (index, digit) = pair
        if index % 2 == 1 {
            let doubled = digit * 2
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return total + digit
    }
    return sum % 10 == 0
}

let candidates = [
    "4539 3195 0343 6467",
    "8273 1232 7352 0569",
    "0",
    "059",
    "59a",
    "79927398713",
    "",
]
for c in candidates {
    print("\"\(c)\"", luhnValid(c))
}

func masked(_ number: String) -> String {
    let digits = number.filter(\.isNumber)
    let visible = digits.suffix(4)
    return String(repeating: "•", count: max(0, digits.count - 4)) + visible
}
print(masked("4539 3195 0343 6467"))
print(masked("123"))

let grouped = stride(from: 0, to: 16, by: 4).map { start -> String in
    let s = "4539319503436467"
    let a = s.index(s.startIndex, offsetBy: start)
    let b = s.index(a, offsetBy: 4)
    return String(s[a..<b])
}
print(grouped.joined(separator: " "))

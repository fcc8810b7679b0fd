import Foundation

enum Strength: Int, Comparable, CustomStringConvertible {
    case veryWeak, weak, fair, strong, excellent
    static func < (l: Strength, r: Strength) -> Bool { l.rawValue < r.rawValue }
    var description: String {
        ["Very weak", "Weak", "Fair", "Strong", "Excellent"][rawValue]
    }
    var meter: String {
        String(repeating: "■", count: rawValue + 1) + String(repeating: "□", count: 4 - rawValue)
    }
}

struct PasswordRule {
    let message: String
    let check: (String) -> Bool
}

struct PasswordEvaluator {
    let commonPasswords: Set<String> = ["password", "123456", "qwerty", "letmein", "iloveyou"]
    let rules: [PasswordRule] = [
        PasswordRule(message: "At least 10 characters") { $0.count >= 10 },
        PasswordRule(message: "An uppercase letter") { $0.contains { $0.isUppercase } },
        PasswordRule(message: "A lowercase letter") { $0.contains(where: \.isLowercase) },
        PasswordRule(message: "A number") { s in s.unicodeScalars.contains { CharacterSet.decimalDigits.contains($0) } },
        PasswordRule(message: "A symbol") { $0.rangeOfCharacter(from: CharacterSet.alphanumerics.inverted) != nil },
    ]

    func unmet(_ pw: String) -> [String] { rules.filter { !$0.check(pw) }.map(\.message) }

    func score(_ pw: String) -> Int {
        var s = rules.count - unmet(pw).count
        if pw.count >= 16 { s += 1 }
        let repeats = zip(pw, pw.dropFirst()).filter { $0 == $1 }.count
        s -= repeats / 2
        if commonPasswords.contains(pw.lowercased()) { s = 0 }
        return max(0, s)
    }

    func strength(_ pw: String) -> Strength {
        switch score(pw) {
        case 0...1: return .veryWeak
        case 2: return .weak
        case 3: return .fair
        case 4...5: return .strong
        default: return .excellent
        }
    }
}

let evaluator = PasswordEvaluator()
let candidates = ["password", "abc", "Summer2024", "Tr0ub4dor&3", "correct horse battery staple", "AAAAaaaa1111!!!!", "P@ssw0rd-Long-Enough!"]
for pw in candidates {
    let s = evaluator.strength(pw)
    print("\(s.meter) \(s) (\(evaluator.score(pw))) \(String(repeating: "•", count: min(pw.count, 12)))")
    let missing = evaluator.unmet(pw)
    if !missing.isEmpty && s < .strong {
        print("   needs: \(missing.joined(separator: "; "))")
    }
}
let best = candidates.max { evaluator.score($0) < evaluator.score($1) }!
print("Best: \(best.prefix(3))… length \(best.count)")
let acceptable = candidates.filter { evaluator.strength($0) >= .fair }.count
print("\(acceptable) of \(candidates.count) acceptable")
print(Strength.allLevels)

extension Strength { static var allLevels: [String] { (0...4).compactMap { Strength(rawValue: $0)?.description } } }

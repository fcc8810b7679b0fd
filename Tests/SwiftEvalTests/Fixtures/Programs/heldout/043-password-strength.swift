enum Strength: Int, Comparable, CustomStringConvertible {
    case veryWeak, weak, fair, strong, excellent
    static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    var description: String {
        switch self {
        case .veryWeak: return "very weak"
        case .weak: return "weak"
        case .fair: return "fair"
        case .strong: return "strong"
        case .excellent: return "excellent"
        }
    }
    var meter: String { String(repeating: "■", count: rawValue + 1) + String(repeating: "□", count: 4 - rawValue) }
}

struct PasswordAnalysis {
    let password: String
    var hasLower: Bool { password.contains { $0.isLowercase } }
    var hasUpper: Bool { password.contains { $0.isUppercase } }
    var hasDigit: Bool { password.contains { $0.isNumber } }
    var hasSymbol: Bool { password.contains { !$0.isLetter && !$0.isNumber && !$0.isWhitespace } }
    var hasRepeats: Bool { zip(password, password.dropFirst()).contains { $0 == $1 } }

    var strength: Strength {
        var score = [hasLower, hasUpper, hasDigit, hasSymbol].filter { $0 }.count
        switch password.count {
        case ..<6: return .veryWeak
        case 6..<10: break
        case 10..<14: score += 1
        default: score += 2
        }
        if hasRepeats { score -= 1 }
        if ["password", "qwerty", "123456"].contains(where: password.lowercased().contains) { return .weak }
        return Strength(rawValue: min(max(score - 1, 0), 4))!
    }

    var hints: [String] {
        var h: [String] = []
        if !hasUpper { h.append("add an uppercase letter") }
        if !hasDigit { h.append("add a number") }
        if !hasSymbol { h.append("add a symbol") }
        if password.count < 10 { h.append("use 10+ characters") }
        return h
    }
}

let candidates = ["abc", "sunshine", "Sunshine1", "Password123!", "c0rrect-Horse", "Tr0ub4dor&3xyzQ", "aaBB11!!"]
for pw in candidates {
    let a = PasswordAnalysis(password: pw)
    let hint = a.hints.first.map { " — \($0)" } ?? ""
    print("\(a.strength.meter) \(pw): \(a.strength)\(hint)")
}
let best = candidates.max { PasswordAnalysis(password: $0).strength < PasswordAnalysis(password: $1).strength }!
print("Best: \(best)")

// Password strength meter: character classes, unicode, scoring with switch, feedback list and bar.
import Foundation

enum Strength: Int, CaseIterable, Comparable {
    case veryWeak, weak, fair, strong, veryStrong
    static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    var label: String { ["Very weak", "Weak", "Fair", "Strong", "Very strong"][rawValue] }
    var bar: String { String(repeating: "■", count: rawValue + 1) + String(repeating: "□", count: 4 - rawValue) }
}

struct PasswordReport {
    let strength: Strength
    let score: Int
    let tips: [String]
}

func evaluate(_ pw: String, username: String) -> PasswordReport {
    var score = 0
    var tips: [String] = []
    let classes = [
        ("lowercase letters", pw.contains { $0.isLowercase }),
        ("uppercase letters", pw.contains { $0.isUppercase }),
        ("numbers", pw.contains { $0.isNumber }),
        ("symbols", pw.contains { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }),
    ]
    for (name, present) in classes {
        if present { score += 1 } else { tips.append("Add \(name)") }
    }
    switch pw.count {
    case 0: return PasswordReport(strength: .veryWeak, score: 0, tips: ["Enter a password"])
    case 1..<8: tips.insert("Use at least 8 characters", at: 0)
    case 8..<12: score += 1
    case 12..<16: score += 2
    default: score += 3
    }
    let lower = pw.lowercased()
    if !username.isEmpty && lower.contains(username.lowercased()) {
        score -= 2
        tips.append("Don't include your username")
    }
    var longestRun = 1, run = 1
    let chars = Array(pw)
    for i in chars.indices.dropFirst() {
        run = chars[i] == chars[i - 1] ? run + 1 : 1
        longestRun = max(longestRun, run)
    }
    if longestRun >= 3 { score -= 1; tips.append("Avoid repeated characters") }
    if ["password", "123456", "qwerty"].contains(where: { lower.contains($0) }) { score = min(score, 1); tips.append("Avoid common passwords") }
    let strength = Strength(rawValue: min(max(score - 2, 0), 4)) ?? .veryWeak
    return PasswordReport(strength: strength, score: score, tips: tips)
}

let samples = ["", "abc", "password1", "Tr0ub4dor&3", "correct horse battery staple", "aaaBBB111!!!", "mila2024Mila!", "Ünïcødé-Pässwörd-42", "🔒🔒🔒🔒🔒🔒🔒🔒"]
for pw in samples {
    let r = evaluate(pw, username: "mila")
    let shown = pw.isEmpty ? "(empty)" : pw
    print("\(shown): \(r.strength.bar) \(r.strength.label) [\(r.score)]")
    if let tip = r.tips.first { print("   tip: \(tip)\(r.tips.count > 1 ? " (+\(r.tips.count - 1) more)" : "")") }
}
let reports = samples.map { evaluate($0, username: "mila") }
let acceptable = reports.filter { $0.strength >= .strong }.count
print("Acceptable: \(acceptable) of \(samples.count)")
print("Lengths: \(samples.map(\.count)), utf8 of lock: \("🔒".utf8.count), scalars of é: \("é".unicodeScalars.count)")

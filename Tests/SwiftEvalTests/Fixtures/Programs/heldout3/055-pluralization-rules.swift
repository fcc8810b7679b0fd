enum PluralCategory { case zero, one, few, many, other }

protocol PluralRule {
    func category(for n: Int) -> PluralCategory
}

struct EnglishRule: PluralRule {
    func category(for n: Int) -> PluralCategory { n == 1 ? .one : .other }
}

struct PolishRule: PluralRule {
    func category(for n: Int) -> PluralCategory {
        if n == 1 { return .one }
        let m10 = n % 10, m100 = n % 100
        if (2...4).contains(m10) && !(12...14).contains(m100) { return .few }
        return .many
    }
}

struct LocalizedString {
    let forms: [PluralCategory: String]
    let zeroOverride: String?

    func format(_ n: Int, rule: PluralRule) -> String {
        if n == 0, let z = zeroOverride { return z }
        let template = forms[rule.category(for: n)] ?? forms[.other] ?? "%d"
        return template.replacingPlaceholder(with: n)
    }
}

extension String {
    func replacingPlaceholder(with n: Int) -> String {
        var out = ""
        var iter = makeIterator()
        while let c = iter.next() {
            if c == "%" {
                switch iter.next() {
                case "d"?: out += String(n)
                case let other?: out.append(c); out.append(other)
                case nil: out.append(c)
                }
            } else {
                out.append(c)
            }
        }
        return out
    }
}

let filesEN = LocalizedString(forms: [.one: "%d file", .other: "%d files"], zeroOverride: "No files")
let filesPL = LocalizedString(forms: [.one: "%d plik", .few: "%d pliki", .many: "%d plików"], zeroOverride: nil)
let messagesEN = LocalizedString(forms: [.one: "You have a new message", .other: "You have %d new messages"], zeroOverride: "You're all caught up")

let counts = [0, 1, 2, 5, 12, 22, 25, 101, 104, 112]
for n in counts {
    let en = filesEN.format(n, rule: EnglishRule())
    let pl = filesPL.format(n, rule: PolishRule())
    print("\(String(n).count < 3 ? String(repeating: " ", count: 3 - String(n).count) : "")\(n): \(en) | \(pl)")
}
[0, 1, 7].forEach { print(messagesEN.format($0, rule: EnglishRule())) }
let rules: [(String, PluralRule)] = [("en", EnglishRule()), ("pl", PolishRule())]
for (code, rule) in rules {
    let cats = (1...5).map { rule.category(for: $0) }
    print(code, cats.map { "\($0)" }.joined(separator: ","))
}
print("100%d done".replacingPlaceholder(with: 3), "50% off".replacingPlaceholder(with: 9))

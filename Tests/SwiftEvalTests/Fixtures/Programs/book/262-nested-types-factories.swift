// Nested Types: nested enums and structs inside a class, static factories, and type-qualified names.
final class Subscription {
    enum Tier: Int, Comparable, CaseIterable {
        case basic = 1, plus, premium
        static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }

        var monthlyCents: Int {
            switch self {
            case .basic: return 499
            case .plus: return 999
            case .premium: return 1999
            }
        }
    }

    struct Period {
        enum Length { case monthly, yearly }
        let length: Length
        var months: Int { length == .monthly ? 1 : 12 }
        static let month = Period(length: .monthly)
        static let year = Period(length: .yearly)
    }

    let tier: Tier
    let period: Period

    init(tier: Tier, period: Period) {
        self.tier = tier
        self.period = period
    }

    static func trial() -> Subscription { Subscription(tier: .basic, period: .month) }

    var priceCents: Int {
        let full = tier.monthlyCents * period.months
        return period.length == .yearly ? full * 80 / 100 : full
    }
}

let subs = [
    Subscription.trial(),
    Subscription(tier: .premium, period: .year),
    Subscription(tier: .plus, period: Subscription.Period.month),
]
for s in subs {
    print(s.tier, s.period.length, s.priceCents)
}
print(Subscription.Tier.allCases.map(\.monthlyCents))
print(subs.map(\.tier).max()!)
let yearly: Subscription.Period.Length = .yearly
print(yearly, Subscription.Period.year.months)
print(Subscription.Tier.plus > .basic)

// Coffee loyalty program: punch cards with modulo rewards, tier upgrades via static thresholds, reward redemption.
import Foundation

enum Tier: Int, Comparable, CaseIterable {
    case bronze, silver, gold
    static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
    static let thresholds: [Tier: Int] = [.bronze: 0, .silver: 15, .gold: 40]
    var punchesPerReward: Int { [10, 8, 6][rawValue] }
    var label: String { ["🥉 Bronze", "🥈 Silver", "🥇 Gold"][rawValue] }

    static func forLifetime(_ punches: Int) -> Tier {
        allCases.last { punches >= thresholds[$0]! } ?? .bronze
    }
}

struct LoyaltyCard {
    let member: String
    private(set) var lifetimePunches = 0
    private(set) var currentPunches = 0
    private(set) var rewardsAvailable = 0
    private(set) var history: [String] = []

    var tier: Tier { Tier.forLifetime(lifetimePunches) }
    var progress: String {
        let need = tier.punchesPerReward
        return String(repeating: "●", count: currentPunches) + String(repeating: "○", count: max(0, need - currentPunches))
    }
    var nextTierHint: String {
        guard let next = Tier(rawValue: tier.rawValue + 1), let needed = Tier.thresholds[next] else { return "Top tier reached" }
        let left = needed - lifetimePunches
        return "\(left) more to \(next.label)"
    }

    mutating func buy(_ drinks: Int) {
        guard drinks > 0 else { history.append("ignored \(drinks)"); return }
        for _ in 0..<drinks {
            let before = tier
            lifetimePunches += 1
            currentPunches += 1
            if tier > before { history.append("upgraded to \(tier.label)") }
            if currentPunches >= tier.punchesPerReward {
                currentPunches -= tier.punchesPerReward
                rewardsAvailable += 1
                history.append("earned reward #\(rewardsAvailable) at punch \(lifetimePunches)")
            }
        }
    }
    mutating func redeem() -> Bool {
        guard rewardsAvailable > 0 else { history.append("nothing to redeem"); return false }
        rewardsAvailable -= 1
        history.append("redeemed a free drink")
        return true
    }
}

var card = LoyaltyCard(member: "Noor")
func status() {
    print("\(card.member) \(card.tier.label) \(card.progress) rewards:\(card.rewardsAvailable) lifetime:\(card.lifetimePunches) — \(card.nextTierHint)")
}
status()
card.buy(7); status()
card.buy(0)
card.buy(9); status()
_ = card.redeem(); _ = card.redeem(); _ = card.redeem()
card.buy(24); status()
card.buy(13); status()
for (i, h) in card.history.enumerated() { print("\(i + 1). \(h)") }
print("Tier for 0/14/15/39/40/999: \([0, 14, 15, 39, 40, 999].map { Tier.forLifetime($0).label.split(separator: " ").last! }.joined(separator: ","))")

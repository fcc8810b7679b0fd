struct Feature: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let sync = Feature(rawValue: 1 << 0)
    static let themes = Feature(rawValue: 1 << 1)
    static let export = Feature(rawValue: 1 << 2)
    static let collaboration = Feature(rawValue: 1 << 3)
    static let prioritySupport = Feature(rawValue: 1 << 4)

    static let names: [(Feature, String)] = [(.sync, "sync"), (.themes, "themes"), (.export, "export"), (.collaboration, "collab"), (.prioritySupport, "support")]
    var description: String { Self.names.filter { contains($0.0) }.map(\.1).joined(separator: "+") }
}

enum Plan: Int, Comparable, CaseIterable {
    case free, plus, pro, team
    static func < (a: Plan, b: Plan) -> Bool { a.rawValue < b.rawValue }

    var features: Feature {
        switch self {
        case .free: return [.sync]
        case .plus: return [.sync, .themes]
        case .pro: return Plan.plus.features.union([.export, .prioritySupport])
        case .team: return Plan.pro.features.union(.collaboration)
        }
    }

    func monthlyPriceCents(seats: Int, yearly: Bool) -> Int {
        let base: Int
        switch (self, seats) {
        case (.free, _): return 0
        case (.team, let s) where s >= 10: base = 800 * s
        case (.team, let s): base = 1000 * max(s, 3)
        case (.plus, _): base = 299
        case (.pro, _): base = 799
        }
        return yearly ? base * 10 / 12 : base
    }
}

func cheapestPlan(for needed: Feature) -> Plan? {
    Plan.allCases.sorted().first { $0.features.isSuperset(of: needed) }
}

for plan in Plan.allCases {
    print("\(plan): \(plan.features) — $\(Double(plan.monthlyPriceCents(seats: 1, yearly: false)) / 100)/mo")
}
for seats in [2, 5, 12] {
    let m = Plan.team.monthlyPriceCents(seats: seats, yearly: false)
    let y = Plan.team.monthlyPriceCents(seats: seats, yearly: true)
    print("team x\(seats): \(m / 100) monthly, \(y / 100) if yearly")
}
let requests: [Feature] = [[.themes], [.export, .sync], [.collaboration], []]
for r in requests {
    let desc = r.isEmpty ? "nothing" : r.description
    print("needs \(desc) -> \(cheapestPlan(for: r).map { "\($0)" } ?? "none")")
}
print("pro > plus: \(Plan.pro > .plus), missing in plus vs pro: \(Plan.pro.features.subtracting(Plan.plus.features))")

// Subscription paywall: plans with billing periods, annual savings, trials, feature matrix with Sets.
import Foundation

enum Billing {
    case monthly(Double)
    case yearly(Double)
    case lifetime(Double)
    case free

    var perMonth: Double? {
        switch self {
        case .monthly(let p): return p
        case .yearly(let p): return p / 12
        case .lifetime, .free: return nil
        }
    }
    var label: String {
        switch self {
        case .monthly(let p): return String(format: "$%.2f/mo", p)
        case .yearly(let p): return String(format: "$%.2f/yr", p)
        case .lifetime(let p): return String(format: "$%.2f once", p)
        case .free: return "Free"
        }
    }
}

enum Feature: String, CaseIterable {
    case sync = "Sync", themes = "Themes", export = "Export", widgets = "Widgets", family = "Family sharing"
}

struct Plan {
    let name: String
    let billing: Billing
    let features: Set<Feature>
    let trialDays: Int
}

let plans = [
    Plan(name: "Basic", billing: .free, features: [.sync], trialDays: 0),
    Plan(name: "Pro Monthly", billing: .monthly(4.99), features: [.sync, .themes, .export, .widgets], trialDays: 7),
    Plan(name: "Pro Yearly", billing: .yearly(39.99), features: [.sync, .themes, .export, .widgets], trialDays: 14),
    Plan(name: "Family", billing: .yearly(59.99), features: Set(Feature.allCases), trialDays: 14),
    Plan(name: "Lifetime", billing: .lifetime(119), features: [.sync, .themes, .export, .widgets], trialDays: 0),
]

let monthlyPro = plans[1].billing.perMonth!
for plan in plans {
    var line = "\(plan.name): \(plan.billing.label)"
    if let pm = plan.billing.perMonth, case .yearly = plan.billing {
        let savings = Int(((1 - pm / monthlyPro) * 100).rounded())
        line += String(format: " (≈$%.2f/mo", pm) + (savings > 0 ? ", save \(savings)%)" : ")")
    }
    if case .lifetime(let price) = plan.billing {
        line += " (pays off after \(Int((price / monthlyPro).rounded(.up))) months)"
    }
    line += plan.trialDays > 0 ? " · \(plan.trialDays)-day trial" : ""
    print(line)
}

print(("Feature".padding(toLength: 15, withPad: " ", startingAt: 0) + plans.map { String($0.name.prefix(5)).padding(toLength: 6, withPad: " ", startingAt: 0) }.joined()).trimmingCharacters(in: .whitespaces))
for f in Feature.allCases {
    let marks = plans.map { ($0.features.contains(f) ? "✓" : "–").padding(toLength: 6, withPad: " ", startingAt: 0) }
    print((f.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0) + marks.joined()).trimmingCharacters(in: .whitespaces))
}
let exclusive = plans[3].features.subtracting(plans[2].features).map(\.rawValue).sorted()
print("Only in Family: \(exclusive)")
let cheapestWithExport = plans.filter { $0.features.contains(.export) }.compactMap { p in p.billing.perMonth.map { (p.name, $0) } }.min { $0.1 < $1.1 }
print("Cheapest with Export: \(cheapestWithExport.map { "\($0.0) at " + String(format: "$%.2f/mo", $0.1) } ?? "none")")
let withTrial = plans.filter { $0.trialDays > 0 }.map(\.name)
print("\(withTrial.count) plans offer a trial; longest \(plans.map(\.trialDays).max() ?? 0) days")

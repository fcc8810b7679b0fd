import Foundation

struct AnalyticsEvent {
    let user: String
    let name: String
    let timestamp: Int
    let properties: [String: String]
}

enum FunnelStep: String, CaseIterable {
    case viewedProduct = "view_product"
    case addedToCart = "add_to_cart"
    case startedCheckout = "begin_checkout"
    case purchased = "purchase"
}

let events: [AnalyticsEvent] = [
    .init(user: "u1", name: "view_product", timestamp: 100, properties: ["sku": "A", "source": "search"]),
    .init(user: "u1", name: "add_to_cart", timestamp: 130, properties: ["sku": "A"]),
    .init(user: "u2", name: "view_product", timestamp: 140, properties: ["sku": "B", "source": "home"]),
    .init(user: "u1", name: "begin_checkout", timestamp: 200, properties: [:]),
    .init(user: "u3", name: "view_product", timestamp: 210, properties: ["sku": "A", "source": "search"]),
    .init(user: "u3", name: "add_to_cart", timestamp: 260, properties: ["sku": "A"]),
    .init(user: "u1", name: "purchase", timestamp: 300, properties: ["revenue": "49.90"]),
    .init(user: "u4", name: "add_to_cart", timestamp: 310, properties: ["sku": "C"]),
    .init(user: "u2", name: "view_product", timestamp: 320, properties: ["sku": "C", "source": "push"]),
    .init(user: "u3", name: "begin_checkout", timestamp: 400, properties: [:]),
    .init(user: "u5", name: "view_product", timestamp: 410, properties: ["sku": "B", "source": "search"]),
    .init(user: "u3", name: "purchase", timestamp: 460, properties: ["revenue": "120.00"]),
    .init(user: "u5", name: "app_crash", timestamp: 470, properties: ["screen": "checkout"]),
]

// Users who completed each step in order (a step counts only after the previous one).
let byUser = Dictionary(grouping: events, by: \.user)
var reached: [FunnelStep: Set<String>] = [:]
for (user, evs) in byUser.sorted(by: { $0.key < $1.key }) {
    var stepIndex = 0
    for e in evs.sorted(by: { $0.timestamp < $1.timestamp }) where stepIndex < FunnelStep.allCases.count {
        if e.name == FunnelStep.allCases[stepIndex].rawValue {
            reached[FunnelStep.allCases[stepIndex], default: []].insert(user)
            stepIndex += 1
        }
    }
}

var previous: Int?
let top = reached[.viewedProduct]?.count ?? 0
for step in FunnelStep.allCases {
    let n = reached[step]?.count ?? 0
    let conv = previous.map { $0 == 0 ? "—" : String(format: "%.0f%%", Double(n) / Double($0) * 100) } ?? "—"
    let bar = String(repeating: "█", count: top == 0 ? 0 : n * 20 / top)
    print("\(step.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)) \(n) \(bar.padding(toLength: 20, withPad: " ", startingAt: 0)) step conv \(conv)")
    previous = n
}
let overall = Double(reached[.purchased]?.count ?? 0) / Double(max(top, 1))
print(String(format: "Overall conversion: %.1f%%", overall * 100))

let revenue = events.compactMap { $0.properties["revenue"].flatMap(Double.init) }
print("Revenue: \(revenue.reduce(0, +)), orders \(revenue.count), AOV \(String(format: "%.2f", revenue.reduce(0, +) / Double(revenue.count)))")

let sources = events.compactMap { $0.properties["source"] }
let sourceCounts = Dictionary(sources.map { ($0, 1) }, uniquingKeysWith: +)
print("Sources: " + sourceCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

let skuViews = events.filter { $0.name == "view_product" }.compactMap { $0.properties["sku"] }
let skuCarts = Set(events.filter { $0.name == "add_to_cart" }.compactMap { $0.properties["sku"] })
for sku in Set(skuViews).sorted() {
    print("SKU \(sku): \(skuViews.filter { $0 == sku }.count) views, carted: \(skuCarts.contains(sku) ? "yes" : "no")")
}
let timeToPurchase = byUser.compactMap { user, evs -> (String, Int)? in
    guard let first = evs.map(\.timestamp).min(), let buy = evs.first(where: { $0.name == "purchase" }) else { return nil }
    return (user, buy.timestamp - first)
}.sorted { $0.0 < $1.0 }
print("Time to purchase: \(timeToPurchase.map { "\($0.0) \($0.1)s" })")
let unknownEvents = Set(events.map(\.name)).subtracting(FunnelStep.allCases.map(\.rawValue))
print("Non-funnel events: \(unknownEvents.sorted())")
let activeUsers = byUser.filter { $0.value.count >= 3 }.keys.sorted()
print("Power users: \(activeUsers), total users: \(byUser.count)")
let span = (events.map(\.timestamp).max() ?? 0) - (events.map(\.timestamp).min() ?? 0)
print("Session span: \(span / 60)m \(span % 60)s")

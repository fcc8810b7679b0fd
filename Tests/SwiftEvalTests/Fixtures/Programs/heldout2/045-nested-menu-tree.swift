import Foundation

indirect enum MenuNode {
    case item(title: String, price: Double, tags: [String])
    case section(title: String, children: [MenuNode])

    var itemCount: Int {
        switch self {
        case .item: return 1
        case .section(_, let children): return children.map(\.itemCount).reduce(0, +)
        }
    }

    func lines(depth: Int = 0) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch self {
        case let .item(title, price, tags):
            let tagText = tags.isEmpty ? "" : " [" + tags.sorted().joined(separator: ",") + "]"
            return ["\(indent)- \(title) \(String(format: "%.2f", price))\(tagText)"]
        case let .section(title, children):
            return ["\(indent)\(title.uppercased()) (\(itemCount))"] + children.flatMap { $0.lines(depth: depth + 1) }
        }
    }

    func allItems(path: [String] = []) -> [(path: String, title: String, price: Double, tags: [String])] {
        switch self {
        case let .item(title, price, tags):
            return [(path.joined(separator: " › "), title, price, tags)]
        case let .section(title, children):
            return children.flatMap { $0.allItems(path: path + [title]) }
        }
    }

    func filtered(tag: String) -> MenuNode? {
        switch self {
        case .item(_, _, let tags): return tags.contains(tag) ? self : nil
        case let .section(title, children):
            let kept = children.compactMap { $0.filtered(tag: tag) }
            return kept.isEmpty ? nil : .section(title: title, children: kept)
        }
    }

    var depth: Int {
        if case .section(_, let c) = self { return 1 + (c.map(\.depth).max() ?? 0) }
        return 0
    }
}

let menu = MenuNode.section(title: "Menu", children: [
    .section(title: "Drinks", children: [
        .section(title: "Coffee", children: [
            .item(title: "Espresso", price: 2.8, tags: []),
            .item(title: "Oat Latte", price: 4.6, tags: ["vegan"]),
        ]),
        .item(title: "Matcha", price: 4.2, tags: ["vegan", "caffeine"]),
    ]),
    .section(title: "Food", children: [
        .item(title: "Croissant", price: 3.25, tags: ["vegetarian"]),
        .item(title: "Avocado Toast", price: 8.5, tags: ["vegan", "vegetarian"]),
        .item(title: "BLT", price: 7.95, tags: []),
    ]),
    .section(title: "Seasonal", children: []),
])

menu.lines().forEach { print($0) }
print("depth: \(menu.depth)")
print("--- vegan only")
menu.filtered(tag: "vegan")?.lines().forEach { print($0) }
print("gluten-free: \(menu.filtered(tag: "gluten-free") == nil ? "none" : "some")")

let items = menu.allItems()
for i in items.sorted(by: { $0.price > $1.price }).prefix(3) { print("\(i.title) — \(i.path)") }
let avg = items.map(\.price).reduce(0, +) / Double(items.count)
print(String(format: "avg price %.3f over %d items", avg, items.count))
let tagCounts = items.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(tagCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(items.first(where: { $0.price < 3 })?.title ?? "none", items.contains { $0.tags.count > 1 })

// Arrays, sets and dictionaries are copied on assignment (value semantics).
struct Order {
    var id: Int
    var items: [String]
    var notes: [String: String] = [:]
}

var original = Order(id: 1, items: ["Soup"])
var copy = original
copy.items.append("Bread")
copy.notes["table"] = "7"
print(original)
print(copy)

var grid = [[0, 0], [0, 0]]
var gridCopy = grid
gridCopy[0][1] = 5
print(grid, gridCopy)

func addItem(to order: Order) -> Order {
    var order = order
    order.items.append("Salad")
    return order
}
let updated = addItem(to: original)
print(original.items, updated.items)

var tags: Set<String> = ["a"]
let snapshot = tags
tags.insert("b")
print(snapshot.sorted(), tags.sorted())

var orders = [original, copy]
orders[0].id = 99
print(original.id, orders[0].id)
for var o in orders {
    o.items.removeAll()
}
print(orders.map { $0.items.count })
orders.indices.forEach { orders[$0].items.append("Tea") }
print(orders.map { $0.items })
var nested: [String: [Int]] = ["x": [1]]
nested["x"]?.append(2)
nested["y", default: []].append(3)
print(nested.sorted { $0.key < $1.key })

// Methods: mutating methods on structs, chained calls, and @discardableResult.
struct ShoppingList {
    private(set) var items: [String] = []
    private(set) var checked: Set<String> = []

    mutating func add(_ item: String) {
        if !items.contains(item) { items.append(item) }
    }

    @discardableResult
    mutating func check(_ item: String) -> Bool {
        guard items.contains(item) else { return false }
        checked.insert(item)
        return true
    }

    mutating func clearChecked() {
        items.removeAll { checked.contains($0) }
        checked.removeAll()
    }

    func remaining() -> [String] {
        items.filter { !checked.contains($0) }
    }
}

struct Point {
    var x = 0, y = 0
    mutating func move(dx: Int, dy: Int) {
        self = Point(x: x + dx, y: y + dy)
    }
}

var list = ShoppingList()
list.add("milk")
list.add("eggs")
list.add("bread")
list.add("milk")
print(list.items)
list.check("eggs")
print(list.check("butter"))
print(list.check("bread"))
print(list.remaining())
print(list.checked.sorted())
list.clearChecked()
print(list.items, list.checked.count)

var p = Point()
p.move(dx: 3, dy: -2)
p.move(dx: 1, dy: 1)
print(p.x, p.y)
let fixed = p
print(fixed)

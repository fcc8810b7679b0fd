// Structures and classes: a struct holding a class reference shares that object across copies.
final class Inventory {
    var stock: [String: Int] = [:]
}

struct Store {
    var name: String
    let inventory: Inventory
    var tags: [String]
}

let shared = Inventory()
shared.stock["apple"] = 10
var downtown = Store(name: "Downtown", inventory: shared, tags: ["open"])
var uptown = downtown
uptown.name = "Uptown"
uptown.tags.append("new")
uptown.inventory.stock["apple"] = 4
uptown.inventory.stock["pear"] = 7

print(downtown.name, uptown.name)
print(downtown.tags, uptown.tags)
print(downtown.inventory.stock["apple"]!, uptown.inventory.stock["apple"]!)
print(downtown.inventory === uptown.inventory)
print(downtown.inventory.stock.keys.sorted())

downtown.tags.removeAll()
print(downtown.tags.isEmpty, uptown.tags.count)

let stores = [downtown, uptown]
let totalApples = stores.map { $0.inventory.stock["apple", default: 0] }.reduce(0, +)
print("apples counted twice: \(totalApples)")

let privateStock = Inventory()
privateStock.stock["apple"] = 1
let kiosk = Store(name: "Kiosk", inventory: privateStock, tags: [])
print(kiosk.inventory === shared)
print(kiosk.inventory.stock["apple"]!, shared.stock["apple"]!)

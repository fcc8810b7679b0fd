// Game inventory: protocol composition, existential arrays (any), opaque return types (some), generics.
import Foundation

protocol Item {
    var name: String { get }
    var weight: Double { get }
    var value: Int { get }
}
protocol Equippable {
    var slot: String { get }
    var bonus: Int { get }
}
protocol Consumable {
    var uses: Int { get set }
    func effect() -> String
}

struct Weapon: Item, Equippable {
    let name: String; let weight: Double; let value: Int
    let slot = "hand"; let bonus: Int
}
struct Armor: Item, Equippable {
    let name: String; let weight: Double; let value: Int
    let slot: String; let bonus: Int
}
struct Potion: Item, Consumable {
    let name: String; let weight: Double; let value: Int
    var uses: Int
    let heal: Int
    func effect() -> String { "+\(heal) HP" }
}
struct Junk: Item { let name: String; let weight: Double; let value: Int }

typealias Gear = Item & Equippable

struct Backpack {
    var items: [any Item] = []
    let capacity: Double
    var load: Double { items.reduce(0) { $0 + $1.weight } }
    mutating func add(_ item: any Item) -> Bool {
        guard load + item.weight <= capacity else { return false }
        items.append(item)
        return true
    }
    var gear: [any Gear] { items.compactMap { $0 as? any Gear } }
    func bestGear() -> [String: any Gear] {
        var best: [String: any Gear] = [:]
        for g in gear where g.bonus > (best[g.slot]?.bonus ?? Int.min) { best[g.slot] = g }
        return best
    }
}

func heaviest<T: Item>(_ items: [T]) -> T? { items.max { $0.weight < $1.weight } }
func starterSword() -> some Item & Equippable { Weapon(name: "Rusty Sword", weight: 3, value: 5, bonus: 1) }

var pack = Backpack(capacity: 20)
let loot: [any Item] = [
    starterSword(),
    Weapon(name: "Elven Blade", weight: 2.5, value: 120, bonus: 6),
    Armor(name: "Leather Cap", weight: 1, value: 15, slot: "head", bonus: 1),
    Armor(name: "Iron Helm", weight: 4, value: 60, slot: "head", bonus: 3),
    Potion(name: "Small Potion", weight: 0.5, value: 10, uses: 2, heal: 25),
    Junk(name: "Anvil", weight: 50, value: 1),
    Junk(name: "Shiny Rock", weight: 0.2, value: 0),
    Armor(name: "Plate Chest", weight: 9.5, value: 300, slot: "chest", bonus: 8),
]
for item in loot {
    let ok = pack.add(item)
    print("\(ok ? "+" : "✗") \(item.name) (\(item.weight) kg)\(ok ? "" : " — too heavy")")
}
print(String(format: "Load %.1f / %.1f kg", pack.load, pack.capacity))
for (slot, g) in pack.bestGear().sorted(by: { $0.key < $1.key }) {
    print("Equip \(slot): \(g.name) (+\(g.bonus))")
}
if var potion = pack.items.first(where: { $0 is Consumable }) as? Potion {
    while potion.uses > 0 {
        potion.uses -= 1
        print("Drank \(potion.name): \(potion.effect()), \(potion.uses) left")
    }
}
let worth = pack.items.map(\.value).reduce(0, +)
let worthless = pack.items.filter { $0.value == 0 }.map(\.name)
print("Worth \(worth) gold; worthless: \(worthless)")
let armors = pack.items.compactMap { $0 as? Armor }
print("Heaviest armor: \(heaviest(armors)?.name ?? "none"), heaviest potion: \(heaviest([Potion]())?.name ?? "none")")
print("Starter is \(starterSword().name), slot \(starterSword().slot)")

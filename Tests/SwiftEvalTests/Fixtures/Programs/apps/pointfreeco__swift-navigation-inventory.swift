// pointfreeco__swift-navigation: Examples/Inventory/{App,Inventory,Item,ItemRow}.swift (AppModel, InventoryModel, ItemRowModel, destinations, alert state)
import Foundation
import Observation

var nextID = 0
struct Item: Equatable, Identifiable {
    let id: Int = { nextID += 1; return nextID }()   // UUID() in the app
    var color: Color?
    var name: String, status: Status
    enum Status: Equatable { case inStock(quantity: Int), outOfStock(isOnBackOrder: Bool) }
    struct Color: Equatable, Hashable {
        var name: String
        var red: Double = 0, green: Double = 0, blue: Double = 0
        static let red = Self(name: "Red", red: 1), green = Self(name: "Green", green: 1), blue = Self(name: "Blue", blue: 1)
        static let yellow = Self(name: "Yellow", red: 1, green: 1)
    }
    func duplicate() -> Self { Self(color: color, name: name, status: status) }
}

struct AlertState: Equatable { var title: String; var buttons: [String]; var message: String }

@Observable final class ItemRowModel: Identifiable {
    enum Destination: Equatable { case alert(AlertState), duplicate(Item) }
    enum AlertAction { case deleteConfirmation }
    var item: Item
    var destination: Destination? = nil
    var onDelete: () -> Void = { print("unimplemented: ItemRowModel.onDelete") }
    var onDuplicate: (Item) -> Void = { _ in print("unimplemented: ItemRowModel.onDuplicate") }
    var onTap: () -> Void = { print("unimplemented: ItemRowModel.onTap") }
    var id: Item.ID { item.id }
    init(item: Item) { self.item = item }
    func deleteButtonTapped() {
        destination = .alert(AlertState(title: item.name, buttons: ["Delete"], message: "Are you sure you want to delete this item?"))
    }
    func alertButtonTapped(_ action: AlertAction?) {
        switch action { case .deleteConfirmation?: onDelete(); case nil: break }
    }
    func duplicateButtonTapped() { destination = .duplicate(item.duplicate()) }
    func duplicate(item: Item) { onDuplicate(item); destination = nil }
    var label: String {
        switch item.status {
        case .inStock(let quantity): return "\(item.name) [\(item.color?.name ?? "no color")] In stock: \(quantity)"
        case .outOfStock(let isOnBackOrder): return "\(item.name) [\(item.color?.name ?? "no color")] Out of stock\(isOnBackOrder ? ": on back order" : "")"
        }
    }
}

@Observable final class InventoryModel {
    enum Destination: Equatable { case add(Item), edit(Item) }
    var inventory: [ItemRowModel] { didSet { bind() } }
    var destination: Destination?
    init(inventory: [ItemRowModel] = []) { self.inventory = inventory; bind() }
    func delete(item: Item) { inventory.removeAll { $0.id == item.id } }
    func add(item: Item) { inventory.append(ItemRowModel(item: item)); destination = nil }
    func addButtonTapped() { destination = .add(Item(color: nil, name: "", status: .inStock(quantity: 1))) }
    func commitEdit(item: Item) { inventory.first { $0.id == item.id }?.item = item; destination = nil }
    private func bind() {
        for itemRowModel in inventory {
            itemRowModel.onDelete = { [weak self, weak itemRowModel] in
                guard let self, let itemRowModel else { return }; delete(item: itemRowModel.item)
            }
            itemRowModel.onDuplicate = { [weak self] item in self?.add(item: item) }
            itemRowModel.onTap = { [weak self, weak itemRowModel] in
                guard let self, let itemRowModel else { return }; destination = .edit(itemRowModel.item)
            }
        }
    }
    func dump(_ step: String) { print("\(step): " + inventory.map(\.label).joined(separator: "; ")) }
}

let model = InventoryModel(inventory: [
    ItemRowModel(item: Item(color: .red, name: "Keyboard", status: .inStock(quantity: 100))),
    ItemRowModel(item: Item(color: .blue, name: "Mouse", status: .inStock(quantity: 200))),
    ItemRowModel(item: Item(color: .yellow, name: "Chair", status: .outOfStock(isOnBackOrder: true))),
])
model.dump("start")
let mouse = model.inventory[1]
mouse.duplicateButtonTapped()
if case let .duplicate(copy)? = mouse.destination { print("duplicate sheet for \(copy.name), same id: \(copy.id == mouse.item.id)"); mouse.duplicate(item: copy) }
model.dump("after duplicate")
model.inventory[0].deleteButtonTapped()
if case let .alert(alert)? = model.inventory[0].destination { print("alert '\(alert.title)': \(alert.message) \(alert.buttons)") }
model.inventory[0].alertButtonTapped(nil)
print("cancelled, count \(model.inventory.count)")
model.inventory[0].alertButtonTapped(.deleteConfirmation)
model.dump("after delete")
model.inventory[0].onTap()
if case var .edit(item)? = model.destination {
    item.name = "Wireless Mouse"; item.status = .outOfStock(isOnBackOrder: false); item.color = nil
    model.commitEdit(item: item)
}
model.addButtonTapped()
print("destination after add tapped:", model.destination.map { if case .add(let item) = $0 { return "add '\(item.name)' \(item.status)" }; return "edit" } ?? "nil")
model.add(item: Item(color: .green, name: "Monitor", status: .inStock(quantity: 20)))
model.dump("final")
let orphan = ItemRowModel(item: Item(color: nil, name: "Orphan", status: .inStock(quantity: 0)))
orphan.alertButtonTapped(.deleteConfirmation)

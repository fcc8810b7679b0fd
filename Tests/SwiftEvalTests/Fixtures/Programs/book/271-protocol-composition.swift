// Protocols: protocol composition with &, typealiases of compositions and inheritance between protocols.
protocol Named {
    var name: String { get }
}

protocol Priced {
    var price: Double { get }
}

protocol Discountable: Priced {
    var discountPercent: Double { get }
}

extension Discountable {
    var salePrice: Double { price * (100 - discountPercent) / 100 }
}

typealias CatalogItem = Named & Priced

struct Gadget: Named, Discountable {
    let name: String
    let price: Double
    let discountPercent: Double
}

struct Service: Named, Priced {
    let name: String
    let price: Double
}

struct Tip: Priced {
    let price: Double
}

func label(_ item: Named & Priced) -> String {
    "\(item.name) costs \(item.price)"
}

func saleLabel(_ item: some Named & Discountable) -> String {
    "\(item.name) now \(item.salePrice)"
}

let phone = Gadget(name: "Phone", price: 800, discountPercent: 25)
let setup = Service(name: "Setup", price: 49.5)
print(label(phone))
print(label(setup))
print(saleLabel(phone))
let catalog: [CatalogItem] = [phone, setup]
print(catalog.map { $0.name })
print(catalog.map { $0.price }.reduce(0, +))
let priced: [Priced] = [phone, setup, Tip(price: 5)]
print(priced.count, priced.compactMap { $0 as? Named }.count)
print(priced.compactMap { ($0 as? Discountable)?.salePrice })

// Subscripts: argument labels, overloads by type, default parameters and static subscripts.
struct Catalog {
    private var products: [(sku: String, name: String, price: Double)] = []

    mutating func add(sku: String, name: String, price: Double) {
        products.append((sku, name, price))
    }

    subscript(index: Int) -> String {
        products[index].name
    }

    subscript(sku sku: String) -> Double? {
        products.first { $0.sku == sku }?.price
    }

    subscript(cheaperThan limit: Double, sorted ascending: Bool = true) -> [String] {
        let found = products.filter { $0.price < limit }
        let ordered = found.sorted { ascending ? $0.price < $1.price : $0.price > $1.price }
        return ordered.map { $0.name }
    }
}

enum Size: Int {
    case small = 1, medium, large
    static subscript(n: Int) -> Size {
        Size(rawValue: n) ?? .medium
    }
}

var catalog = Catalog()
catalog.add(sku: "A1", name: "Mug", price: 8.5)
catalog.add(sku: "B2", name: "Kettle", price: 39.0)
catalog.add(sku: "C3", name: "Spoon", price: 2.25)
catalog.add(sku: "D4", name: "Teapot", price: 24.0)

print(catalog[0])
print(catalog[3])
print(catalog[sku: "B2"] ?? -1)
print(catalog[sku: "Z9"] ?? -1)
print(catalog[cheaperThan: 30])
print(catalog[cheaperThan: 30, sorted: false])
print(catalog[cheaperThan: 1])
print(Size[1], Size[3], Size[42])

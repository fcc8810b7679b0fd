// Type aliases for model-layer readability.
typealias ProductID = Int
typealias Money = Double
typealias LineItem = (id: ProductID, name: String, price: Money)
typealias PriceRule = (Money) -> Money

let items: [LineItem] = [
    (id: 101, name: "Notebook", price: 3.5),
    (id: 102, name: "Pen", price: 1.25),
    (id: 103, name: "Backpack", price: 24.0),
]

func total(of lines: [LineItem]) -> Money {
    var sum: Money = 0
    for line in lines { sum += line.price }
    return sum
}

let halfOff: PriceRule = { $0 / 2 }
let flatFee: PriceRule = { $0 + 2 }

print(total(of: items))
print(halfOff(total(of: items)))
print(flatFee(halfOff(10)))
print(items[1])
print(items[2].name, items[2].id)

typealias Sample = UInt16
print(Sample.max)
let id: ProductID = 7
let plain: Int = id
print(plain + 1)

typealias Inventory = [String: Int]
var stock: Inventory = ["pen": 4]
stock["ink"] = 2
print(stock.keys.sorted())

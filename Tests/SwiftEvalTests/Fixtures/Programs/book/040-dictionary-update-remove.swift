// updateValue, removeValue, assigning nil, merging.
var stock = ["apples": 10, "pears": 4]
let old = stock.updateValue(12, forKey: "apples")
print(old as Any)
let none = stock.updateValue(7, forKey: "plums")
print(none as Any)
print(stock.sorted { $0.key < $1.key })

stock["pears"] = nil
print(stock.keys.sorted())
print(stock.removeValue(forKey: "plums") as Any)
print(stock.removeValue(forKey: "plums") as Any)
print(stock)

stock["kiwis", default: 0] += 5
stock["apples", default: 0] -= 2
print(stock.sorted { $0.key < $1.key })

let delivery = ["apples": 3, "figs": 9]
let merged = stock.merging(delivery) { current, new in current + new }
print(merged.sorted { $0.key < $1.key })
stock.merge(delivery) { old, _ in old }
print(stock.sorted { $0.key < $1.key })

var copy = stock
copy["figs"] = 0
print(stock["figs"]!, copy["figs"]!)

if let idx = stock.index(forKey: "kiwis") {
    print(stock[idx].key, stock[idx].value)
    stock.remove(at: idx)
}
print(stock.keys.sorted())
stock.removeAll()
print(stock.count)
let optStock: [String: Int?] = ["x": 1]
var ov = optStock
ov["x"] = .some(nil)
print(ov.count, ov)

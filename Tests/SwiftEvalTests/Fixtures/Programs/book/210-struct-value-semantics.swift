// Structures: value semantics; copies are independent, including arrays of structs.
struct LineItem {
    var name: String
    var quantity: Int
    var unitPrice: Double

    var subtotal: Double { Double(quantity) * unitPrice }
}

var original = LineItem(name: "Coffee beans", quantity: 1, unitPrice: 12.5)
var copy = original
copy.quantity = 3
print(original.quantity, copy.quantity)
print(original.subtotal, copy.subtotal)

var cart = [original, LineItem(name: "Filter", quantity: 2, unitPrice: 4.25)]
var savedCart = cart
cart[0].quantity += 1
cart[1].name = "Paper filter"
print(cart[0].quantity, savedCart[0].quantity)
print(cart[1].name, savedCart[1].name)
savedCart.append(copy)
print(cart.count, savedCart.count)

func doubled(_ item: LineItem) -> LineItem {
    var item = item
    item.quantity *= 2
    return item
}
let bigger = doubled(original)
print(original.quantity, bigger.quantity)

func bump(_ item: inout LineItem) {
    item.unitPrice += 1
}
bump(&original)
print(original.unitPrice, copy.unitPrice)

let total = cart.reduce(0) { $0 + $1.subtotal }
print("cart total \(total)")
let frozen = original
print(frozen.name, frozen.subtotal)

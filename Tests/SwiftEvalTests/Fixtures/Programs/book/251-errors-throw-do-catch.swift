// Error Handling: throwing functions, do-catch with specific patterns and a general catch.
enum CheckoutError: Error {
    case emptyCart
    case outOfStock(item: String)
    case paymentDeclined(code: Int)
    case addressMissing
}

struct Cart {
    var items: [String: Int]
    var stock: [String: Int]
    var cardValid: Bool
    var hasAddress: Bool
}

func checkout(_ cart: Cart) throws -> Int {
    if cart.items.isEmpty { throw CheckoutError.emptyCart }
    for name in cart.items.keys.sorted() {
        let wanted = cart.items[name]!
        if cart.stock[name, default: 0] < wanted {
            throw CheckoutError.outOfStock(item: name)
        }
    }
    guard cart.cardValid else { throw CheckoutError.paymentDeclined(code: 51) }
    guard cart.hasAddress else { throw CheckoutError.addressMissing }
    return cart.items.values.reduce(0, +)
}

let stock = ["tea": 3, "cups": 10]
let carts = [
    Cart(items: [:], stock: stock, cardValid: true, hasAddress: true),
    Cart(items: ["tea": 5], stock: stock, cardValid: true, hasAddress: true),
    Cart(items: ["cups": 2], stock: stock, cardValid: false, hasAddress: true),
    Cart(items: ["cups": 2, "tea": 1], stock: stock, cardValid: true, hasAddress: false),
    Cart(items: ["cups": 2, "tea": 1], stock: stock, cardValid: true, hasAddress: true),
]

for cart in carts {
    do {
        let count = try checkout(cart)
        print("ordered \(count) items")
    } catch CheckoutError.emptyCart {
        print("cart is empty")
    } catch CheckoutError.outOfStock(let item) {
        print("not enough \(item)")
    } catch CheckoutError.paymentDeclined(let code) where code > 50 {
        print("declined, code \(code)")
    } catch {
        print("other error: \(error)")
    }
}

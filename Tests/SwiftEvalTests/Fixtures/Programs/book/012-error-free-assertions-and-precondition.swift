// assert and precondition that pass leave the program running normally.
struct Cart {
    var items: [String] = []
    var limit = 3

    mutating func add(_ item: String) -> Bool {
        precondition(!item.isEmpty, "item names cannot be empty")
        guard items.count < limit else { return false }
        items.append(item)
        assert(items.count <= limit, "cart over limit")
        return true
    }
}

var cart = Cart()
print(cart.add("Soap"))
print(cart.add("Rice"))
print(cart.add("Beans"))
print(cart.add("Flour"))
print(cart.items)
print(cart)

let age = 21
assert(age >= 0, "A person's age can't be less than zero")
precondition(age < 150)
print("age ok: \(age)")

func ratio(_ a: Int, _ b: Int) -> Double {
    precondition(b != 0, "divide by zero")
    return Double(a) / Double(b)
}
print(ratio(1, 4))
print(ratio(-9, 2))
print("done")

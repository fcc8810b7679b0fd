// Constants with let, variables with var, multiple declarations on one line.
let storeName = "Corner Grocery"
var itemsInCart = 0
let maxItems = 12
var subtotal = 0.0, discount = 0.0, taxRate = 0.08

print(storeName)
print(itemsInCart, maxItems)

itemsInCart += 3
subtotal = 3 * 2.49
print("items:", itemsInCart)
print("subtotal:", subtotal)

var greeting: String
greeting = "Welcome to \(storeName)"
print(greeting)

var red, green, blue: Double
red = 0.2; green = 0.4; blue = 0.6
print(red, green, blue)

discount = subtotal * 0.1
print("discount:", discount)
let total = (subtotal - discount) * (1 + taxRate)
print("total:", total)

let 🛒 = "cart"
let café = "open"
print(🛒, café)

print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" -> continued")
print("x", "y", separator: ", ", terminator: ".\n")
print()
print("after empty line")

// In-out parameters modify the caller's variables.
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var first = "front", second = "back"
swapValues(&first, &second)
print(first, second)
var x = 3, y = 107
swap(&x, &y)
print(x, y)

struct Cart {
    var items: [String] = []
    var total = 0.0
}
func add(_ item: String, price: Double, to cart: inout Cart) {
    cart.items.append(item)
    cart.total += price
}
var cart = Cart()
add("Bread", price: 2.5, to: &cart)
add("Jam", price: 4.0, to: &cart)
print(cart)

func applyDiscount(_ prices: inout [Double], percent: Double) {
    for i in prices.indices {
        prices[i] *= (1 - percent / 100)
    }
}
var prices = [10.0, 20.0, 50.0]
applyDiscount(&prices, percent: 10)
print(prices)

func increment(_ value: inout Int, by step: Int = 1) -> Int {
    value += step
    return value
}
var counter = 0
print(increment(&counter), increment(&counter, by: 5), counter)

var stock = ["pens": 3]
increment(&stock["pens", default: 0]) == 4 ? print("pens now 4") : print("?")
_ = increment(&stock["clips", default: 0], by: 2)
print(stock.sorted { $0.key < $1.key })

var pair = (a: 1, b: 2)
_ = increment(&pair.a, by: 40)
swapValues(&pair.b, &counter)
print(pair)
var grid = [[1, 2], [3, 4]]
var row0 = grid[0]
swapValues(&row0, &grid[1])
grid[0] = row0
_ = increment(&grid[0][1], by: 10)
print(grid)

// Bool values, toggling, and comparison results.
var isLoggedIn = false
print(isLoggedIn)
isLoggedIn.toggle()
print(isLoggedIn)
print(!isLoggedIn)

let stockCount = 0
let isOutOfStock = stockCount == 0
print(isOutOfStock)

print(1 == 1, 2 != 1, 2 > 1, 1 < 2, 1 >= 1, 2 <= 1)
print("apple" < "banana", "Zebra" < "apple", "a" == "a")
print("café" == "cafe\u{301}")
print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
print((1, 2, 3) > (1, 2, 2))

let flags = [true, false, true]
print(flags.filter { $0 }.count)
print(flags.allSatisfy { $0 })
print(flags.contains(false))
print(flags.first == true && flags.last == true)

let threshold = 10
let values = [3, 12, 10]
for v in values {
    print(v, v > threshold ? "above" : (v == threshold ? "equal" : "below"))
}
print(true && false || true)
print(true != false)
print(Int.max > Int.min)
print(Double.nan == Double.nan)
print(max(3, 7), min(3, 7), max(1.5, -2.0))
print(max("pear", "apple", "fig"))

// Tuples: creation, decomposition, labels, printing, nesting.
let response = (404, "Not Found")
print(response)
let (code, message) = response
print("code \(code), message \(message)")
let (onlyCode, _) = response
print(onlyCode)
print(response.0, response.1)

let order = (id: 12, customer: "Ava", total: 18.5)
print(order)
print(order.customer, order.total)

var point = (x: 1, y: 2)
point.x += 10
print(point)
point = (5, 6)
print(point)

let nested = (name: "Box", size: (w: 10, h: 20))
print(nested)
print(nested.size.h)

let single = (7)
print(single)
let empty = ()
print(empty)

func minMax(_ values: [Int]) -> (min: Int, max: Int) {
    var lo = values[0], hi = values[0]
    for v in values.dropFirst() {
        if v < lo { lo = v }
        if v > hi { hi = v }
    }
    return (lo, hi)
}
let bounds = minMax([8, -3, 15, 4])
print(bounds)
print("range \(bounds.min)...\(bounds.max)")

var (a, b) = (1, 2)
(a, b) = (b, a)
print(a, b)
let withOptional: (String, Int?) = ("missing", nil)
print(withOptional)
print([(1, "one"), (2, "two")])

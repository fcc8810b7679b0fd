// Structures: default printing of struct values, nested structs, optionals and arrays of them.
struct Money {
    var cents: Int
    var currency: String
}

struct Workout {
    var name: String
    var minutes: Int
    var distance: Double?
    var done: Bool
}

struct Pair {
    var first: Money
    var second: Money
}

struct Empty {}

let price = Money(cents: 1250, currency: "USD")
print(price)
print("price: \(price)")
let run = Workout(name: "Morning run", minutes: 30, distance: 5.2, done: true)
print(run)
let yoga = Workout(name: "Yoga", minutes: 45, distance: nil, done: false)
print(yoga)
print([price, Money(cents: 99, currency: "EUR")])
print(Pair(first: price, second: Money(cents: 5, currency: "GBP")))
print(Empty())
let maybeRun: Workout? = run
print(maybeRun as Any)
print(String(describing: price))
print((price.cents, price.currency))

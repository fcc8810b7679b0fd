// Closure expressions from the full form down to operator methods, with sorted(by:).
let cities = ["Paris", "Austin", "Oslo", "Zurich", "Berlin"]

func backward(_ a: String, _ b: String) -> Bool { a > b }
print(cities.sorted(by: backward))

print(cities.sorted(by: { (a: String, b: String) -> Bool in
    return a < b
}))
print(cities.sorted(by: { a, b in return a.count < b.count }))
print(cities.sorted(by: { a, b in a.count > b.count }))
print(cities.sorted(by: { $0.last! < $1.last! }))
print(cities.sorted(by: >))
print(cities.sorted(by: <))

struct Flight {
    let code: String
    let minutes: Int
}
let flights = [Flight(code: "BA12", minutes: 95), Flight(code: "AF3", minutes: 60), Flight(code: "LH9", minutes: 95)]
let byDuration = flights.sorted { lhs, rhs in
    if lhs.minutes == rhs.minutes { return lhs.code < rhs.code }
    return lhs.minutes < rhs.minutes
}
print(byDuration.map(\.code))

let square = { (x: Int) -> Int in x * x }
print(square(9))
let isLong: (String) -> Bool = { $0.count > 5 }
print(cities.filter(isLong))
let greet = { print("hi from a closure") }
greet()
let add: (Int, Int) -> Int = { $0 + $1 }
print(add(2, 3))
let immediate = { (n: Int) in n * 10 }(4)
print(immediate)
let multiLine: (Int) -> String = { n in
    let doubled = n * 2
    let text = "double of \(n)"
    return "\(text) is \(doubled)"
}
print(multiLine(21))

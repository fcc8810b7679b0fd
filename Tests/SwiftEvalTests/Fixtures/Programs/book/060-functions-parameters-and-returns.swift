// Functions without parameters, with several parameters, without return values, returning tuples and optionals.
func appVersion() -> String {
    return "2.4.1"
}
print(appVersion())

func greet(name: String, isReturning: Bool) -> String {
    if isReturning {
        return "Welcome back, \(name)!"
    }
    return "Hello, \(name)!"
}
print(greet(name: "Noor", isReturning: true))
print(greet(name: "Sam", isReturning: false))

func logEvent(_ name: String) {
    print("event:", name)
}
logEvent("launch")
let nothing: Void = logEvent("background")
print(nothing)

func priceRange(_ prices: [Double]) -> (cheapest: Double, priciest: Double)? {
    guard var lo = prices.first else { return nil }
    var hi = lo
    for p in prices {
        lo = min(lo, p)
        hi = max(hi, p)
    }
    return (lo, hi)
}
if let r = priceRange([4.99, 12.5, 0.99, 7]) {
    print("from \(r.cheapest) to \(r.priciest)")
}
print(priceRange([]) as Any)
print(priceRange([3]) as Any)

func discardable() -> Int {
    print("computing")
    return 42
}
_ = discardable()

@discardableResult
func save(_ item: String) -> Bool {
    print("saved \(item)")
    return true
}
save("draft")
print(save("final"))

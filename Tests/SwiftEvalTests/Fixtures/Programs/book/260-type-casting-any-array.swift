// Type Casting: [Any] arrays inspected with switch case patterns (is, as, tuples, closures).
struct Coupon {
    let code: String
}

let payload: [Any] = [
    42,
    3.5,
    "hello",
    true,
    Coupon(code: "WELCOME"),
    (2, "pair"),
    [1, 2, 3],
    0,
    -7.25,
    { (name: String) -> String in "Hi, \(name)" },
    Optional<Int>.none as Any,
]

for value in payload {
    switch value {
    case 0 as Int:
        print("zero int")
    case let n as Int where n > 10:
        print("big int \(n)")
    case let d as Double where d < 0:
        print("negative double \(d)")
    case is Double:
        print("some double")
    case let s as String:
        print("string \"\(s)\" of length \(s.count)")
    case let b as Bool:
        print("bool \(b)")
    case let c as Coupon:
        print("coupon \(c.code)")
    case let (n, label) as (Int, String):
        print("tuple \(n) \(label)")
    case let list as [Int]:
        print("int array summing to \(list.reduce(0, +))")
    case let greet as (String) -> String:
        print(greet("Sam"))
    default:
        print("something else")
    }
}
let numbers = payload.compactMap { $0 as? Int }
print(numbers)
print(payload.filter { $0 is String || $0 is Bool }.count)
let anyOptional: Any? = payload.first
print(anyOptional as? Int ?? -1)

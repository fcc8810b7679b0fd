// Opaque and Boxed Types: comparing `any Equatable` values by opening the existential in a generic.
func isSame<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}

func equalBoxes(_ a: any Equatable, _ b: any Equatable) -> Bool {
    isSame(a, b)
}

struct Coupon: Equatable {
    let code: String
}

protocol Plan {
    var monthly: Int { get }
}
struct Solo: Plan { let monthly = 5 }
struct Family: Plan { let monthly = 12 }

func cheaper(_ a: some Plan, _ b: some Plan) -> Int { min(a.monthly, b.monthly) }

print(equalBoxes(3, 3))
print(equalBoxes(3, 4))
print(equalBoxes(3, "3"))
print(equalBoxes("save", "save"))
print(equalBoxes(Coupon(code: "A"), Coupon(code: "A")))
print(equalBoxes(Coupon(code: "A"), Coupon(code: "B")))
let values: [any Equatable] = [1, "one", 1.0, Coupon(code: "one")]
print(values.filter { equalBoxes($0, 1) }.count)
print(values.filter { equalBoxes($0, "one") }.count)

let plans: [any Plan] = [Solo(), Family()]
print(cheaper(plans[0], plans[1]))
print(cheaper(Family(), Family()))
let hashables: [AnyHashable] = [1, "x", 1, "y", "x"]
print(Set(hashables).count)
print(hashables.filter { $0 == AnyHashable("x") }.count)

// Optionals: if let, shorthand if let, multiple bindings, printing.
struct Customer {
    var name: String
    var email: String?
    var loyaltyPoints: Int?
}

let customers = [
    Customer(name: "Mia", email: "mia@example.com", loyaltyPoints: 120),
    Customer(name: "Leo", email: nil, loyaltyPoints: 0),
    Customer(name: "Zoe", email: "zoe@example.com", loyaltyPoints: nil),
]

for c in customers {
    if let email = c.email {
        print("\(c.name): \(email)")
    } else {
        print("\(c.name): no email")
    }
}

for c in customers {
    if let points = c.loyaltyPoints, points > 50, let email = c.email {
        print("reward \(c.name) at \(email) for \(points)")
    }
}

let zoe = customers[2]
if let loyaltyPoints = zoe.loyaltyPoints {
    print(loyaltyPoints)
} else {
    print("Zoe has no points record")
}

let leo = customers[1]
if let loyaltyPoints = leo.loyaltyPoints {
    print("Leo points \(loyaltyPoints)")
}

var maybeCount: Int? = 5
print(maybeCount as Any)
print(maybeCount!)
maybeCount = nil
print(maybeCount as Any)
print(maybeCount == nil)

let nestedMaybe: Int?? = .some(nil)
print(nestedMaybe as Any)
let nestedSome: Int?? = 3
print(nestedSome as Any)
print(customers[0])
print(customers[1])
print([customers[2].email, customers[0].email])
let tuple: (Int?, String?) = (nil, "x")
print(tuple)

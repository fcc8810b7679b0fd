// Optional Chaining: chaining through optional properties, results become optional, nil short-circuits.
final class Address {
    var street: String
    var city: String
    var apartment: String?
    init(street: String, city: String, apartment: String? = nil) {
        self.street = street
        self.city = city
        self.apartment = apartment
    }
}

final class Customer {
    let name: String
    var address: Address?
    var referredBy: Customer?
    init(name: String) { self.name = name }
}

let maya = Customer(name: "Maya")
print(maya.address?.city ?? "no city")
print(maya.address?.city as Any)
maya.address = Address(street: "1 Main St", city: "Springfield")
print(maya.address?.city ?? "no city")
print(maya.address?.apartment?.count as Any)
maya.address?.apartment = "4B"
print(maya.address?.apartment?.count as Any)

let leo = Customer(name: "Leo")
leo.referredBy = maya
print(leo.referredBy?.address?.city ?? "unknown")
print(leo.referredBy?.referredBy?.name ?? "nobody")

leo.address?.city = "Shelbyville"
print(leo.address == nil)
if let city = leo.referredBy?.address?.city {
    print("referrer lives in \(city)")
}
let setResult: Void? = leo.address?.street = "X"
print(setResult == nil)
let setOk: Void? = maya.address?.street = "2 Elm St"
print(setOk != nil, maya.address!.street)
let upper = leo.referredBy?.name.uppercased()
print(upper!)

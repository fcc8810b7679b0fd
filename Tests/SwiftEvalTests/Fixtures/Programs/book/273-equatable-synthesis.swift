// Protocols: synthesized Equatable for structs and enums with associated values, and custom ==.
struct Address: Equatable {
    var street: String
    var zip: String
}

struct Contact: Equatable {
    var name: String
    var address: Address
    var phones: [String]
}

enum Delivery: Equatable {
    case pickup
    case courier(Address)
    case locker(id: Int)
}

struct Version: Equatable {
    let major: Int
    let minor: Int
    let build: String
    static func == (a: Version, b: Version) -> Bool {
        a.major == b.major && a.minor == b.minor
    }
}

let home = Address(street: "12 Oak", zip: "90210")
let a = Contact(name: "Ira", address: home, phones: ["555-1"])
var b = a
print(a == b)
b.phones.append("555-2")
print(a == b, a != b)
print(Delivery.pickup == .pickup)
print(Delivery.courier(home) == .courier(Address(street: "12 Oak", zip: "90210")))
print(Delivery.locker(id: 4) == .locker(id: 5))
print(Delivery.locker(id: 4) == .pickup)
let deliveries: [Delivery] = [.pickup, .locker(id: 1), .courier(home)]
print(deliveries.contains(.locker(id: 1)))
print(deliveries.firstIndex(of: .courier(home)) ?? -1)
print(Version(major: 2, minor: 1, build: "a") == Version(major: 2, minor: 1, build: "b"))
print(Version(major: 2, minor: 1, build: "a") == Version(major: 2, minor: 2, build: "a"))
print([home, home] == [home, Address(street: "1 Elm", zip: "1")])

// Default print() output of structs holding optionals, enums, arrays, tuples and dictionaries.
enum Status {
    case active
    case suspended(reason: String)
    case pending(Int)
}
struct Address {
    var city: String
    var zip: String?
}
struct Profile {
    var name: String
    var age: Int
    var rating: Double
    var status: Status
    var address: Address?
    var tags: [String]
    var location: (lat: Double, lon: Double)
    var flags: [String: Bool]
}

let p1 = Profile(name: "Rin", age: 29, rating: 4.75, status: .active,
                 address: Address(city: "Kyoto", zip: nil), tags: ["pro"],
                 location: (35.0, 135.75), flags: ["beta": true])
let p2 = Profile(name: "Oz", age: 41, rating: 3, status: .suspended(reason: "spam"),
                 address: nil, tags: [], location: (lat: -1.5, lon: 0), flags: [:])
print(p1)
print(p2)
print(p1.status, p2.status, Status.pending(3))
print(p1.address as Any)
print(p1.address!)
print([p1.address, p2.address])
print(p1.location)
print((p1.name, p1.tags, p1.address?.zip))
print([Status.pending(2), .active])
print(Optional(Status.suspended(reason: "x")) as Any)
var p3 = p2
p3.status = .pending(7)
p3.address = Address(city: "Lagos", zip: "100001")
print(p3.status, p3.address!)
print(String(describing: p3.address))
print("\(p3.tags)")
let wrapped: [Address?] = [nil]
print(wrapped)

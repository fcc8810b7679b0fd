import Foundation

struct GeoPoint { let lat: Double; let lon: Double }

struct PostalAddress {
    var line1: String
    var line2: String?
    var city: String
    var postcode: String?
    var country: String?
    var geo: GeoPoint?
}

final class Company {
    let name: String
    var headquarters: PostalAddress?
    init(name: String, headquarters: PostalAddress? = nil) { self.name = name; self.headquarters = headquarters }
}

final class UserAccount {
    let handle: String
    var displayName: String?
    var home: PostalAddress?
    var employer: Company?
    var manager: UserAccount?
    init(handle: String) { self.handle = handle }

    var shippingLabel: String {
        guard let address = home ?? employer?.headquarters else { return "\(handle): no address on file" }
        let name = displayName ?? "@\(handle)"
        var lines = [name, address.line1]
        if let l2 = address.line2, !l2.isEmpty { lines.append(l2) }
        lines.append([address.postcode, address.city].compactMap { $0 }.joined(separator: " "))
        lines.append((address.country ?? "US").uppercased())
        return lines.joined(separator: " / ")
    }
}

let acme = Company(name: "Acme", headquarters: PostalAddress(line1: "1 Infinite Loop", line2: nil, city: "Cupertino", postcode: "95014", country: nil, geo: GeoPoint(lat: 37.3318, lon: -122.0312)))
let startup = Company(name: "Tiny Startup")

let boss = UserAccount(handle: "mgr")
boss.displayName = "Morgan Lee"
boss.employer = acme

let alex = UserAccount(handle: "alex")
alex.home = PostalAddress(line1: "221B Baker St", line2: "", city: "London", postcode: "NW1 6XE", country: "gb", geo: nil)
alex.manager = boss

let sam = UserAccount(handle: "sam")
sam.employer = startup
sam.manager = alex

let users = [boss, alex, sam]
for u in users { print(u.shippingLabel) }

for u in users {
    let managerName = u.manager?.displayName ?? u.manager?.handle ?? "none"
    let employerCity = u.employer?.headquarters?.city ?? "n/a"
    let lat = u.home?.geo?.lat ?? u.employer?.headquarters?.geo?.lat
    print("\(u.handle): manager=\(managerName) employerCity=\(employerCity) lat=\(lat.map { String(format: "%.2f", $0) } ?? "unknown")")
}

let chain = sam.manager?.manager?.employer?.name
print("sam's skip-level employer: \(chain ?? "nil")")
print("count of line2 chars: \(alex.home?.line2?.count as Any)")
print("boss home postcode: \(boss.home?.postcode as Any)")

sam.manager?.manager?.displayName? += " (VP)"
print(boss.displayName!)
sam.employer?.headquarters?.city = "Nowhere"
print("startup HQ after assignment: \(startup.headquarters == nil ? "still nil" : "set")")
alex.home?.postcode = nil
print(alex.shippingLabel)

if let m = sam.manager, let mm = m.manager, let hq = mm.employer?.headquarters {
    print("resolved: \(m.handle) -> \(mm.handle) -> \(hq.city)")
}
let zipPrefixes = users.compactMap { $0.home?.postcode ?? $0.employer?.headquarters?.postcode }.map { $0.prefix(3) }
print(zipPrefixes)
let flat: [String?] = [alex.displayName, boss.displayName, sam.displayName]
print(flat.compactMap { $0 }, flat.filter { $0 == nil }.count)
let nested: String?? = .some(nil)
print(nested == nil, (nested ?? "x") == nil, nested! ?? "default")

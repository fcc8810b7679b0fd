// Initialization: failable init? on structs, enums and classes, with propagation of failure.
struct Email {
    let address: String
    init?(_ raw: String) {
        let trimmed = raw.lowercased()
        guard trimmed.contains("@"), !trimmed.hasPrefix("@"), !trimmed.hasSuffix("@") else {
            return nil
        }
        address = trimmed
    }
}

enum Plan {
    case free, pro, team
    init?(code: String) {
        switch code {
        case "F": self = .free
        case "P": self = .pro
        case "T": self = .team
        default: return nil
        }
    }
}

class User {
    let email: Email
    let plan: Plan
    init?(email raw: String, planCode: String) {
        guard let email = Email(raw), let plan = Plan(code: planCode) else { return nil }
        self.email = email
        self.plan = plan
    }
}

final class Admin: User {
    init?(email raw: String) {
        guard raw.hasSuffix("@corp.example") else { return nil }
        super.init(email: raw, planCode: "T")
    }
}

print(Email("Sam@Example.com")?.address ?? "invalid")
print(Email("nobody")?.address ?? "invalid")
print(Email("@x")?.address ?? "invalid")
print(Plan(code: "P") as Any)
print(Plan(code: "X") == nil)
let u = User(email: "kim@shop.example", planCode: "F")
print(u?.email.address ?? "-", u.map { "\($0.plan)" } ?? "-")
print(User(email: "kim", planCode: "F") == nil)
print(User(email: "kim@shop.example", planCode: "Q") == nil)
print(Admin(email: "root@corp.example")?.plan as Any)
print(Admin(email: "root@home.example") == nil)
let parsed = ["1", "x", "42", ""].compactMap { Int($0) }
print(parsed)

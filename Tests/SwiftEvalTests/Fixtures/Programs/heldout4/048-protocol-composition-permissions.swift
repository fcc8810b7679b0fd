protocol Named { var name: String { get } }
protocol Authenticated { var token: String { get } }
protocol Admin { var level: Int { get } }

struct Guest: Named { let name: String }
struct Member: Named, Authenticated { let name: String; let token: String }
struct Moderator: Named, Authenticated, Admin { let name: String; let token: String; let level: Int }

enum Action: String, CaseIterable { case read, comment, edit, delete, ban }

func allowedActions(for user: Named) -> [Action] {
    var actions: [Action] = [.read]
    if user is Authenticated { actions.append(.comment) }
    if let admin = user as? Admin {
        actions.append(.edit)
        if admin.level >= 2 { actions.append(.delete) }
        if admin.level >= 3 { actions.append(.ban) }
    }
    return actions
}

func greet(_ user: Named & Authenticated) -> String {
    "Hi \(user.name), token ends in \(user.token.suffix(3))"
}

func audit<U: Named & Admin>(_ u: U) -> String { "\(u.name) has level \(u.level)" }

extension Named {
    var handle: String { "@" + name.lowercased().replacingSpaces() }
}
extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "_" : $0 }) }
}

let users: [Named] = [
    Guest(name: "Visitor"),
    Member(name: "Jane Doe", token: "abc123xyz"),
    Moderator(name: "Mod Squad", token: "tok-999", level: 2),
    Moderator(name: "Root", token: "r00t", level: 3),
]

for u in users {
    let acts = allowedActions(for: u)
    let missing = Action.allCases.filter { !acts.contains($0) }
    print("\(u.handle): \(acts.map(\.rawValue).joined(separator: ",")) | denied: \(missing.map(\.rawValue))")
    if let a = u as? Named & Authenticated { print("  ", greet(a)) }
}
print(audit(Moderator(name: "X", token: "t", level: 1)))
let admins = users.compactMap { $0 as? Admin }
print(admins.map(\.level), admins.count)
let matrix = Dictionary(uniqueKeysWithValues: Action.allCases.map { a in (a, users.filter { allowedActions(for: $0).contains(a) }.count) })
print(Action.allCases.map { "\($0.rawValue)=\(matrix[$0]!)" }.joined(separator: " "))

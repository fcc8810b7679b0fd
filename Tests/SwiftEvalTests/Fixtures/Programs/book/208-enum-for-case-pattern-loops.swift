// Enumerations: for case patterns over arrays of enums, if case with guards, and Optional enum patterns.
enum Event {
    case login(user: String)
    case purchase(user: String, cents: Int)
    case logout(user: String)
    case error(code: Int)
}

let events: [Event] = [
    .login(user: "kai"),
    .purchase(user: "kai", cents: 1299),
    .error(code: 500),
    .purchase(user: "mo", cents: 450),
    .logout(user: "kai"),
    .purchase(user: "kai", cents: 300),
    .error(code: 404),
]

var revenue = 0
for case let .purchase(_, cents) in events {
    revenue += cents
}
print("revenue \(revenue)")

for case .purchase(let user, let cents) in events where cents > 400 {
    print("big purchase by \(user): \(cents)")
}

for case .error(let code) in events {
    print("error \(code)")
}

let kaiEvents = events.filter {
    switch $0 {
    case .login(let u), .logout(let u), .purchase(let u, _): return u == "kai"
    case .error: return false
    }
}
print(kaiEvents.count)

let lastEvent: Event? = events.last
if case .error(let code)? = lastEvent {
    print("last was error \(code)")
}
let noEvent: Event? = nil
if case .some = noEvent { print("has event") } else { print("no event") }

let optionals: [Int?] = [3, nil, 7, nil]
for case let n? in optionals {
    print("value \(n)")
}
func firstUser(_ list: [Event]) -> String {
    guard let head = list.first, case .login(let user) = head else { return "none" }
    return user
}
print("first user \(firstUser(events))", firstUser(Array(events.dropFirst())))

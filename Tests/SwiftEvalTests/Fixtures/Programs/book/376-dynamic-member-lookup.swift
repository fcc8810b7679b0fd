// `@dynamicMemberLookup`: a member the type does not declare is read
// through its `subscript(dynamicMember:)` with the key path of that name,
// as a store forwards reads to the state it holds.
struct Profile {
    var name = "Ada"
    var languages = ["Swift", "C"]
}

struct Account {
    var profile = Profile()
    var plan = "Pro"
}

@dynamicMemberLookup
final class Store<State> {
    private(set) var state: State
    init(initialState: State) { self.state = initialState }

    subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    func scope<Child>(_ path: KeyPath<State, Child>) -> Store<Child> {
        Store<Child>(initialState: state[keyPath: path])
    }

    var described: String { "store" }
}

let store = Store(initialState: Account())
print(store.plan, store.profile.name, store.described)
let profile = store.scope(\.profile)
print(profile.name, profile.languages.count, profile.languages.joined(separator: "+"))

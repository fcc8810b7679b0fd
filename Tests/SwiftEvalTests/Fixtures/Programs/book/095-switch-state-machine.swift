// A checkout state machine: switch over a (state, event) tuple.
enum State { case browsing, cart(items: Int), paying(total: Double), done }
enum Event { case add, remove, checkout(total: Double), pay, cancel }

func next(_ state: State, _ event: Event) -> State {
    switch (state, event) {
    case (.browsing, .add):
        return .cart(items: 1)
    case (.cart(let n), .add):
        return .cart(items: n + 1)
    case (.cart(let n), .remove) where n > 1:
        return .cart(items: n - 1)
    case (.cart, .remove):
        return .browsing
    case (.cart, .checkout(let total)) where total > 0:
        return .paying(total: total)
    case (.paying, .pay):
        return .done
    case (.paying, .cancel), (.cart, .cancel):
        return .browsing
    case (.done, _):
        return .done
    default:
        return state
    }
}

let events: [Event] = [.add, .add, .remove, .remove, .add, .checkout(total: 0), .checkout(total: 12.5), .cancel,
                       .add, .add, .checkout(total: 20), .pay, .add]
var state = State.browsing
for e in events {
    let newState = next(state, e)
    print("\(e) : \(state) -> \(newState)")
    state = newState
}
switch state {
case .done: print("order complete")
default: print("order incomplete")
}

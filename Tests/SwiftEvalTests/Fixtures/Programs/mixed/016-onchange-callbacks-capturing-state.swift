// Closures stored as onChange callbacks that capture and mutate outside state; unsubscribe tokens.
import Foundation

final class ObservableValue<Value: Equatable> {
    typealias Handler = (_ old: Value, _ new: Value) -> Void
    private var handlers: [(id: Int, handler: Handler)] = []
    private var nextToken = 0
    var value: Value {
        didSet {
            guard oldValue != value else { return }
            for entry in handlers { entry.handler(oldValue, value) }
        }
    }
    init(_ value: Value) { self.value = value }

    @discardableResult
    func onChange(_ handler: @escaping Handler) -> Int {
        nextToken += 1
        handlers.append((nextToken, handler))
        return nextToken
    }
    func cancel(_ token: Int) { handlers.removeAll { $0.id == token } }
    var subscriberCount: Int { handlers.count }
}

struct SearchState {
    var query = ""
    var results: [String] = []
}

let catalog = ["apple", "apricot", "banana", "blueberry", "cherry", "grape", "grapefruit"]
let query = ObservableValue("")
var state = SearchState()
var changeCount = 0
var history: [String] = []

query.onChange { _, new in
    state.query = new
    state.results = new.isEmpty ? [] : catalog.filter { $0.hasPrefix(new.lowercased()) }
}
let counterToken = query.onChange { _, _ in changeCount += 1 }
query.onChange { old, new in
    history.append("'\(old)'→'\(new)'")
}

func makeDebouncedLogger(every n: Int) -> (String) -> String? {
    var seen = 0
    return { text in
        seen += 1
        return seen % n == 0 ? "log #\(seen / n): \(text)" : nil
    }
}
let logger = makeDebouncedLogger(every: 2)

for typed in ["a", "ap", "ap", "apr", "", "gr", "GRAPE", "x"] {
    query.value = typed
    let summary: String
    switch state.results.count {
    case 0 where state.query.isEmpty: summary = "Start typing"
    case 0: summary = "No matches for '\(state.query)'"
    case 1: summary = "1 match: \(state.results[0])"
    case let n: summary = "\(n) matches: \(state.results.joined(separator: ", "))"
    }
    print(summary)
    if let line = logger(typed) { print("  " + line) }
}
print("Changes counted: \(changeCount), subscribers: \(query.subscriberCount)")
query.cancel(counterToken)
query.cancel(999)
query.value = "cherry"
query.value = "cherry"
print("After cancel: changes \(changeCount), subscribers: \(query.subscriberCount), results \(state.results)")
print("History (\(history.count)): \(history.suffix(3).joined(separator: " "))")

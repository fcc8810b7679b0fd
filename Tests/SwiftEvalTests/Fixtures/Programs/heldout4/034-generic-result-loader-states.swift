enum LoadState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(String)

    var isTerminal: Bool {
        switch self {
        case .loaded, .failed: return true
        default: return false
        }
    }

    func map<U>(_ f: (Value) -> U) -> LoadState<U> {
        switch self {
        case .idle: return .idle
        case .loading(let p): return .loading(progress: p)
        case .loaded(let v): return .loaded(f(v))
        case .failed(let e): return .failed(e)
        }
    }

    var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }
}

extension LoadState: CustomStringConvertible {
    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(let p): return "loading \(Int(p * 100))%"
        case .loaded(let v): return "loaded(\(v))"
        case .failed(let e): return "failed: \(e)"
        }
    }
}

struct Loader<T> {
    let chunks: [T]
    let failAt: Int?

    func run(_ onUpdate: (LoadState<[T]>) -> Void) {
        onUpdate(.idle)
        var acc: [T] = []
        for (i, c) in chunks.enumerated() {
            if i == failAt { onUpdate(.failed("chunk \(i) corrupt")); return }
            acc.append(c)
            onUpdate(.loading(progress: Double(i + 1) / Double(chunks.count)))
        }
        onUpdate(.loaded(acc))
    }
}

var states: [LoadState<[Int]>] = []
Loader(chunks: [3, 1, 4, 1], failAt: nil).run { states.append($0) }
print(states.map(\.description))
let summed = states.last!.map { $0.reduce(0, +) }
print(summed, summed.isTerminal, summed.value ?? -1)

var last: LoadState<[String]> = .idle
var updates = 0
Loader(chunks: ["a", "b", "c"], failAt: 2).run { last = $0; updates += 1 }
print(last, updates, last.isTerminal, last.value == nil)

let words = LoadState<[String]>.loaded(["x", "yy", "zzz"])
print(words.map { $0.joined(separator: "-") }, words.map(\.count).value!)
let idle: LoadState<Int> = .idle
print(idle.map { $0 * 2 }, LoadState<Int>.loading(progress: 0.333).map { String($0) })

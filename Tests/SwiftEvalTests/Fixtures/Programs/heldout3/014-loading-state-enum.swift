struct Article: Equatable {
    let id: Int
    let title: String
}

enum LoadingState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(message: String, retryable: Bool)

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    var value: Value? {
        guard case .loaded(let v) = self else { return nil }
        return v
    }

    func map<T>(_ transform: (Value) -> T) -> LoadingState<T> {
        switch self {
        case .idle: return .idle
        case .loading(let p): return .loading(progress: p)
        case .loaded(let v): return .loaded(transform(v))
        case let .failed(message, retryable): return .failed(message: message, retryable: retryable)
        }
    }
}

func statusText(_ state: LoadingState<[Article]>) -> String {
    switch state {
    case .idle:
        return "Pull to refresh"
    case .loading(let progress) where progress < 0.5:
        return "Loading… \(Int(progress * 100))%"
    case .loading:
        return "Almost there…"
    case .loaded(let articles) where articles.isEmpty:
        return "No articles"
    case .loaded(let articles):
        return "\(articles.count) articles: " + articles.map(\.title).joined(separator: ", ")
    case .failed(let message, true):
        return "Error: \(message) — tap to retry"
    case .failed(let message, false):
        return "Error: \(message)"
    }
}

let sample = [Article(id: 1, title: "Swift 6"), Article(id: 2, title: "Concurrency")]
let states: [LoadingState<[Article]>] = [
    .idle,
    .loading(progress: 0.25),
    .loading(progress: 0.9),
    .loaded([]),
    .loaded(sample),
    .failed(message: "Offline", retryable: true),
    .failed(message: "Forbidden", retryable: false),
]

for state in states {
    print(statusText(state))
}
print("Loading count: \(states.filter(\.isLoading).count)")
let counts = states.map { $0.map(\.count) }
print(counts.compactMap(\.value))
if case .loaded(let titles) = states[4].map({ $0.map { $0.title.uppercased() } }) {
    print(titles)
}
print(states[4].value?.first == Article(id: 1, title: "Swift 6"))
print(states[1].map { _ in "x" }.isLoading)

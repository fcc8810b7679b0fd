import Foundation

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(Error)

    var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    func map<T>(_ transform: (Value) -> T) -> Loadable<T> {
        switch self {
        case .idle: return .idle
        case .loading: return .loading
        case .loaded(let v): return .loaded(transform(v))
        case .failed(let e): return .failed(e)
        }
    }
}

extension Loadable: CustomStringConvertible {
    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading: return "loading…"
        case .loaded(let v): return "loaded(\(v))"
        case .failed(let e): return "failed(\(e))"
        }
    }
}

enum APIError: Error, CustomStringConvertible {
    case notFound, server(code: Int)
    var description: String {
        switch self {
        case .notFound: return "Not found"
        case .server(let code): return "Server error \(code)"
        }
    }
}

struct Profile { let name: String; let followers: Int }

func fetchProfile(_ id: Int) -> Result<Profile, APIError> {
    switch id {
    case 1: return .success(Profile(name: "ada", followers: 1_204))
    case 2: return .success(Profile(name: "grace", followers: 87))
    case 500...599: return .failure(.server(code: id))
    default: return .failure(.notFound)
    }
}

final class ProfileScreenModel {
    var state: Loadable<Profile> = .idle
    func load(_ id: Int) {
        state = .loading
        print("  spinner visible: \(state.isLoading)")
        switch fetchProfile(id) {
        case .success(let p): state = .loaded(p)
        case .failure(let e): state = .failed(e)
        }
    }
    var title: String { state.map { "@" + $0.name }.value ?? "Profile" }
    var followersText: Loadable<String> {
        state.map { $0.followers >= 1000 ? String(format: "%.1fK followers", Double($0.followers) / 1000) : "\($0.followers) followers" }
    }
}

let screen = ProfileScreenModel()
print("title: \(screen.title), state: \(screen.followersText)")
for id in [1, 2, 404, 503] {
    print("load \(id)")
    screen.load(id)
    print("  title: \(screen.title) | \(screen.followersText)")
}

let results = [1, 2, 3, 502].map(fetchProfile)
let names = results.compactMap { try? $0.get().name }
print("names: \(names)")
let totalFollowers = results.map { $0.map(\.followers) }.reduce(0) { $0 + ((try? $1.get()) ?? 0) }
print("total followers: \(totalFollowers)")
let errors = results.compactMap { r -> String? in
    if case .failure(let e) = r { return e.description }
    return nil
}
print("errors: \(errors)")
let chained = fetchProfile(1).flatMap { p in p.followers > 1000 ? fetchProfile(2) : .failure(.notFound) }
print("chained: \((try? chained.get())?.name ?? "none")")
let counts: Loadable<[Int]> = .loaded([3, 1, 2])
print(counts.map { $0.sorted() }, counts.map(\.count), Loadable<Int>.idle.map { $0 * 2 })

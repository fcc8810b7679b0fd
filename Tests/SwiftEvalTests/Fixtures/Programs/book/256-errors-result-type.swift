// Error Handling: Result values, get(), mapping, and converting throwing calls with Result { }.
enum FetchError: Error {
    case notFound(id: Int)
    case forbidden
}

struct Profile {
    let id: Int
    let name: String
}

func loadProfile(id: Int) -> Result<Profile, FetchError> {
    switch id {
    case 1: return .success(Profile(id: 1, name: "Rosa"))
    case 2: return .success(Profile(id: 2, name: "Ivan"))
    case 99: return .failure(.forbidden)
    default: return .failure(.notFound(id: id))
    }
}

for id in [1, 2, 7, 99] {
    switch loadProfile(id: id) {
    case .success(let profile):
        print("loaded \(profile.name)")
    case .failure(.notFound(let missing)):
        print("no profile \(missing)")
    case .failure(let error):
        print("error \(error)")
    }
}

let names = loadProfile(id: 2).map { $0.name.uppercased() }
print(names)
print(loadProfile(id: 5).map { $0.name })
do {
    let p = try loadProfile(id: 1).get()
    print(p.name)
    _ = try loadProfile(id: 99).get()
} catch {
    print("caught \(error)")
}

func risky(_ n: Int) throws -> Int {
    if n < 0 { throw FetchError.forbidden }
    return n * 2
}
let wrapped = Result { try risky(21) }
let failed = Result { try risky(-1) }
print((try? wrapped.get()) as Any)
print((try? failed.get()) as Any)
let fallback = loadProfile(id: 3).flatMapError { _ in loadProfile(id: 1) }
print((try? fallback.get().name) ?? "none")

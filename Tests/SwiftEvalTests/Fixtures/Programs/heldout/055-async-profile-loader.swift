struct Profile: Sendable {
    let id: Int
    let name: String
    let followers: Int
}

enum APIError: Error { case notFound(Int) }

actor ProfileCache {
    private var store: [Int: Profile] = [:]
    private(set) var hits = 0

    func get(_ id: Int) -> Profile? {
        if let p = store[id] { hits += 1; return p }
        return nil
    }
    func put(_ p: Profile) { store[p.id] = p }
}

struct ProfileService {
    let database: [Int: (String, Int)] = [1: ("Ava", 1_520), 2: ("Noah", 87), 3: ("Iris", 12_004)]

    func fetch(_ id: Int) async throws -> Profile {
        guard let (name, followers) = database[id] else { throw APIError.notFound(id) }
        return Profile(id: id, name: name, followers: followers)
    }
}

final class ProfileViewModel {
    let service = ProfileService()
    let cache = ProfileCache()
    var lines: [String] = []

    func load(_ id: Int) async {
        if let cached = await cache.get(id) {
            lines.append("\(cached.name) (cached)")
            return
        }
        do {
            let p = try await service.fetch(id)
            await cache.put(p)
            lines.append("\(p.name): \(p.followers >= 1000 ? "\(p.followers / 1000)k" : "\(p.followers)") followers")
        } catch APIError.notFound(let missing) {
            lines.append("profile \(missing) not found")
        } catch {
            lines.append("unexpected error")
        }
    }
}

let vm = ProfileViewModel()
for id in [1, 2, 1, 9, 3, 2] {
    await vm.load(id)
}
vm.lines.forEach { print($0) }
print("cache hits: \(await vm.cache.hits)")

func totalFollowers(_ ids: [Int]) async -> Int {
    var total = 0
    for id in ids {
        if let p = try? await vm.service.fetch(id) { total += p.followers }
    }
    return total
}
print("total followers: \(await totalFollowers([1, 2, 3, 4]))")

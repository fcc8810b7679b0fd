// Social graph: Set operations for mutual friends, suggestions, and blocked users (always sorted).
import Foundation

struct User: Hashable, Comparable {
    let handle: String
    static func < (a: User, b: User) -> Bool { a.handle < b.handle }
}

final class SocialGraph {
    private var following: [String: Set<String>] = [:]
    private var blocked: [String: Set<String>] = [:]

    func follow(_ a: String, _ b: String) {
        guard a != b, !(blocked[b]?.contains(a) ?? false) else {
            print("\(a) cannot follow \(b)")
            return
        }
        following[a, default: []].insert(b)
    }
    func block(_ a: String, _ b: String) {
        blocked[a, default: []].insert(b)
        following[b]?.remove(a)
        following[a]?.remove(b)
    }
    func follows(_ a: String) -> Set<String> { following[a] ?? [] }
    func followers(of a: String) -> Set<String> {
        Set(following.filter { $0.value.contains(a) }.map(\.key))
    }
    func mutuals(_ a: String) -> Set<String> { follows(a).intersection(followers(of: a)) }
    func suggestions(for a: String) -> [String] {
        var counts: [String: Int] = [:]
        for friend in follows(a) {
            for candidate in follows(friend).subtracting(follows(a)).subtracting([a]) {
                counts[candidate, default: 0] += 1
            }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)(\($0.value))" }
    }
}

let g = SocialGraph()
let edges = [("amy", "ben"), ("ben", "amy"), ("amy", "cal"), ("cal", "dan"), ("ben", "dan"),
             ("ben", "eve"), ("cal", "eve"), ("dan", "amy"), ("eve", "fay"), ("amy", "amy")]
for (a, b) in edges { g.follow(a, b) }

for name in ["amy", "ben", "zed"] {
    print("\(name): follows \(g.follows(name).sorted()), followers \(g.followers(of: name).sorted())")
    print("  mutuals: \(g.mutuals(name).sorted()), suggest: \(g.suggestions(for: name))")
}
let amyAndBen = g.follows("amy").union(g.follows("ben")).sorted()
let common = g.follows("cal").intersection(g.follows("ben")).sorted()
let onlyBen = g.follows("ben").symmetricDifference(g.follows("cal")).sorted()
print("amy ∪ ben: \(amyAndBen)")
print("cal ∩ ben: \(common)")
print("ben △ cal: \(onlyBen)")
print("cal's set is subset of everyone: \(g.follows("cal").isSubset(of: ["amy", "ben", "cal", "dan", "eve", "fay"]))")
print("amy and fay disjoint: \(g.follows("amy").isDisjoint(with: g.follows("fay")))")

g.block("dan", "amy")
g.follow("amy", "dan")
print("after block, dan's followers: \(g.followers(of: "dan").sorted()), amy follows: \(g.follows("amy").sorted())")
let users = Set(["eve", "ben", "amy", "ben"].map(User.init)).sorted()
print("Users: \(users.map(\.handle).joined(separator: ","))  count \(users.count)")

import Foundation

struct Repo: Decodable {
    let id: Int
    let fullName: String
    let stars: Int
    let language: String?
    let isFork: Bool
    let topics: [String]
    let owner: Owner

    struct Owner: Decodable {
        let login: String
        let type: Kind
        enum Kind: String, Decodable { case user = "User", organization = "Organization" }
    }

    enum CodingKeys: String, CodingKey {
        case id
        case fullName = "full_name"
        case stars = "stargazers_count"
        case language
        case isFork = "fork"
        case topics
        case owner
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        fullName = try c.decode(String.self, forKey: .fullName)
        stars = try c.decodeIfPresent(Int.self, forKey: .stars) ?? 0
        language = try c.decodeIfPresent(String.self, forKey: .language)
        isFork = try c.decodeIfPresent(Bool.self, forKey: .isFork) ?? false
        topics = try c.decodeIfPresent([String].self, forKey: .topics) ?? []
        owner = try c.decode(Owner.self, forKey: .owner)
    }
}

struct SearchResponse: Decodable {
    let totalCount: Int
    let items: [Repo]
}

let json = """
{
  "total_count": 4,
  "items": [
    {"id": 10, "full_name": "apple/swift", "stargazers_count": 66000, "language": "C++",
     "topics": ["compiler", "swift"], "owner": {"login": "apple", "type": "Organization"}},
    {"id": 11, "full_name": "jo/dotfiles", "fork": true, "language": null,
     "owner": {"login": "jo", "type": "User"}},
    {"id": 12, "full_name": "vapor/vapor", "stargazers_count": 24000, "language": "Swift",
     "topics": ["server", "swift", "http"], "owner": {"login": "vapor", "type": "Organization"}},
    {"id": 13, "full_name": "kim/notes", "stargazers_count": 3, "language": "Swift", "fork": false,
     "owner": {"login": "kim", "type": "User"}}
  ]
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
struct Envelope: Decodable { let totalCount: Int }
let envelope = try decoder.decode(Envelope.self, from: Data(json.utf8))
print("total_count via snake case: \(envelope.totalCount)")

let response = try JSONDecoder().decode([String: [Repo]].self,
                                        from: Data(json.replacingOccurrences(of: "\"total_count\": 4,", with: "").utf8))
let repos = response["items"] ?? []
print("Repos: \(repos.count)")

func starLabel(_ n: Int) -> String {
    n >= 1000 ? "\(n / 1000)k★" : "\(n)★"
}
for r in repos.sorted(by: { $0.stars > $1.stars }) {
    let name = r.fullName.split(separator: "/").last.map(String.init) ?? r.fullName
    let fork = r.isFork ? " (fork)" : ""
    print("\(name)\(fork) by \(r.owner.login) [\(r.owner.type.rawValue)] \(starLabel(r.stars)) \(r.language ?? "—")")
}
let topicCounts = repos.flatMap(\.topics).reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(topicCounts.filter { $0.value > 1 })
let orgs = repos.filter { $0.owner.type == .organization }.map(\.owner.login)
print("Orgs: \(orgs)")
let byLang = Dictionary(grouping: repos) { $0.language ?? "unknown" }
print(byLang.keys.sorted().map { "\($0): \(byLang[$0]!.count)" })

import Foundation

enum DeepLink: Equatable, CustomStringConvertible {
    case home
    case product(id: Int, variant: String?)
    case search(query: String, page: Int)
    case profile(username: String)
    case unsupported(String)

    var description: String {
        switch self {
        case .home: return "Home"
        case let .product(id, v?): return "Product #\(id) [\(v)]"
        case let .product(id, nil): return "Product #\(id)"
        case let .search(q, p): return "Search \"\(q)\" p\(p)"
        case let .profile(u): return "Profile @\(u)"
        case let .unsupported(s): return "Unsupported(\(s))"
        }
    }
}

struct Router {
    let scheme = "shop"

    func parse(_ string: String) -> DeepLink {
        guard let comps = URLComponents(string: string), comps.scheme == scheme else { return .unsupported(string) }
        let path = ([comps.host ?? ""] + comps.path.split(separator: "/").map(String.init)).filter { !$0.isEmpty }
        var query: [String: String] = [:]
        for item in comps.queryItems ?? [] { query[item.name] = item.value ?? "" }
        switch path.first {
        case nil: return .home
        case "product"?:
            guard path.count == 2, let id = Int(path[1]) else { return .unsupported(string) }
            return .product(id: id, variant: query["variant"])
        case "search"?:
            let q = query["q"] ?? ""
            return q.isEmpty ? .unsupported(string) : .search(query: q, page: max(1, Int(query["page"] ?? "") ?? 1))
        case "u"?:
            guard path.count == 2 else { return .unsupported(string) }
            return .profile(username: path[1].lowercased())
        default:
            return .unsupported(string)
        }
    }

    func build(_ link: DeepLink) -> String? {
        var c = URLComponents()
        c.scheme = scheme
        switch link {
        case .home: c.host = ""
        case let .product(id, v):
            c.host = "product"; c.path = "/\(id)"
            if let v = v { c.queryItems = [URLQueryItem(name: "variant", value: v)] }
        case let .search(q, p):
            c.host = "search"
            c.queryItems = [URLQueryItem(name: "q", value: q), URLQueryItem(name: "page", value: String(p))]
        case let .profile(u): c.host = "u"; c.path = "/\(u)"
        case .unsupported: return nil
        }
        return c.string
    }
}

let router = Router()
let inputs = [
    "shop://", "shop://product/42", "shop://product/42?variant=red", "shop://product/abc",
    "shop://search?q=running%20shoes&page=3", "shop://search?q=hat&page=-2", "shop://search",
    "shop://u/JaneDoe", "https://example.com/product/1", "shop://cart",
]
for s in inputs { print(s, "=>", router.parse(s)) }
let links: [DeepLink] = [.home, .product(id: 7, variant: "blue xl"), .search(query: "tea & cake", page: 2), .profile(username: "bob"), .unsupported("x")]
for l in links {
    let url = router.build(l)
    let back = url.map(router.parse)
    print(l, "->", url ?? "nil", back == l ? "✓" : "✗ \(back.map(\.description) ?? "nil")")
}

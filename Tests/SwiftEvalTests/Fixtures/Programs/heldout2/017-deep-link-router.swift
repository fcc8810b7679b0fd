import Foundation

enum Route: Equatable, CustomStringConvertible {
    case home
    case product(id: Int, variant: String?)
    case search(query: String, page: Int)
    case profile(username: String)
    case settings(section: String)
    case unknown(String)

    var description: String {
        switch self {
        case .home: return "Home"
        case let .product(id, variant?): return "Product \(id) [\(variant)]"
        case let .product(id, nil): return "Product \(id)"
        case let .search(q, page): return "Search '\(q)' p\(page)"
        case let .profile(u): return "Profile @\(u)"
        case let .settings(s): return "Settings > \(s.capitalized)"
        case let .unknown(s): return "Unknown(\(s))"
        }
    }
}

struct DeepLinkRouter {
    let allowedHosts: Set<String> = ["shop.example.com", "example.com"]

    func route(_ string: String) -> Route {
        guard let url = URL(string: string),
              let comps = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return .unknown("bad url") }
        let isApp = comps.scheme == "myshop"
        guard isApp || (comps.scheme == "https" && allowedHosts.contains(comps.host ?? "")) else {
            return .unknown("host \(comps.host ?? "nil")")
        }
        var parts = comps.path.split(separator: "/").map(String.init)
        if isApp, let host = comps.host { parts.insert(host, at: 0) }
        let query = Dictionary((comps.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })

        switch (parts.first, parts.count) {
        case (nil, _): return .home
        case ("p", 2), ("product", 2):
            guard let id = Int(parts[1]) else { return .unknown("product id \(parts[1])") }
            return .product(id: id, variant: query["variant"])
        case ("search", _):
            let page = query["page"].flatMap { Int($0) } ?? 1
            return .search(query: query["q"] ?? "", page: max(1, page))
        case (let first?, 1) where first.hasPrefix("@"):
            return .profile(username: String(first.dropFirst()).lowercased())
        case ("settings", _):
            return .settings(section: parts.dropFirst().joined(separator: "/").isEmpty ? "general" : parts.dropFirst().joined(separator: "/"))
        default:
            return .unknown(parts.joined(separator: "/"))
        }
    }
}

let router = DeepLinkRouter()
let links = [
    "https://shop.example.com/",
    "https://shop.example.com/p/1042?variant=blue&ref=mail",
    "myshop://product/77",
    "https://example.com/search?q=running%20shoes&page=3",
    "https://example.com/search?page=-2",
    "https://example.com/@TimApple",
    "myshop://settings/notifications",
    "myshop://settings",
    "https://evil.com/p/1",
    "https://shop.example.com/p/abc",
    "https://shop.example.com/cart/items/3",
]
for link in links { print("\(link)\n  -> \(router.route(link))") }

let url = URL(string: "https://user@shop.example.com:8443/path/to/item.json?x=1&y=two#frag")!
print(url.scheme ?? "-", url.host ?? "-", url.port ?? 0, url.path, url.pathExtension, url.lastPathComponent)
print(url.query ?? "-", url.fragment ?? "-", url.user ?? "-")
var builder = URLComponents()
builder.scheme = "https"; builder.host = "api.example.com"; builder.path = "/v1/search"
builder.queryItems = [URLQueryItem(name: "q", value: "café & bar"), URLQueryItem(name: "limit", value: "20")]
print(builder.url?.absoluteString ?? "nil")
print(router.route("myshop://p/5?variant=") == .product(id: 5, variant: ""))

import Foundation

enum Route: Equatable {
    case home
    case product(id: Int)
    case search(query: String, page: Int)
    case profile(username: String, tab: String?)
    case unknown(path: String)
}

struct DeepLinkRouter {
    let scheme = "shopapp"

    func route(for string: String) -> Route? {
        guard let components = URLComponents(string: string) else { return nil }
        guard components.scheme == scheme || components.scheme == "https" else { return nil }
        let host = components.host ?? ""
        let parts = components.path.split(separator: "/").map(String.init)
        let query = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })

        switch (host, parts.first) {
        case ("home", _), ("", nil):
            return .home
        case ("product", _):
            guard let idText = parts.first, let id = Int(idText) else { return .unknown(path: components.path) }
            return .product(id: id)
        case ("search", _):
            return .search(query: query["q"] ?? "", page: Int(query["page"] ?? "") ?? 1)
        case (_, "u"?) where parts.count >= 2:
            return .profile(username: parts[1], tab: query["tab"])
        default:
            return .unknown(path: host + components.path)
        }
    }
}

let router = DeepLinkRouter()
let links = [
    "shopapp://home",
    "shopapp://product/1234",
    "shopapp://product/abc",
    "shopapp://search?q=red%20shoes&page=3",
    "shopapp://search?q=hats",
    "https://shop.example.com/u/jane?tab=reviews",
    "https://shop.example.com/u/max",
    "ftp://files.example.com/x",
    "shopapp://settings/privacy",
]
for link in links {
    if let route = router.route(for: link) {
        print("\(link) -> \(route)")
    } else {
        print("\(link) -> rejected")
    }
}

let url = URL(string: "https://shop.example.com:8443/catalog/items/42.json?sort=asc#top")!
print(url.host ?? "-", url.port ?? -1, url.path, url.pathExtension, url.lastPathComponent)
print(url.query ?? "-", url.fragment ?? "-")
print(url.pathComponents, url.scheme ?? "-")
print(router.route(for: "shopapp://product/7") == .product(id: 7))

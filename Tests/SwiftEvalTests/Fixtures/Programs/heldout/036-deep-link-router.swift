import Foundation

enum Route: Equatable {
    case home
    case product(id: Int, referrer: String?)
    case search(query: String, page: Int)
    case profile(username: String)
    case settings(section: String?)
}

enum RouteError: Error { case badScheme(String), unknownPath(String), missingParameter(String) }

func parse(_ link: String) throws -> Route {
    guard let components = URLComponents(string: link) else { throw RouteError.unknownPath(link) }
    guard components.scheme == "shopapp" else { throw RouteError.badScheme(components.scheme ?? "none") }
    let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    let segments = [components.host].compactMap { $0 } + components.path.split(separator: "/").map(String.init)

    switch segments.first {
    case nil, "home"?: return .home
    case "product"?:
        guard segments.count > 1, let id = Int(segments[1]) else { throw RouteError.missingParameter("id") }
        return .product(id: id, referrer: query["ref"])
    case "search"?:
        guard let q = query["q"], !q.isEmpty else { throw RouteError.missingParameter("q") }
        return .search(query: q, page: Int(query["page"] ?? "") ?? 1)
    case "u"? where segments.count == 2:
        return .profile(username: segments[1])
    case "settings"?:
        return .settings(section: segments.dropFirst().first)
    default:
        throw RouteError.unknownPath(components.path)
    }
}

let links = [
    "shopapp://home",
    "shopapp://product/42?ref=banner",
    "shopapp://product/abc",
    "shopapp://search?q=red%20shoes&page=3",
    "shopapp://search?q=",
    "shopapp://u/jdoe",
    "shopapp://settings/privacy",
    "https://example.com/product/1",
    "shopapp://cart/items",
]
for link in links {
    do {
        let route = try parse(link)
        print("\(link) -> \(route)")
    } catch {
        print("\(link) !! \(error)")
    }
}

import Foundation

struct APIEndpoint {
    let path: String
    var query: [String: String?] = [:]

    func url(base: String) -> URL? {
        guard var comps = URLComponents(string: base) else { return nil }
        comps.path += path
        let items = query.keys.sorted().map { URLQueryItem(name: $0, value: query[$0]!) }
        comps.queryItems = items.isEmpty ? nil : items
        return comps.url
    }
}

let base = "https://api.example.com/v2"
var search = APIEndpoint(path: "/search")
search.query["q"] = "swift & linux"
search.query["limit"] = "20"
search.query["lang"] = "en"
print(search.url(base: base)!.absoluteString)

var flag = APIEndpoint(path: "/items")
flag.query["debug"] = .some(nil)
print(flag.url(base: base)!.absoluteString)
print(APIEndpoint(path: "/ping").url(base: base)!.absoluteString)

let incoming = "https://example.com/share?title=Hello%20World&tags=a,b,c&empty=&flag&n=42"
let comps = URLComponents(string: incoming)!
for item in comps.queryItems! {
    print("\(item.name) = \(item.value.map { "\"\($0)\"" } ?? "nil")")
}
let tags = comps.queryItems?.first { $0.name == "tags" }?.value?.split(separator: ",") ?? []
print("Tag count: \(tags.count)")
let n = comps.queryItems?.first(where: { $0.name == "n" }).flatMap { $0.value }.flatMap(Int.init)
print("n + 1 = \((n ?? 0) + 1)")

var built = URLComponents()
built.scheme = "https"
built.host = "maps.example.org"
built.path = "/place/Café Münster"
built.queryItems = [URLQueryItem(name: "zoom", value: "12")]
print(built.string ?? "nil")
print(built.percentEncodedPath)
let file = URL(fileURLWithPath: "/tmp/reports/summary.final.pdf")
print(file.lastPathComponent, file.pathExtension, file.deletingPathExtension().lastPathComponent)
print(file.appendingPathComponent("x").path, file.isFileURL)
let rel = URL(string: "../img/logo.png", relativeTo: URL(string: "https://site.com/docs/guide/")!)!
print(rel.absoluteString)
print("a b/c?d".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "nil")
print("100%25%20sure".removingPercentEncoding ?? "nil")

// Foundation: URL parts, URLComponents built and read back, query items, derived URLs, UUID strings.
import Foundation
let url = URL(string: "https://user@shop.example.com:8443/path/to/item.json?x=1&y=two#frag")!
print(url)
debugPrint(url)
print([url])
print(url.scheme ?? "-", url.host ?? "-", url.port ?? 0, url.path, url.pathExtension, url.lastPathComponent)
print(url.pathComponents, url.absoluteString)
var c = URLComponents()
c.scheme = "https"; c.host = "api.example.com"; c.path = "/v1/search"
c.queryItems = [URLQueryItem(name: "q", value: "café & bar"), URLQueryItem(name: "limit", value: "20")]
print(c.url?.absoluteString ?? "-")
print(c.string ?? "-", c.query ?? "-", c.percentEncodedQuery ?? "-")
print(c)
print(c.queryItems!)
print(URL(string: "not a url") as Any, URL(string: "") as Any)
print(url.deletingLastPathComponent(), url.appendingPathComponent("x"))
print(URLComponents(string: "myapp://product/42?ref=home")!.host as Any)
let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(id, id.uuidString.lowercased(), UUID(uuidString: "nope") == nil)
struct Link: Codable { var url: URL; var id: UUID }
let data = try! JSONEncoder().encode(Link(url: url, id: id))
let back = try! JSONDecoder().decode(Link.self, from: data)
print(back.url.host ?? "-", back.id == id)

enum APIError: Error, Equatable {
    case notFound(path: String)
    case unauthorized
    case server(code: Int)
    case decoding(String)
}

struct Response {
    let status: Int
    let body: String
}

struct MockServer {
    var routes: [String: Response]
    var token: String?

    func get(_ path: String) -> Result<Response, APIError> {
        guard token == "valid" else { return .failure(.unauthorized) }
        guard let r = routes[path] else { return .failure(.notFound(path: path)) }
        if r.status >= 500 { return .failure(.server(code: r.status)) }
        return .success(r)
    }
}

struct Article { let id: Int; let title: String }

func parseArticle(_ body: String) -> Result<Article, APIError> {
    let parts = body.split(separator: "|", maxSplits: 1).map(String.init)
    guard parts.count == 2, let id = Int(parts[0]) else { return .failure(.decoding(body)) }
    return .success(Article(id: id, title: parts[1]))
}

func message(for error: APIError) -> String {
    switch error {
    case .notFound(let p): return "Nothing at \(p)"
    case .unauthorized: return "Please log in again"
    case .server(let c) where c == 503: return "Service unavailable, try later"
    case .server(let c): return "Server error \(c)"
    case .decoding(let raw): return "Could not read '\(raw)'"
    }
}

var server = MockServer(routes: [
    "/articles/1": Response(status: 200, body: "1|Hello Swift"),
    "/articles/2": Response(status: 200, body: "two|Broken"),
    "/articles/3": Response(status: 503, body: ""),
    "/articles/4": Response(status: 500, body: ""),
    "/articles/5": Response(status: 200, body: "5|Pipes | inside | title"),
], token: nil)

let paths = ["/articles/1", "/articles/2", "/articles/3", "/articles/4", "/articles/5", "/articles/9"]
print(server.get(paths[0]).map(\.status))
server.token = "valid"
var loaded: [Article] = []
for p in paths {
    let result = server.get(p).flatMap { parseArticle($0.body) }
    switch result {
    case .success(let a):
        loaded.append(a)
        print("OK \(a.id): \(a.title)")
    case .failure(let e):
        print("ERR \(message(for: e))")
    }
}
let titles = paths.compactMap { try? server.get($0).flatMap { parseArticle($0.body) }.get().title }
print(titles)
print(loaded.count, server.get("/x").mapError { _ in APIError.server(code: 0) } .map { $0.body } == .failure(.server(code: 0)))

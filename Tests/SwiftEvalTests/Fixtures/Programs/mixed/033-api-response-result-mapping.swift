// Simulated API layer: status codes mapped to errors, Result map/flatMap/mapError/get, retry policy.
import Foundation

enum APIError: Error, CustomStringConvertible {
    case unauthorized
    case notFound(path: String)
    case server(code: Int)
    case decoding(String)
    var description: String {
        switch self {
        case .unauthorized: return "Please sign in again"
        case .notFound(let path): return "Nothing at \(path)"
        case .server(let code): return "Server error \(code)"
        case .decoding(let why): return "Bad data: \(why)"
        }
    }
    var isRetryable: Bool { if case .server(let c) = self { return c != 501 }; return false }
}

struct Response { let status: Int; let body: String }

// Canned responses, keyed by path; each call pops the next one.
var canned: [String: [Response]] = [
    "/me": [Response(status: 200, body: "name=Lena;followers=1520")],
    "/feed": [Response(status: 503, body: ""), Response(status: 502, body: ""), Response(status: 200, body: "posts=3")],
    "/admin": [Response(status: 401, body: "")],
    "/broken": [Response(status: 200, body: "name=;followers=lots")],
    "/legacy": [Response(status: 501, body: "")],
]

func request(_ path: String) -> Result<String, APIError> {
    guard var queue = canned[path], !queue.isEmpty else { return .failure(.notFound(path: path)) }
    let r = queue.removeFirst()
    canned[path] = queue
    switch r.status {
    case 200..<300: return .success(r.body)
    case 401, 403: return .failure(.unauthorized)
    case 404: return .failure(.notFound(path: path))
    default: return .failure(.server(code: r.status))
    }
}

func parseFields(_ body: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in body.split(separator: ";") {
        let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        if kv.count == 2 { fields[String(kv[0])] = String(kv[1]) }
    }
    return fields
}

struct User { let name: String; let followers: Int }

func decodeUser(_ body: String) -> Result<User, APIError> {
    let f = parseFields(body)
    guard let name = f["name"], !name.isEmpty else { return .failure(.decoding("missing name")) }
    guard let n = f["followers"].flatMap(Int.init) else { return .failure(.decoding("followers")) }
    return .success(User(name: name, followers: n))
}

func withRetry(_ path: String, attempts: Int) -> (Result<String, APIError>, Int) {
    var tries = 0
    var result: Result<String, APIError>
    repeat {
        tries += 1
        result = request(path)
        if case .failure(let e) = result, e.isRetryable, tries < attempts { continue }
        break
    } while true
    return (result, tries)
}

for path in ["/me", "/broken", "/admin", "/nope"] {
    let label = request(path).flatMap(decodeUser).map { "\($0.name) · \($0.followers) followers" }
    switch label {
    case .success(let text): print("\(path): \(text)")
    case .failure(let e): print("\(path): ⚠️ \(e)")
    }
}
let (feed, tries) = withRetry("/feed", attempts: 5)
print("/feed after \(tries) tries: \((try? feed.get()) ?? "failed")")
let (legacy, legacyTries) = withRetry("/legacy", attempts: 5)
struct Banner: Error { let text: String }
switch legacy.mapError({ Banner(text: "Banner: \($0)") }).map({ _ in "ok" }) {
case .success(let s): print("/legacy after \(legacyTries) try: \(s)")
case .failure(let b): print("/legacy after \(legacyTries) try: \(b.text)")
}
let codes = [200, 204, 301, 401, 404, 500].map { c -> String in
    switch c { case 200..<300: return "ok"; case 300..<400: return "redirect"; case 400..<500: return "client"; default: return "server" }
}
print("Status classes: \(codes.joined(separator: " "))")
print("Unused canned responses: \(canned.filter { !$0.value.isEmpty }.keys.sorted()), /me again: \((try? request("/me").get()) ?? "nothing left")")

import Foundation

enum NetworkError: Error {
    case offline
    case timeout(seconds: Int)
    case http(status: Int, body: String?)
    case decoding(field: String)
}

extension NetworkError: CustomStringConvertible {
    var description: String {
        switch self {
        case .offline: return "offline"
        case .timeout(let s): return "timeout(\(s)s)"
        case let .http(status, body): return "http \(status)\(body.map { ": \($0)" } ?? "")"
        case .decoding(let f): return "decoding '\(f)'"
        }
    }
}

struct UserFacingError: Equatable {
    let title: String
    let message: String
    let canRetry: Bool
}

func present(_ error: Error) -> UserFacingError {
    guard let net = error as? NetworkError else {
        return UserFacingError(title: "Something went wrong", message: "\(error)", canRetry: false)
    }
    switch net {
    case .offline:
        return UserFacingError(title: "No connection", message: "Check your internet connection.", canRetry: true)
    case .timeout(let s) where s > 30:
        return UserFacingError(title: "Server is slow", message: "Try again later.", canRetry: true)
    case .timeout:
        return UserFacingError(title: "Timed out", message: "Please retry.", canRetry: true)
    case .http(401, _), .http(403, _):
        return UserFacingError(title: "Signed out", message: "Please sign in again.", canRetry: false)
    case .http(let s, _) where (500...599).contains(s):
        return UserFacingError(title: "Server error", message: "Error code \(s).", canRetry: true)
    case .http(let s, let body?):
        return UserFacingError(title: "Request failed", message: "\(s): \(body)", canRetry: false)
    case .http(let s, nil):
        return UserFacingError(title: "Request failed", message: "Status \(s)", canRetry: false)
    case .decoding(let field):
        return UserFacingError(title: "Update required", message: "Unexpected '\(field)'.", canRetry: false)
    }
}

struct OtherError: Error {}

var attempts = 0
func fetchBalance(failing errors: [NetworkError]) throws -> Int {
    defer { attempts += 1 }
    if attempts < errors.count { throw errors[attempts] }
    return 4_250
}

func withRetry<T>(max: Int, _ op: () throws -> T) rethrows -> T {
    var tries = 0
    while true {
        do { return try op() } catch {
            tries += 1
            let ui = present(error)
            print("  attempt \(tries) failed: \(ui.title)")
            if !ui.canRetry || tries >= max { throw error }
        }
    }
}

let errors: [Error] = [
    NetworkError.offline, NetworkError.timeout(seconds: 10), NetworkError.timeout(seconds: 60),
    NetworkError.http(status: 401, body: nil), NetworkError.http(status: 503, body: "maintenance"),
    NetworkError.http(status: 422, body: "email taken"), NetworkError.http(status: 404, body: nil),
    NetworkError.decoding(field: "created_at"), OtherError(),
]
for e in errors {
    let ui = present(e)
    print("\(e) -> [\(ui.title)] \(ui.message)\(ui.canRetry ? " (Retry)" : "")")
}

print("Scenario A")
attempts = 0
let a = try? withRetry(max: 3) { try fetchBalance(failing: [.offline, .timeout(seconds: 5)]) }
print("  result: \(a.map(String.init) ?? "nil"), attempts \(attempts)")
print("Scenario B")
attempts = 0
do {
    _ = try withRetry(max: 3) { try fetchBalance(failing: [.timeout(seconds: 5), .http(status: 401, body: nil)]) }
} catch {
    print("  gave up: \(error)")
}
print("Scenario C")
attempts = 0
let c = try? withRetry(max: 2) { try fetchBalance(failing: [.offline, .offline, .offline]) }
print("  result: \(c as Any), attempts \(attempts)")
print(present(NetworkError.offline) == present(NetworkError.offline))

import Foundation

struct APIUser: Decodable {
    let id: Int
    let email: String
    let age: Int?
}

struct User {
    let id: Int
    let email: String
    let isAdult: Bool
}

enum PipelineError: Error, CustomStringConvertible {
    case decoding(String)
    case invalidEmail(String)
    case blocked(id: Int)
    var description: String {
        switch self {
        case .decoding(let msg): return "decoding failed (\(msg))"
        case .invalidEmail(let e): return "invalid email \(e)"
        case .blocked(let id): return "user \(id) is blocked"
        }
    }
}

let blockedIDs: Set<Int> = [13]

func decode(_ json: String) -> Result<APIUser, PipelineError> {
    Result { try JSONDecoder().decode(APIUser.self, from: Data(json.utf8)) }
        .mapError { error in
            if case DecodingError.keyNotFound(let key, _) = error { return .decoding("missing \(key.stringValue)") }
            return .decoding("malformed")
        }
}

func validate(_ u: APIUser) -> Result<APIUser, PipelineError> {
    guard u.email.contains("@") else { return .failure(.invalidEmail(u.email)) }
    return blockedIDs.contains(u.id) ? .failure(.blocked(id: u.id)) : .success(u)
}

let payloads = [
    #"{"id": 1, "email": "a@x.io", "age": 34}"#,
    #"{"id": 2, "email": "b@x.io"}"#,
    #"{"id": 3, "email": "nope", "age": 20}"#,
    #"{"id": 13, "email": "c@x.io", "age": 50}"#,
    #"{"email": "d@x.io"}"#,
    #"{"id": 5, "email": "#,
]

var users: [User] = []
for p in payloads {
    let result = decode(p)
        .flatMap(validate)
        .map { User(id: $0.id, email: $0.email, isAdult: ($0.age ?? 0) >= 18) }
    switch result {
    case .success(let user):
        users.append(user)
        print("✓ \(user.id) \(user.email) adult=\(user.isAdult)")
    case .failure(let error):
        print("✗ \(error)")
    }
}
let emails = users.map(\.email)
print("Imported \(users.count): \(emails)")
print("First adult: \((try? Result<User, PipelineError>.success(users[0]).get())?.email ?? "none")")

import Foundation

enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalidEmail
    case missingDigit
}

extension ValidationError: CustomStringConvertible {
    var description: String {
        switch self {
        case .empty(let f): return "\(f) is required"
        case .tooShort(let f, let min): return "\(f) must be at least \(min) characters"
        case .invalidEmail: return "Email is not valid"
        case .missingDigit: return "Password needs a digit"
        }
    }
}

func validateEmail(_ email: String) throws -> String {
    let trimmed = email.trimmingCharacters(in: .whitespaces).lowercased()
    guard !trimmed.isEmpty else { throw ValidationError.empty(field: "Email") }
    let parts = trimmed.split(separator: "@")
    guard parts.count == 2, parts[1].contains("."), !parts[0].isEmpty else {
        throw ValidationError.invalidEmail
    }
    return trimmed
}

func validatePassword(_ pw: String) throws {
    guard !pw.isEmpty else { throw ValidationError.empty(field: "Password") }
    guard pw.count >= 8 else { throw ValidationError.tooShort(field: "Password", min: 8) }
    guard pw.contains(where: \.isNumber) else { throw ValidationError.missingDigit }
}

func login(email: String, password: String) -> Result<String, ValidationError> {
    do {
        let normalized = try validateEmail(email)
        try validatePassword(password)
        return .success(normalized)
    } catch let error as ValidationError {
        return .failure(error)
    } catch {
        fatalError("unexpected")
    }
}


let attempts = [
    ("  Jane@Example.COM ", "hunter22x"),
    ("", "whatever1"),
    ("jane.example.com", "password1"),
    ("jane@example.com", "short1"),
    ("jane@example.com", "longpassword"),
    ("@example.com", "abcdefg12"),
]
for (email, pw) in attempts {
    switch login(email: email, password: pw) {
    case .success(let user): print("OK: signed in as \(user)")
    case .failure(let err): print("ERR: \(err)")
    }
}
let failures = attempts.map { login(email: $0.0, password: $0.1) }.filter {
    if case .failure = $0 { return true } else { return false }
}
print("\(failures.count) of \(attempts.count) attempts failed")

// Sign-up form validator: guard, thrown errors, Result, string checks without regex.
import Foundation

enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail
    case weakPassword(missing: [String])
    case mismatch

    var message: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case let .tooShort(field, minimum): return "\(field) must be at least \(minimum) characters"
        case .invalidEmail: return "Enter a valid email address"
        case .weakPassword(let missing): return "Password needs " + missing.joined(separator: ", ")
        case .mismatch: return "Passwords do not match"
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirm = ""
}

func validateUsername(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw ValidationError.empty(field: "Username") }
    guard trimmed.count >= 3 else { throw ValidationError.tooShort(field: "Username", minimum: 3) }
    return trimmed.lowercased()
}

func validateEmail(_ email: String) throws {
    guard !email.isEmpty else { throw ValidationError.empty(field: "Email") }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
          !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !email.contains(" ") else {
        throw ValidationError.invalidEmail
    }
}

func validatePassword(_ pw: String, confirm: String) throws {
    var missing: [String] = []
    if pw.count < 8 { missing.append("8+ characters") }
    if !pw.contains(where: { $0.isUppercase }) { missing.append("an uppercase letter") }
    if !pw.contains(where: { $0.isNumber }) { missing.append("a digit") }
    if pw.allSatisfy({ $0.isLetter || $0.isNumber }) { missing.append("a symbol") }
    guard missing.isEmpty else { throw ValidationError.weakPassword(missing: missing) }
    guard pw == confirm else { throw ValidationError.mismatch }
}

func submit(_ form: SignUpForm) -> Result<String, ValidationError> {
    do {
        let user = try validateUsername(form.username)
        try validateEmail(form.email)
        try validatePassword(form.password, confirm: form.confirm)
        return .success("Welcome, @\(user)!")
    } catch let error as ValidationError {
        return .failure(error)
    } catch {
        return .failure(.empty(field: "Unknown"))
    }
}

let attempts = [
    SignUpForm(),
    SignUpForm(username: " al ", email: "al@x.io"),
    SignUpForm(username: "Alice", email: "alice@example"),
    SignUpForm(username: "Alice", email: "alice@.com"),
    SignUpForm(username: "Alice", email: "alice smith@example.com"),
    SignUpForm(username: "Alice", email: "alice@example.com", password: "abc"),
    SignUpForm(username: "Alice", email: "alice@example.com", password: "Secret123", confirm: "Secret123"),
    SignUpForm(username: "Alice", email: "alice@example.com", password: "Secret#123", confirm: "secret#123"),
    SignUpForm(username: "  Alice  ", email: "alice@example.com", password: "Secret#123", confirm: "Secret#123"),
]
var failures = 0
for (i, form) in attempts.enumerated() {
    switch submit(form) {
    case .success(let greeting): print("\(i + 1). ✓ \(greeting)")
    case .failure(let error):
        failures += 1
        print("\(i + 1). ✗ \(error.message)")
    }
}
print("\(failures) of \(attempts.count) submissions rejected")
let isMismatch = (try? validatePassword("Secret#1", confirm: "x")) == nil
print("Mismatch detected: \(isMismatch)")
if case .failure(.tooShort(_, let min)) = submit(attempts[1]) { print("Minimum length shown: \(min)") }

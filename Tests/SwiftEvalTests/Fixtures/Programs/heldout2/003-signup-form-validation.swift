import Foundation

enum ValidationError: Error, CustomStringConvertible, Equatable {
    case empty(field: String)
    case invalidEmail(String)
    case tooShort(field: String, min: Int)
    case missingCharacter(kind: String)
    case mismatch

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case .invalidEmail(let e): return "'\(e)' is not a valid email"
        case let .tooShort(field, min): return "\(field) must be at least \(min) characters"
        case .missingCharacter(let kind): return "Password needs at least one \(kind)"
        case .mismatch: return "Passwords do not match"
        }
    }
}

struct SignUpForm {
    var email: String
    var password: String
    var confirm: String
}

struct SignUpValidator {
    static let minPasswordLength = 8

    func validateEmail(_ raw: String) throws -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !email.isEmpty else { throw ValidationError.empty(field: "Email") }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty,
              parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else {
            throw ValidationError.invalidEmail(email)
        }
        return email
    }

    func validatePassword(_ pw: String, confirm: String) throws {
        guard !pw.isEmpty else { throw ValidationError.empty(field: "Password") }
        guard pw.count >= Self.minPasswordLength else {
            throw ValidationError.tooShort(field: "Password", min: Self.minPasswordLength)
        }
        if !pw.contains(where: { $0.isUppercase }) { throw ValidationError.missingCharacter(kind: "uppercase letter") }
        if !pw.contains(where: { $0.isNumber }) { throw ValidationError.missingCharacter(kind: "digit") }
        guard pw == confirm else { throw ValidationError.mismatch }
    }

    func allErrors(for form: SignUpForm) -> [ValidationError] {
        var errors: [ValidationError] = []
        do { _ = try validateEmail(form.email) } catch let e as ValidationError { errors.append(e) } catch {}
        do { try validatePassword(form.password, confirm: form.confirm) } catch let e as ValidationError { errors.append(e) } catch {}
        return errors
    }
}

let validator = SignUpValidator()
let forms = [
    SignUpForm(email: "  Jane.Doe@Example.COM ", password: "Secret123", confirm: "Secret123"),
    SignUpForm(email: "", password: "", confirm: ""),
    SignUpForm(email: "bob@localhost", password: "short", confirm: "short"),
    SignUpForm(email: "@mail.com", password: "alllowercase1", confirm: "alllowercase1"),
    SignUpForm(email: "eve@mail.", password: "NoDigitsHere", confirm: "NoDigitsHere"),
    SignUpForm(email: "sam@mail.io", password: "Passw0rdX", confirm: "Passw0rdY"),
]

for (i, form) in forms.enumerated() {
    let errors = validator.allErrors(for: form)
    if errors.isEmpty {
        let normalized = (try? validator.validateEmail(form.email)) ?? "?"
        print("Form \(i + 1): valid -> \(normalized)")
    } else {
        print("Form \(i + 1): \(errors.count) error\(errors.count == 1 ? "" : "s")")
        errors.forEach { print("  - \($0)") }
    }
}

let canSubmit = forms.map { validator.allErrors(for: $0).isEmpty }
print("Submit enabled: \(canSubmit)")
print(validator.allErrors(for: forms[2]).first == .invalidEmail("bob@localhost"))
let maybe = try? validator.validateEmail("x@y")
print(maybe == nil ? "x@y rejected" : "x@y accepted")

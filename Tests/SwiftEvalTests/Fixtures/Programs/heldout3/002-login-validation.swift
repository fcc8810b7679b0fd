enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case missingCharacter(String)
    case mismatch

    var description: String {
        switch self {
        case .empty(let field): return "\(field) must not be empty"
        case let .tooShort(field, minimum): return "\(field) must be at least \(minimum) characters"
        case .missingCharacter(let what): return "Password needs at least one \(what)"
        case .mismatch: return "Passwords do not match"
        }
    }
}

struct SignUpForm {
    var email: String
    var password: String
    var confirmation: String

    func validate() throws {
        guard !email.isEmpty else { throw ValidationError.empty(field: "Email") }
        guard email.contains("@"), email.split(separator: "@").count == 2 else {
            throw ValidationError.missingCharacter("@ in email")
        }
        guard password.count >= 8 else { throw ValidationError.tooShort(field: "Password", minimum: 8) }
        guard password.contains(where: { $0.isNumber }) else { throw ValidationError.missingCharacter("digit") }
        guard password.contains(where: { $0.isUppercase }) else { throw ValidationError.missingCharacter("uppercase letter") }
        guard password == confirmation else { throw ValidationError.mismatch }
    }
}

let forms = [
    SignUpForm(email: "", password: "x", confirmation: "x"),
    SignUpForm(email: "ana.example.com", password: "Secret123", confirmation: "Secret123"),
    SignUpForm(email: "ana@example.com", password: "short", confirmation: "short"),
    SignUpForm(email: "ana@example.com", password: "longenough", confirmation: "longenough"),
    SignUpForm(email: "ana@example.com", password: "longenough1", confirmation: "longenough1"),
    SignUpForm(email: "ana@example.com", password: "Longenough1", confirmation: "Longenough2"),
    SignUpForm(email: "ana@example.com", password: "Longenough1", confirmation: "Longenough1"),
]

var successCount = 0
for (index, form) in forms.enumerated() {
    do {
        try form.validate()
        successCount += 1
        print("Form \(index + 1): valid")
    } catch let error as ValidationError {
        print("Form \(index + 1): \(error)")
    } catch {
        print("Unexpected: \(error)")
    }
}
print("Valid forms: \(successCount)/\(forms.count)")

let result = Result { try forms[2].validate() }
switch result {
case .success: print("result: ok")
case .failure(let e): print("result: failure -> \(e)")
}
let valid = forms.filter { (try? $0.validate()) != nil }.map(\.email)
print(valid)

enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalidEmail
    case mismatch
    case underage(Int)
}

extension ValidationError {
    var message: String {
        switch self {
        case .empty(let f): return "\(f) is required"
        case .tooShort(let f, let m): return "\(f) must be at least \(m) characters"
        case .invalidEmail: return "Email looks invalid"
        case .mismatch: return "Passwords do not match"
        case .underage(let a): return "Must be 13+ (got \(a))"
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirm = ""
    var ageText = ""

    func validateUsername() throws {
        if username.isEmpty { throw ValidationError.empty(field: "Username") }
        if username.count < 3 { throw ValidationError.tooShort(field: "Username", min: 3) }
    }
    func validateEmail() throws {
        let parts = email.split(separator: "@")
        guard parts.count == 2, parts[1].contains("."), !parts[1].hasSuffix(".") else { throw ValidationError.invalidEmail }
    }
    func validatePassword() throws {
        if password.count < 8 { throw ValidationError.tooShort(field: "Password", min: 8) }
        if password != confirm { throw ValidationError.mismatch }
    }
    func validateAge() throws -> Int {
        guard let age = Int(ageText) else { throw ValidationError.empty(field: "Age") }
        guard age >= 13 else { throw ValidationError.underage(age) }
        return age
    }

    func allErrors() -> [ValidationError] {
        var errors: [ValidationError] = []
        let checks: [() throws -> Void] = [validateUsername, validateEmail, validatePassword, { _ = try self.validateAge() }]
        for check in checks {
            do { try check() } catch let e as ValidationError { errors.append(e) } catch { }
        }
        return errors
    }

    var canSubmit: Bool { allErrors().isEmpty }
}

var form = SignUpForm()
func report(_ f: SignUpForm) {
    let errs = f.allErrors()
    print(errs.isEmpty ? "✓ ready" : errs.map(\.message).joined(separator: "; "))
}
report(form)
form.username = "jo"
form.email = "jo@site"
form.password = "short"
form.ageText = "12"
report(form)
form.username = "joanna"
form.email = "jo@site.com"
form.password = "longenough"
form.confirm = "longenough!"
form.ageText = "abc"
report(form)
form.confirm = "longenough"
form.ageText = "30"
report(form)
print(form.canSubmit, (try? form.validateAge()) ?? -1)
print(ValidationError.tooShort(field: "A", min: 1) == .tooShort(field: "A", min: 1))

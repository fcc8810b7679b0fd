// guard statements with else that exits scope; bound names stay in scope.
struct SignupForm {
    var email: String?
    var password: String?
    var age: Int?
}

func validate(_ form: SignupForm) -> String {
    guard let email = form.email, !email.isEmpty else {
        return "missing email"
    }
    guard email.contains("@") else {
        return "invalid email \(email)"
    }
    guard let password = form.password, password.count >= 8 else {
        return "weak password"
    }
    guard let age = form.age, (13...120).contains(age) else {
        return "bad age for \(email)"
    }
    return "ok: \(email), \(password.count) chars, age \(age)"
}

let forms = [
    SignupForm(email: nil, password: nil, age: nil),
    SignupForm(email: "", password: "x", age: 20),
    SignupForm(email: "bob.example.com", password: "x", age: 20),
    SignupForm(email: "bob@example.com", password: "short", age: 20),
    SignupForm(email: "bob@example.com", password: "longenough", age: 9),
    SignupForm(email: "bob@example.com", password: "longenough", age: 33),
]
for f in forms {
    print(validate(f))
}

for n in [4, -1, 9] {
    guard n >= 0 else {
        print("skip negative")
        continue
    }
    print("sqrt-ish of \(n)")
}

func firstEven(_ xs: [Int]) -> Int? {
    for x in xs {
        guard x % 2 == 0 else { continue }
        return x
    }
    return nil
}
print(firstEven([3, 5, 8, 10]) as Any, firstEven([1]) as Any)

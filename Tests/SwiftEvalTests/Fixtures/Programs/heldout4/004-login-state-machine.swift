enum LoginState: Equatable {
    case idle
    case editing(username: String, password: String)
    case submitting(username: String)
    case failed(message: String, attempts: Int)
    case loggedIn(username: String)
    case locked
}

enum LoginEvent {
    case type(username: String, password: String)
    case submit
    case succeeded
    case failed(String)
    case logout
}

struct LoginMachine {
    private(set) var state: LoginState = .idle
    private var attempts = 0
    private var pendingUser = ""
    private var pendingPassword = ""
    let maxAttempts = 3

    mutating func send(_ event: LoginEvent) {
        switch (state, event) {
        case (.locked, _):
            break
        case (_, .type(let u, let p)):
            pendingUser = u
            pendingPassword = p
            state = .editing(username: u, password: p)
        case (.editing(let u, let p), .submit) where !u.isEmpty && p.count >= 4:
            state = .submitting(username: u)
        case (.editing, .submit):
            state = .failed(message: "Invalid input", attempts: attempts)
        case (.submitting(let u), .succeeded):
            attempts = 0
            state = .loggedIn(username: u)
        case (.submitting, .failed(let msg)):
            attempts += 1
            state = attempts >= maxAttempts ? .locked : .failed(message: msg, attempts: attempts)
        case (.loggedIn, .logout):
            state = .idle
        default:
            break
        }
    }

    var statusText: String {
        switch state {
        case .idle: return "Please sign in"
        case .editing(let u, let p): return "Editing \(u.isEmpty ? "<empty>" : u) / \(String(repeating: "*", count: p.count))"
        case .submitting(let u): return "Signing in \(u)..."
        case .failed(let m, let a): return "Error: \(m) (attempt \(a))"
        case .loggedIn(let u): return "Welcome, \(u)!"
        case .locked: return "Account locked"
        }
    }
}

var m = LoginMachine()
let events: [LoginEvent] = [
    .submit,
    .type(username: "", password: "secret"),
    .submit,
    .type(username: "kim", password: "hunter2"),
    .submit,
    .succeeded,
    .logout,
    .type(username: "kim", password: "wrong"),
    .submit, .failed("Bad password"),
    .submit,
    .type(username: "kim", password: "wrong2"), .submit, .failed("Bad password"),
    .type(username: "kim", password: "wrong3"), .submit, .failed("Bad password"),
    .type(username: "kim", password: "right"), .submit,
]
for e in events {
    m.send(e)
    print(m.statusText)
}
print(m.state == .locked)

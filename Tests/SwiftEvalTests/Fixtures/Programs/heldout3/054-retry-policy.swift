enum NetworkError: Error, CustomStringConvertible {
    case timeout
    case server(status: Int)
    case unauthorized
    case offline

    var isRetryable: Bool {
        switch self {
        case .timeout, .offline: return true
        case .server(let status): return status >= 500
        case .unauthorized: return false
        }
    }

    var description: String {
        switch self {
        case .timeout: return "timeout"
        case .server(let s): return "HTTP \(s)"
        case .unauthorized: return "unauthorized"
        case .offline: return "offline"
        }
    }
}

struct RetryPolicy {
    let maxAttempts: Int
    let baseDelayMs: Int
    let maxDelayMs: Int

    func delay(forAttempt attempt: Int) -> Int {
        min(maxDelayMs, baseDelayMs * (1 << (attempt - 1)))
    }
}

final class ScriptedService {
    private var script: [Result<String, NetworkError>]
    private(set) var calls = 0
    init(_ script: [Result<String, NetworkError>]) { self.script = script }

    func fetch() throws -> String {
        calls += 1
        guard !script.isEmpty else { return "default" }
        return try script.removeFirst().get()
    }
}

func withRetry<T>(_ policy: RetryPolicy, log: (String) -> Void, _ operation: () throws -> T) throws -> T {
    var attempt = 1
    var totalWait = 0
    while true {
        do {
            let value = try operation()
            log("success on attempt \(attempt) after waiting \(totalWait)ms")
            return value
        } catch let error as NetworkError where error.isRetryable && attempt < policy.maxAttempts {
            let d = policy.delay(forAttempt: attempt)
            log("attempt \(attempt) failed (\(error)), retrying in \(d)ms")
            totalWait += d
            attempt += 1
        }
    }
}

let policy = RetryPolicy(maxAttempts: 4, baseDelayMs: 200, maxDelayMs: 1000)
print((1...6).map(policy.delay(forAttempt:)))

let scenarios: [(String, [Result<String, NetworkError>])] = [
    ("flaky", [.failure(.timeout), .failure(.server(status: 503)), .success("payload-A")]),
    ("auth", [.failure(.offline), .failure(.unauthorized), .success("never")]),
    ("down", [.failure(.server(status: 500)), .failure(.timeout), .failure(.offline), .failure(.server(status: 502))]),
    ("client", [.failure(.server(status: 404))]),
]
for (name, script) in scenarios {
    print("== \(name)")
    let service = ScriptedService(script)
    do {
        let value = try withRetry(policy, log: { print("  " + $0) }) { try service.fetch() }
        print("  result: \(value)")
    } catch {
        print("  gave up: \(error) after \(service.calls) call(s)")
    }
}

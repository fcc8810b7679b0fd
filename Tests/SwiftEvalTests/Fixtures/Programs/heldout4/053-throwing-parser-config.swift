enum ConfigError: Error, CustomStringConvertible {
    case syntax(line: Int, text: String)
    case duplicate(key: String, line: Int)
    case typeMismatch(key: String, expected: String)
    case missing(String)

    var description: String {
        switch self {
        case let .syntax(l, t): return "line \(l): cannot parse '\(t)'"
        case let .duplicate(k, l): return "line \(l): duplicate key '\(k)'"
        case let .typeMismatch(k, e): return "'\(k)' should be \(e)"
        case let .missing(k): return "missing required key '\(k)'"
        }
    }
}

struct Config {
    private var raw: [String: String] = [:]

    init(parsing text: String) throws {
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let eq = trimmed.firstIndex(of: "=") else { throw ConfigError.syntax(line: i + 1, text: trimmed) }
            let key = String(trimmed[..<eq]).trimmingSpaces()
            let value = String(trimmed[trimmed.index(after: eq)...]).trimmingSpaces()
            guard !key.isEmpty else { throw ConfigError.syntax(line: i + 1, text: trimmed) }
            if raw[key] != nil { throw ConfigError.duplicate(key: key, line: i + 1) }
            raw[key] = value
        }
    }

    func string(_ k: String) throws -> String {
        guard let v = raw[k] else { throw ConfigError.missing(k) }
        return v
    }
    func int(_ k: String) throws -> Int {
        guard let v = Int(try string(k)) else { throw ConfigError.typeMismatch(key: k, expected: "Int") }
        return v
    }
    func bool(_ k: String, default d: Bool) throws -> Bool {
        guard let v = raw[k] else { return d }
        switch v.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw ConfigError.typeMismatch(key: k, expected: "Bool")
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

struct AppSettings { let host: String; let port: Int; let debug: Bool }

func load(_ text: String) -> Result<AppSettings, ConfigError> {
    Result {
        let c = try Config(parsing: text)
        return AppSettings(host: try c.string("host"), port: try c.int("port"), debug: try c.bool("debug", default: false))
    }.mapError { $0 as! ConfigError }
}

let inputs = [
    "# server\nhost = api.example.com\nport= 8443\ndebug = YES\n",
    "host=localhost\nport=80",
    "host=a\nport=eighty",
    "host=a\n\nhost=b",
    "port=1\njust text here",
    "port=1\ndebug=maybe\nhost=x",
    "port=22",
    "  = value",
]
for (i, input) in inputs.enumerated() {
    switch load(input) {
    case .success(let s): print(i, "OK", s.host, s.port, s.debug)
    case .failure(let e): print(i, "ERR", e)
    }
}

// Feature flags payload: custom init(from:) with decodeIfPresent defaults, unknown enum fallback, nested keys.
import Foundation

enum Rollout: Decodable, Equatable {
    case off, everyone, percentage(Int), unknown(String)
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) {
            self = .percentage(min(max(n, 0), 100))
            return
        }
        let s = try c.decode(String.self)
        switch s {
        case "off": self = .off
        case "all", "everyone": self = .everyone
        default: self = .unknown(s)
        }
    }
}

struct Flag: Decodable {
    let key: String
    let rollout: Rollout
    let platforms: [String]
    let minVersion: String
    let owner: String?

    enum CodingKeys: String, CodingKey { case key, rollout, platforms, meta }
    enum MetaKeys: String, CodingKey { case minVersion = "min_version", owner }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        rollout = try c.decodeIfPresent(Rollout.self, forKey: .rollout) ?? .off
        platforms = try c.decodeIfPresent([String].self, forKey: .platforms) ?? ["ios"]
        if c.contains(.meta) {
            let meta = try c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
            minVersion = try meta.decodeIfPresent(String.self, forKey: .minVersion) ?? "1.0"
            owner = try meta.decodeIfPresent(String.self, forKey: .owner)
        } else {
            minVersion = "1.0"
            owner = nil
        }
    }
}

let payload = """
[
  {"key": "new_checkout", "rollout": 25, "platforms": ["ios", "android"], "meta": {"min_version": "3.2", "owner": "payments"}},
  {"key": "dark_icons", "rollout": "everyone"},
  {"key": "legacy_sync", "rollout": "off", "meta": {}},
  {"key": "ai_summary", "rollout": 180, "platforms": []},
  {"key": "mystery", "rollout": "canary", "meta": {"owner": null}},
  {"key": "no_rollout"}
]
"""

func describe(_ r: Rollout) -> String {
    switch r {
    case .off: return "disabled"
    case .everyone: return "on for everyone"
    case .percentage(0): return "0% (effectively off)"
    case .percentage(100): return "100% (everyone)"
    case .percentage(let p): return "\(p)% of users"
    case .unknown(let s): return "unknown rollout '\(s)'"
    }
}

do {
    let flags = try JSONDecoder().decode([Flag].self, from: Data(payload.utf8))
    for f in flags {
        let platforms = f.platforms.isEmpty ? "no platforms" : f.platforms.joined(separator: "+")
        print("\(f.key): \(describe(f.rollout)) · \(platforms) · ≥\(f.minVersion) · owner \(f.owner ?? "unassigned")")
    }
    let live = flags.filter { if case .off = $0.rollout { return false }; if case .unknown = $0.rollout { return false }; return true }
    print("Live flags: \(live.map(\.key).sorted().joined(separator: ", "))")
    let owners = Set(flags.compactMap(\.owner))
    print("Owners: \(owners.sorted()), unowned: \(flags.filter { $0.owner == nil }.count)")
} catch {
    print("Failed: \(error.localizedDescription)")
}

let bad = #"[{"rollout": 5}]"#
do {
    _ = try JSONDecoder().decode([Flag].self, from: Data(bad.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("Missing key: \(key.stringValue)")
} catch {
    print("Other error")
}

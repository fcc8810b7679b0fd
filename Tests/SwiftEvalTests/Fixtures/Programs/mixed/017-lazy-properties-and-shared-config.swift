// Static shared instances, lazy properties computed once, and a type-level counter.
import Foundation

final class AppConfig {
    static let shared = AppConfig()
    static var instancesCreated = 0
    var environment = "production"
    var featureFlags: Set<String> = ["newOnboarding", "darkIcons"]
    private init() { AppConfig.instancesCreated += 1 }

    var apiBase: String {
        switch environment {
        case "staging": return "https://staging.api.example.com"
        case "local": return "http://localhost:8080"
        default: return "https://api.example.com"
        }
    }
    func isEnabled(_ flag: String) -> Bool { featureFlags.contains(flag) }
}

struct Report {
    static var buildCount = 0
    let title: String
    let values: [Int]

    lazy var summary: String = {
        Report.buildCount += 1
        guard !values.isEmpty else { return "\(title): no data" }
        let avg = Double(values.reduce(0, +)) / Double(values.count)
        return "\(title): n=\(values.count) min=\(values.min()!) max=\(values.max()!) avg=\(String(format: "%.2f", avg))"
    }()

    lazy var histogram: [String] = {
        let buckets = Dictionary(grouping: values) { $0 / 10 * 10 }
        return buckets.keys.sorted().map { key in
            "\(String(key).padding(toLength: 3, withPad: " ", startingAt: 0))| " + String(repeating: "#", count: buckets[key]!.count)
        }
    }()
}

print("Instances before access: \(AppConfig.instancesCreated)")
let config = AppConfig.shared
print("Instances after access: \(AppConfig.instancesCreated)")
print("API: \(config.apiBase)")
AppConfig.shared.environment = "staging"
print("API via other reference: \(config.apiBase)")
AppConfig.shared.environment = "qa"
print("Unknown env falls back: \(config.apiBase)")
config.featureFlags.insert("beta")
config.featureFlags.remove("darkIcons")
print("Flags: \(AppConfig.shared.featureFlags.sorted().joined(separator: ", "))")
print("darkIcons? \(AppConfig.shared.isEnabled("darkIcons")), beta? \(AppConfig.shared.isEnabled("beta"))")
print("Same instance: \(config === AppConfig.shared), count \(AppConfig.instancesCreated)")

var scores = Report(title: "Quiz scores", values: [72, 88, 95, 61, 79, 88, 100, 45, 83])
print("Builds before: \(Report.buildCount)")
print(scores.summary)
print(scores.summary)
print("Builds after two reads: \(Report.buildCount)")
for row in scores.histogram { print(row) }

var empty = Report(title: "Empty", values: [])
print(empty.summary)
print("Histogram rows: \(empty.histogram.count), builds: \(Report.buildCount)")
var copy = scores
print("Copied lazy is already set: \(copy.summary == scores.summary), builds: \(Report.buildCount)")

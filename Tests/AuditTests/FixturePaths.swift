import Foundation

/// Where the audit tests' fixtures are.
enum FixturePaths {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let rules = fixtures.appendingPathComponent("Rules")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fixture where `rule` fires, or stays quiet.
    static func rule(_ id: String, fires: Bool) -> String {
        rules.appendingPathComponent("\(id).\(fires ? "fires" : "passes").yaml").path
    }
}

import Foundation

/// The corpus folders the audit benchmarks give the a11ysim executable.
public enum AuditRun {
    /// ../shared/corpus/storyboards, when it is beside the repository.
    public static var storyboards: String? { folder("storyboards") }

    /// ../shared/corpus/swiftui, when it is beside the repository.
    public static var swiftUI: String? { folder("swiftui") }

    static func folder(_ name: String) -> String? {
        let path = Corpus.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/\(name)").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

import Foundation

/// Paths of this target's fixtures and goldens, and of the shared captures.
enum CapturePaths {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    static func golden(_ name: String) -> URL {
        testsFolder.appendingPathComponent("Goldens").appendingPathComponent(name + ".golden")
    }

    /// `../shared/corpus/captures` beside the repository, when it exists.
    static var corpus: URL? {
        let url = testsFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpus/captures")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

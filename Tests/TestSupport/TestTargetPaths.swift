public import Foundation

/// Where a test target keeps its files: `Fixtures/` and `Goldens/` beside
/// its sources, and a folder of `../shared/corpus` beside the repository
/// (present in CI, absent in a bare checkout).
public struct TestTargetPaths: Sendable {
    /// The target's source folder.
    public let testsFolder: URL

    /// Paths for the target whose source file is `filePath` (pass `#filePath`).
    public init(filePath: String) {
        testsFolder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }

    /// A fixture's path.
    public func fixture(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// A golden file.
    public func golden(_ name: String) -> URL {
        testsFolder.appendingPathComponent("Goldens").appendingPathComponent(name + ".golden")
    }

    /// `../shared/corpus/<folder>` beside the repository, when it exists.
    public func corpus(_ folder: String) -> URL? {
        let url = testsFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpus").appendingPathComponent(folder)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

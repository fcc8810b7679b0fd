import Foundation
import TestSupport

/// Paths of this target's fixtures and goldens, and of the shared captures.
enum CapturePaths {
    static let paths = TestTargetPaths(filePath: #filePath)
    static var testsFolder: URL { paths.testsFolder }
    static func fixture(_ name: String) -> String { paths.fixture(name) }
    static func golden(_ name: String) -> URL { paths.golden(name) }
    /// `../shared/corpus/captures` beside the repository, when it exists.
    static var corpus: URL? { paths.corpus("captures") }
}

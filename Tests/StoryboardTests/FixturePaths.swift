import Foundation
import TestSupport

/// Paths of this target's fixtures and goldens, and of the shared corpus.
enum FixturePaths {
    static let paths = TestTargetPaths(filePath: #filePath)
    static var testsFolder: URL { paths.testsFolder }
    static func fixture(_ name: String) -> String { paths.fixture(name) }
    static func golden(_ name: String) -> URL { paths.golden(name) }
    /// `../shared/corpus/storyboards` beside the repository, when it exists.
    static var corpus: URL? { paths.corpus("storyboards") }
}

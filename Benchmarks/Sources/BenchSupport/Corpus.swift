import Foundation

/// Files the benchmarks read from the repository and from ../shared.
public enum Corpus {
    /// The a11ysim repository (the parent of Benchmarks/).
    public static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The example scenarios, sorted by path.
    public static func scenarios() -> [String] {
        let root = repository.appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { paths.append(root.appendingPathComponent(name).path) }
        }
        return paths.sorted()
    }

    /// The largest storyboard or XIB of ../shared/corpus/storyboards.
    public static func largestStoryboard() -> String? {
        let root = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { root.appendingPathComponent($0).path }
        func size(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        return files.max { (size($0), $1) < (size($1), $0) }
    }
}

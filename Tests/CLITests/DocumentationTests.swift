import Foundation
import Testing

/// The documents a contributor reads stay true: the architecture names
/// only files that exist, and code cites only documents in this repository.
@Suite struct DocumentationTests {
    private let root = A11ysimProcess.packageRoot

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `*.swift` file of the repository, by name.
    private func swiftFileNames() -> Set<String> {
        var names: Set<String> = []
        for folder in ["Sources", "Tests", "Benchmarks", "Fuzz"] {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            while let path = enumerator.nextObject() as? String {
                if path.contains(".build") { continue }
                if path.hasSuffix(".swift") { names.insert((path as NSString).lastPathComponent) }
            }
        }
        return names
    }

    @Test func everySwiftFileTheArchitectureNamesExists() throws {
        let architecture = try text("docs/architecture.md")
        let pattern = try NSRegularExpression(pattern: "[A-Za-z0-9_+]+\\.swift")
        let range = NSRange(architecture.startIndex..., in: architecture)
        let named = Set(
            pattern.matches(in: architecture, range: range).compactMap {
                Range($0.range, in: architecture).map { String(architecture[$0]) }
            })
        #expect(named.count >= 20)
        let missing = named.subtracting(swiftFileNames()).subtracting(["Package.swift", "main.swift"])
        #expect(missing.isEmpty, "docs/architecture.md names files that do not exist: \(missing.sorted())")
        #expect(architecture.contains("| add a report format |"))
    }

    @Test func codeCitesOnlyDocumentsInTheRepository() throws {
        let outside = [
            "voiceover-behavior.md", "peers.md", "espeak-ng.md", "style-anchors.md", "storyboard-format.md", "seeds/",
        ]
        var offenders: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks", "Fuzz"] {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.contains(".build"), !path.hasSuffix("DocumentationTests.swift")
                else { continue }
                let source = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                for name in outside where source.contains(name) { offenders.append("\(folder)/\(path): \(name)") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func citedSectionsOfTheRulesExist() throws {
        let rules = try text("docs/voiceover-rules.md")
        let headings = Set(
            rules.split(separator: "\n").filter { $0.hasPrefix("#") }.compactMap { line -> String? in
                line.split(separator: " ").dropFirst().first.map {
                    String($0.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
                }
            })
        let pattern = try NSRegularExpression(pattern: "voiceover-rules\\.md §([0-9]+(?:\\.[0-9]+)?)")
        var cited: Set<String> = []
        for folder in ["Sources", "docs"] {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".swift") || path.hasSuffix(".md") else { continue }
                let source = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                    if let range = Range(match.range(at: 1), in: source) { cited.insert(String(source[range])) }
                }
            }
        }
        #expect(!cited.isEmpty)
        #expect(
            cited.subtracting(headings).isEmpty,
            "cited sections without a heading: \(cited.subtracting(headings).sorted())")
    }
}

import Foundation
import Testing

/// docs/architecture.md names only what exists: every file or folder it
/// puts in backticks is in the repository, and every type it puts in
/// backticks is declared in the code.
@Suite struct ArchitectureDocTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Names the document cites from outside this repository: the Swift
    /// standard library's and Foundation's protocols and types, SwiftUI's,
    /// swift-argument-parser's `ExitCode`, libFuzzer's entry point, and
    /// package-benchmark's type and trait.
    static let outside: Set<String> = [
        "Sendable", "Hashable", "Codable", "CaseIterable", "Process", "XMLParser", "JSONEncoder", "JSONSerialization",
        "ExitCode",
        "FoundationXML", "PreviewProvider", "ViewModifier", "LLVMFuzzerRunDriver", "Benchmark", "MallocInterposer",
    ]

    /// A backticked span of the document and its line number.
    struct Span {
        var text: String
        var line: Int
    }

    /// Every backticked span outside fenced code blocks.
    static func spans() throws -> [Span] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "`([^`\n]+)`")
        var spans: [Span] = []
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated()
        {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence || line.hasPrefix("```") { continue }
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                if let range = Range(match.range(at: 1), in: line) {
                    spans.append(Span(text: String(line[range]), line: index + 1))
                }
            }
        }
        return spans
    }

    /// Every file and folder under the repository's source folders, relative
    /// to the root (folders end in "/"), build folders left out.
    static func repositoryPaths() -> [String] {
        var paths: [String] = []
        for folder in ["Sources", "Tests", "Plugins", "Benchmarks", "Fuzz", "Scenarios", "docs"] {
            paths.append(folder + "/")
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".build") {
                    enumerator.skipDescendants()
                    continue
                }
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(relative).path, isDirectory: &isFolder)
                paths.append(folder + "/" + relative + (isFolder.boolValue ? "/" : ""))
            }
        }
        return paths
    }

    /// The type names the code declares (`struct`, `class`, `enum`,
    /// `protocol`, `actor`, `typealias`, `extension`, each part of a dotted
    /// name) in Sources/, Tests/, Benchmarks/ and Fuzz/, and the names of
    /// targets, folders and files there (`+Views` in `ScenarioLoader+Views.swift`
    /// is named `Views` in the document's lists).
    static func declaredNames(paths: [String]) throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern:
                #"\b(?:struct|class|enum|protocol|actor|typealias|extension)\s+((?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Za-z_][A-Za-z0-9_]*)"#
        )
        var names: Set<String> = []
        // Test fixtures are apps under test, not this code: their types do not count.
        for path in paths
        where ["Sources/", "Tests/", "Plugins/", "Benchmarks/", "Fuzz/"].contains(where: path.hasPrefix)
            && !path.contains("/Fixtures/") && !path.contains("/Goldens/")
        {
            let name =
                (path.hasSuffix("/") ? String(path.dropLast()) : path).split(separator: "/").last.map(String.init) ?? ""
            if path.hasSuffix("/") {
                names.insert(name)
                continue
            }
            guard name.hasSuffix(".swift") else { continue }
            let stem = String(name.dropLast(".swift".count))
            names.insert(stem)
            if let part = stem.split(separator: "+").last { names.insert(String(part)) }
            guard let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                guard let range = Range(match.range(at: 1), in: source) else { continue }
                for part in source[range].split(separator: ".") { names.insert(String(part)) }
            }
        }
        return names
    }

    /// Whether `span` names a file or folder: it ends in .swift, .md or
    /// .yaml, starts with Sources/ or Tests/, or ends in "/". Patterns
    /// (`Tests/*/Fixtures/`, `<id>.fires.yaml`), suffixes (`.passes.yaml`)
    /// and build output (`.build/bench/`) name no one file.
    static func isPath(_ span: String) -> Bool {
        guard span.count > 1, span.rangeOfCharacter(from: .whitespaces) == nil else { return false }
        guard span.rangeOfCharacter(from: CharacterSet(charactersIn: "*<>…")) == nil, !span.hasPrefix("."),
            !span.contains(".build/")
        else { return false }
        return [".swift", ".md", ".yaml"].contains(where: span.hasSuffix) || span.hasPrefix("Sources/")
            || span.hasPrefix("Tests/")
            || (span.hasSuffix("/") && span.range(of: #"^[A-Za-z0-9_./+-]+$"#, options: .regularExpression) != nil)
    }

    /// Whether `span`, a path as the document writes it, exists: from the
    /// root, or as the end of a path in the repository (`Reports/ReportFormat.swift`,
    /// `Controls/`), or as a file name anywhere (`ColorWell.swift`).
    static func exists(_ span: String, among paths: [String]) -> Bool {
        let bare = span.hasSuffix("/") ? String(span.dropLast()) : span
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(bare).path) { return true }
        return paths.contains { path in
            let candidate = path.hasSuffix("/") ? String(path.dropLast()) : path
            return candidate.hasSuffix("/" + bare) && (!span.hasSuffix("/") || path.hasSuffix("/"))
        }
    }

    /// The UpperCamelCase parts of a span that names a type or a member of
    /// one (`AppCrawler.Limits`, `ScreenReader.handle(_:poster:)`); none for
    /// anything else.
    static func typeNames(in span: String) -> [String] {
        let upperCamel = #"^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$"#
        let parts = span.replacingOccurrences(of: #"\([^)]*\)$"#, with: "", options: .regularExpression).split(
            separator: "."
        ).map(String.init)
        guard let first = parts.first, first.range(of: upperCamel, options: .regularExpression) != nil,
            parts.allSatisfy({ $0.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil })
        else { return [] }
        return parts.filter { $0.range(of: upperCamel, options: .regularExpression) != nil }
    }

    @Test func everyFileAndFolderItNamesExists() throws {
        let paths = Self.repositoryPaths()
        let named = try Self.spans().filter { Self.isPath($0.text) }
        #expect(named.count >= 50)
        let stale = named.filter { !Self.exists($0.text, among: paths) }
        #expect(
            stale.isEmpty,
            "docs/architecture.md names paths that do not exist:\n\(stale.map { "line \($0.line): \($0.text)" }.joined(separator: "\n"))"
        )
    }

    @Test func everyTypeItNamesIsDeclared() throws {
        let declared = try Self.declaredNames(paths: Self.repositoryPaths()).union(Self.outside)
        var stale: [String] = []
        var checked = 0
        for span in try Self.spans() where !Self.isPath(span.text) {
            for name in Self.typeNames(in: span.text) {
                checked += 1
                if !declared.contains(name) {
                    stale.append("line \(span.line): \(name)" + (span.text == name ? "" : " (in `\(span.text)`)"))
                }
            }
        }
        #expect(checked >= 200)
        #expect(
            stale.isEmpty, "docs/architecture.md names types that are not declared:\n\(stale.joined(separator: "\n"))")
    }
}

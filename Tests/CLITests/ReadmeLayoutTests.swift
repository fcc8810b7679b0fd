import Foundation
import Testing

/// The README stays a short front page that leads with SwiftUI, and every
/// relative link in it and in docs/ reaches a file of the repository.
@Suite struct ReadmeLayoutTests {
    private static let root = A11ysimProcess.packageRoot

    private static func lines(of path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// README.md and every Markdown file under docs/, relative to the root.
    static func markdownFiles() -> [String] {
        var files = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        let enumerator = FileManager.default.enumerator(atPath: docs.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { files.append("docs/" + path) }
        }
        return files.sorted()
    }

    /// The targets of the Markdown links and images on `lines` (inline
    /// `[text](target)` and reference `[name]: target`), with their line
    /// numbers; fenced code blocks and code spans are not Markdown.
    static func links(in lines: [String]) -> [(target: String, line: Int)] {
        let inline = try? NSRegularExpression(pattern: #"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#)
        let reference = try? NSRegularExpression(pattern: #"^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)"#)
        var found: [(target: String, line: Int)] = []
        var fence: String?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            let text = line.replacingOccurrences(of: #"`+[^`]*`+"#, with: "", options: .regularExpression)
            let range = NSRange(text.startIndex..., in: text)
            for pattern in [inline, reference].compactMap({ $0 }) {
                for match in pattern.matches(in: text, range: range) {
                    if let target = Range(match.range(at: 1), in: text) {
                        found.append((String(text[target]), index + 1))
                    }
                }
            }
        }
        return found
    }

    @Test func theFirstTwelveLinesNameSwiftUIBeforeStoryboards() throws {
        let head = try Self.lines(of: "README.md").prefix(12).joined(separator: "\n")
        let swiftUI = try #require(head.range(of: "SwiftUI"), "README's first 12 lines do not mention SwiftUI")
        let storyboards = try #require(
            head.range(of: "storyboard", options: .caseInsensitive),
            "README's first 12 lines do not mention storyboards")
        #expect(swiftUI.lowerBound < storyboards.lowerBound, "README's first 12 lines name storyboards before SwiftUI")
        #expect(
            head.contains("make run") && head.contains("make test"),
            "README's first 12 lines do not give `make run` and `make test`")
    }

    @Test func theReadmeHasAtMostTwoHundredLines() throws {
        let count = try Self.lines(of: "README.md").count
        #expect(count <= 200, "README.md has \(count) lines; the manual in docs/ is where more goes")
    }

    @Test func everyRelativeLinkInTheReadmeAndDocsPointsAtAFileThatExists() throws {
        let files = Self.markdownFiles()
        #expect(files.count >= 10)
        var broken: [String] = []
        var checked = 0
        for file in files {
            let folder = Self.root.appendingPathComponent(file).deletingLastPathComponent()
            for link in try Self.links(in: Self.lines(of: file)) {
                let target = link.target
                // Links to other sites and to places on the same page are not files.
                if target.hasPrefix("#")
                    || target.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) != nil
                {
                    continue
                }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let decoded = path.removingPercentEncoding ?? path
                checked += 1
                if !FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(decoded).standardizedFileURL.path)
                {
                    broken.append("\(file):\(link.line): \(target)")
                }
            }
        }
        #expect(checked >= 30)
        #expect(broken.isEmpty, "links to files that do not exist:\n\(broken.joined(separator: "\n"))")
    }
}

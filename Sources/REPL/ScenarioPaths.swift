internal import Foundation

/// The files a scenario names (`storyboard:`, `swiftui:` with its `path:`,
/// `capture:`) are relative to the scenario's folder: a scenario's text
/// written into another folder names them relative to the new one.
enum ScenarioPaths {
    /// `text`, read at `sourcePath`, as it reads at `outputPath`: each
    /// relative path a reference key names that exists beside the source
    /// is rewritten relative to the output's folder; nothing else changes.
    static func relocated(_ text: String, from sourcePath: String, to outputPath: String) -> String {
        let sourceFolder = folder(of: sourcePath)
        let outputFolder = folder(of: outputPath)
        guard sourceFolder != outputFolder else { return text }
        let lines = text.components(separatedBy: "\n").map { relocatedLine($0, from: sourceFolder, to: outputFolder) }
        return lines.joined(separator: "\n")
    }

    /// A reference key's value: a double-quoted, single-quoted or plain scalar.
    private static let reference = try? NSRegularExpression(
        pattern:
            #"\b(?:storyboard|swiftui|capture|path):[ \t]*("[^"]*"|'[^']*'|[^\s"'{}\[\],#][^,{}\[\]#]*?)[ \t]*(?=$|[,}#])"#
    )

    private static func relocatedLine(_ line: String, from sourceFolder: String, to outputFolder: String) -> String {
        guard let reference else { return line }
        let result = NSMutableString(string: line)
        // Right to left, so the ranges still to replace keep their offsets.
        for match in reference.matches(in: line, range: NSRange(location: 0, length: result.length)).reversed() {
            let written = result.substring(with: match.range(at: 1))
            let quote = written.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
            let value = quote == nil ? written : String(written.dropFirst().dropLast())
            guard !value.isEmpty, !value.hasPrefix("/") else { continue }
            let target = (sourceFolder as NSString).appendingPathComponent(value)
            guard FileManager.default.fileExists(atPath: target) else { continue }
            let moved = relativePath(to: target, from: outputFolder)
            result.replaceCharacters(in: match.range(at: 1), with: quote.map { "\($0)\(moved)\($0)" } ?? moved)
        }
        return result as String
    }

    /// The absolute, standardized folder of `path`.
    private static func folder(of path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return ((absolute as NSString).standardizingPath as NSString).deletingLastPathComponent
    }

    /// `target` relative to the folder `base` (both absolute).
    static func relativePath(to target: String, from base: String) -> String {
        let targetParts = (target as NSString).standardizingPath.split(separator: "/").map(String.init)
        let baseParts = (base as NSString).standardizingPath.split(separator: "/").map(String.init)
        var common = 0
        while common < min(targetParts.count, baseParts.count), targetParts[common] == baseParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let rest = ups + targetParts[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }
}

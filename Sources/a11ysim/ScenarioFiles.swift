import ArgumentParser
import Foundation

/// Finding scenario files and writing reports.
enum ScenarioFiles {
    /// Every `*.yaml`/`*.yml` file (or file with one of `extensions`) under
    /// `paths`, sorted, each once.
    static func collect(_ paths: [String], extensions: [String] = [".yaml", ".yml"]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("No such file or directory: '\(path)'.")
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if extensions.contains(where: { relative.lowercased().hasSuffix($0) }) { found.append("\(base)/\(relative)") }
            }
            files.append(contentsOf: found.sorted())
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over.
    static func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            // `--output build/report.xml` on a fresh checkout: make `build/` first.
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw ValidationError("Cannot write the report to '\(path)': \(error.localizedDescription)")
        }
    }
}

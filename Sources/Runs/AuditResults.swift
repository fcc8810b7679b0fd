internal import Audit
public import Diagnostics
public import Foundation
public import Inputs

/// Every file's audit, unrendered, as `audit --save-results` writes it: what
/// `audit --merge` reads back to make one report of several shards, the
/// same report, byte for byte, as auditing every file in one go.
public struct AuditResults: Sendable, Codable {
    /// The format's version; a file of another version is refused.
    public static let currentVersion = 3

    /// The format's version.
    public var version = Self.currentVersion
    /// The shard this run audited (`index` of `count`), if it was one.
    public var shardIndex: Int?
    /// How many shards the run's selection was split into (`count`), if it was one.
    public var shardCount: Int?
    /// The files audited, each with its position in the whole selection.
    public var files: [AuditOrchestrator.Audited]

    /// The results of `files`, audited as `shard` (if any).
    public init(files: [AuditOrchestrator.Audited], shard: InputSelection.Shard?) {
        self.files = files
        shardIndex = shard?.index
        shardCount = shard?.count
    }

    /// The results as written to a file: JSON, keys sorted.
    public func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads results written by `--save-results` from `path`.
    public static func load(path: String) throws(Diagnostic) -> AuditResults {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic("the file cannot be read", file: path, line: 0, column: 0)
        }
        let results: AuditResults
        do {
            results = try JSONDecoder().decode(AuditResults.self, from: data)
        } catch {
            throw Diagnostic(
                "this is not a results file of 'a11ysim audit --save-results'", file: path, line: 0, column: 0,
                hint: "merge the files --save-results wrote, not the reports (--format json)")
        }
        guard results.version == currentVersion else {
            throw Diagnostic(
                "results of format version \(results.version); this a11ysim reads version \(currentVersion)",
                file: path, line: 0, column: 0,
                hint: "save the results again with this version of a11ysim")
        }
        return results
    }

    /// The results of `parts` (read from `paths`) as one run: every file in
    /// selection order. The parts must be the shards 1 to N of the same N,
    /// each once, or a single unsharded run.
    public static func merge(_ parts: [AuditResults], paths: [String]) throws(Diagnostic) -> [AuditOrchestrator.Audited]
    {
        let sharded = zip(parts, paths).filter { $0.0.shardCount != nil }
        if let (first, firstPath) = sharded.first, let count = first.shardCount {
            for (part, path) in zip(parts, paths) where part.shardCount != count {
                let what = part.shardCount.map { "shard \(part.shardIndex ?? 0)/\($0)" } ?? "an unsharded run"
                throw Diagnostic(
                    "these results are \(what), but \(firstPath) is shard \(first.shardIndex ?? 0)/\(count)",
                    file: path, line: 0, column: 0,
                    hint: "merge the results of one sharded run: every --shard I/\(count) once")
            }
            var seen: [Int: String] = [:]
            for (part, path) in zip(parts, paths) {
                let index = part.shardIndex ?? 0
                if let other = seen[index] {
                    throw Diagnostic(
                        "shard \(index)/\(count) is given twice: here and in \(other)", file: path, line: 0, column: 0)
                }
                seen[index] = path
            }
            let missing = (1...count).filter { seen[$0] == nil }
            if !missing.isEmpty {
                throw Diagnostic(
                    "the results of shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing",
                    file: paths.first ?? "a11ysim", line: 0, column: 0,
                    hint: "a merged report covers every file only when every shard is given")
            }
        } else if parts.count > 1 {
            throw Diagnostic(
                "\(parts.count) results of unsharded runs cannot be merged: each covers every file", file: paths[1],
                line: 0, column: 0,
                hint: "audit with --shard I/N and --save-results, then merge those")
        }
        return parts.flatMap(\.files).sorted { $0.index < $1.index }
    }
}

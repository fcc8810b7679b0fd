internal import AppSpec
public import Audit
public import Diagnostics
internal import Foundation
internal import Inputs

/// One file's launches split into parts (`audit --jobs` on fewer files
/// than jobs): the entry and each SwiftUI preview are launches of their
/// own, which run the same whatever else runs, so any process may audit
/// any of them and the merged audit is the one a single process makes.
extension AuditOrchestrator {
    /// Which of a file's launches a unit of work audits: all of them, or
    /// those whose position (the entry 0, the n-th preview n) is `number`
    /// modulo `count`.
    public struct FilePart: Sendable, Hashable, CustomStringConvertible {
        /// The part's number, from 0.
        public var number: Int
        /// How many parts the file is split into (1: whole).
        public var count: Int

        /// The whole file.
        public static let whole = FilePart(number: 0, count: 1)

        /// Part `number` of `count`.
        public init(number: Int, count: Int) {
            self.number = number
            self.count = max(1, count)
        }

        /// Reads `p/n` as written by ``description``; `nil` for anything else.
        public init?(_ text: some StringProtocol) {
            let fields = text.split(separator: "/")
            guard fields.count == 2, let number = Int(fields[0]), let count = Int(fields[1]), count >= 1,
                (0..<count).contains(number)
            else { return nil }
            self.init(number: number, count: count)
        }

        /// `p/n`, as the worker option carries it.
        public var description: String { "\(number)/\(count)" }

        /// Whether the launch at `position` (the entry 0, the previews from 1) is in this part.
        func contains(_ position: Int) -> Bool { position % count == number }
    }

    /// What one part of a file audited: the entry's audit (in the part
    /// holding position 0), each preview's with its position, or why the
    /// file did not load.
    public struct PartAudit: Sendable, Codable, WorkerResult {
        /// One preview's audit, not yet appended to the entry's.
        public struct Preview: Sendable, Codable {
            /// The preview's position among the file's launches (from 1).
            public var position: Int
            /// Its name, which keys its screens.
            public var name: String
            /// Its audit, marked as a preview's.
            public var audit: FileAudit
        }

        /// The unit of work's number.
        public var index: Int
        /// The entry's audit, or the failed load's.
        public var entry: FileAudit?
        /// The previews this part audited.
        public var previews: [Preview]
        /// Why the file did not load, every diagnostic.
        public var diagnostics: DiagnosticGroup?
    }

    /// A unit of work: a file, or a part of one, with its expected cost.
    struct Unit: Sendable {
        var file: Int
        var path: String
        var part: FilePart
        var cost: Int
    }

    /// The units `files` are audited as with `jobs` processes: with fewer
    /// files than jobs, each folder or Swift file (an app that may have
    /// previews) is split into parts enough to fill the jobs.
    static func units(_ files: [(index: Int, path: String)], jobs: Int) -> [Unit] {
        guard jobs > 1 else { return files.map { Unit(file: $0.index, path: $0.path, part: .whole, cost: 0) } }
        let partsEach = files.count >= jobs ? 1 : (jobs + files.count - 1) / max(1, files.count)
        return files.flatMap { file -> [Unit] in
            let cost = Self.cost(file.path)
            let count = Self.mayHaveLaunches(file.path) ? partsEach : 1
            return (0..<count).map {
                Unit(file: file.index, path: file.path, part: FilePart(number: $0, count: count), cost: cost / count)
            }
        }
    }

    /// Whether `path` may hold several launches (SwiftUI previews): a folder or a Swift file.
    static func mayHaveLaunches(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        return isFolder.boolValue || path.hasSuffix(".swift")
    }

    /// Audits each unit (its number, path and part) in this process; with
    /// `claims`, a part audits the launches of its file it claims first.
    @MainActor
    func auditParts(
        _ units: [(index: Int, path: String, part: FilePart)], claims: LaunchClaims? = nil
    ) async -> [PartAudit] {
        var options = options
        options.swiftUIPreviews = true
        let loader = InputLoader(options: options)
        var auditor = Auditor()
        auditor.maximumScreens = maximumScreens
        auditor.maximumDepth = maximumDepth
        var audits: [PartAudit] = []
        for (index, file, part) in units {
            // A split file's parts share its launches through the claims (the file known by its first unit).
            func mine(_ position: Int) -> Bool {
                guard part.count > 1, let claims else { return part.contains(position) }
                return claims.claim(file: index - part.number, position: position) ?? part.contains(position)
            }
            do {
                var input = try await loader.load(file)
                var entry: FileAudit?
                if mine(0) {
                    entry = await auditor.audit(spec: input.spec, file: file)
                    if input.showsPreview { entry?.markAsPreview() }
                }
                // Each preview's launches are dropped once audited, and what they made with them.
                var pending = Array(input.variants.enumerated().reversed())
                input.variants = []
                var previews: [PartAudit.Preview] = []
                while let (offset, variant) = pending.popLast() {
                    guard mine(offset + 1) else { continue }
                    var preview = await auditor.audit(spec: variant.spec, file: file)
                    preview.markAsPreview()
                    previews.append(PartAudit.Preview(position: offset + 1, name: variant.name, audit: preview))
                }
                audits.append(PartAudit(index: index, entry: entry, previews: previews, diagnostics: nil))
            } catch {
                let audit = FileAudit(file: file, screens: [], findings: [], evaluations: [], error: error.first)
                audits.append(
                    PartAudit(index: index, entry: part.contains(0) ? audit : nil, previews: [], diagnostics: error))
            }
        }
        return audits
    }

    /// The parts' audits merged into one audit per file, in file order:
    /// the entry's, then each preview's in the order the file declares them.
    static func merge(_ parts: [PartAudit], units: [Unit]) -> [Audited] {
        var byFile: [Int: [PartAudit]] = [:]
        for part in parts { byFile[units[part.index].file, default: []].append(part) }
        return byFile.keys.sorted().compactMap { file in
            let pieces = byFile[file] ?? []
            if let failed = pieces.first(where: { $0.diagnostics != nil }) {
                let path = units[failed.index].path
                let audit =
                    pieces.lazy.compactMap(\.entry).first
                    ?? FileAudit(
                        file: path, screens: [], findings: [], evaluations: [], error: failed.diagnostics?.first)
                return Audited(index: file, audit: audit, diagnostics: failed.diagnostics)
            }
            guard var audit = pieces.lazy.compactMap(\.entry).first else { return nil }
            // Each launch once, should two parts both have audited it (claims that failed midway).
            var merged: Set<Int> = []
            for preview in pieces.flatMap(\.previews).sorted(by: { $0.position < $1.position })
            where merged.insert(preview.position).inserted {
                audit.append(preview.audit, variant: preview.name)
            }
            return Audited(index: file, audit: audit, diagnostics: nil)
        }
    }
}

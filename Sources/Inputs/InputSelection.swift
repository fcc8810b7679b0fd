public import Diagnostics
internal import Foundation

/// The input files a command works on: files named on the command line,
/// and the inputs found in folders (by name ending, sorted, each once),
/// narrowed by `--shard`. Files in a folder that are not inputs are kept
/// as ``skipped`` so a summary can say so.
public struct InputSelection: Sendable {
    /// The files, in order.
    public var files: [String]
    /// Each file's position in the whole selection, before `--shard`
    /// (what merges shards back into one order).
    public var positions: [Int]
    /// Files inside the folders given that are not inputs.
    public var skipped: [String]

    /// A shard: I of N (1-based).
    public struct Shard: Sendable, Hashable {
        /// Which shard this is, from 1.
        public var index: Int
        /// How many shards the selection is split into.
        public var count: Int

        /// Parses `I/N`; nil when malformed.
        public init?(_ text: String) {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
                (1...count).contains(index)
            else {
                return nil
            }
            self.index = index
            self.count = count
        }

        /// Shard `index` (from 1) of `count`; `index` must be in 1...count.
        public init(index: Int, count: Int) {
            precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count)")
            self.index = index
            self.count = count
        }
    }

    /// Whether the folder at `path` is one SwiftUI app: it holds Swift
    /// files and no scenario, storyboard or capture (docs/swiftui.md).
    public static func isSwiftUIApp(folder path: String) -> Bool {
        let (found, others) = scan(folder: path)
        return found.isEmpty && others.contains { $0.hasSuffix(".swift") }
    }

    /// Finds the inputs under `paths`. A path that does not exist is an
    /// error; so is a selection that ends up empty, unless `allowEmpty`.
    public static func discover(
        _ paths: [String], shard: Shard? = nil, allowEmpty: Bool = false
    ) throws(DiagnosticGroup) -> InputSelection {
        var files: [String] = []
        var skipped: [String] = []
        var missing: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(Diagnostic("no such file or directory", file: path, line: 0, column: 0))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            // An Xcode project is the storyboards and XIBs its shipping targets build.
            if let project = InputRegistry.projectFiles(path) {
                switch project {
                case .success(let built): files += built
                case .failure(let diagnostic): missing.append(diagnostic)
                }
                continue
            }
            let (found, others) = scan(folder: path)
            // A folder of Swift sources and no other input is one SwiftUI app
            // (docs/swiftui.md); a folder with scenarios beside Swift files is searched.
            if found.isEmpty, others.contains(where: { $0.hasSuffix(".swift") }) {
                files.append(path)
                continue
            }
            files += found
            skipped += others
        }
        guard missing.isEmpty else { throw DiagnosticGroup(missing) }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0).inserted }
        let all = files.count
        var positions = Array(files.indices)
        if let shard {
            // Every shard deals the same sizes the same way, so the shards cover each file once.
            positions = InputCost.balanced(costs: files.map(InputCost.of), into: shard.count)[shard.index - 1]
            files = positions.map { files[$0] }
        }
        if files.isEmpty && !allowEmpty {
            let looked = InputRegistry.searchedDescription
            let message: String
            if let shard, all > 0 {
                message = "--shard \(shard.index)/\(shard.count) selects none of the \(all) input\(all == 1 ? "" : "s")"
            } else {
                message =
                    "no input files in \(paths.map { "'\($0)'" }.joined(separator: ", ")) (looked for \(looked))"
                    + (skipped.isEmpty ? "" : "; skipped \(skipped.count) other file\(skipped.count == 1 ? "" : "s")")
            }
            throw DiagnosticGroup(
                Diagnostic(
                    message, file: "a11ysim", line: 0, column: 0,
                    hint: "pass --allow-empty to accept an empty selection"))
        }
        return InputSelection(files: files, positions: positions, skipped: skipped)
    }

    /// Inputs and other files below `folder`, each sorted; hidden files and
    /// folders (`.git`, `.build`, `.a11ysim.yml`) are passed over.
    private static func scan(folder path: String) -> (inputs: [String], others: [String]) {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        // A folder named through a symbolic link is searched as its target
        // (paths still read as given); links inside are not followed, so
        // the search cannot loop.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: target) else { return ([], []) }
        var inputs: [String] = []
        var others: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let full = "\(base)/\(relative)"
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            if InputRegistry.isSearched(path: full) {
                inputs.append(full)
            } else {
                others.append(full)
            }
        }
        return (inputs.sorted(), others.sorted())
    }
}

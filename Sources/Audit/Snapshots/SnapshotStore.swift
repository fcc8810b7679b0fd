internal import Foundation

/// Where `a11ysim snapshot` keeps each input's screens: a folder per input
/// under the output directory, named by the input's path relative to the
/// working directory (so `a/Main.storyboard` and `b/Main.storyboard` never
/// collide), holding `<screen>.txt` (the text snapshot, which `--check`
/// compares) and `<screen>.svg` (the overlay, for people).
public struct SnapshotStore: Sendable {
    /// The output directory.
    public let root: String
    /// The working directory paths are made relative to.
    public let workingDirectory: String

    /// Creates a store under `root`, for paths relative to `workingDirectory`
    /// (the process's current directory when `nil`).
    public init(root: String, workingDirectory: String? = nil) {
        self.root = root
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
    }

    /// The folder for `input`: its path relative to the working directory,
    /// each component made safe, `..` written `_up_`; an input outside the
    /// working directory's tree keeps its path from the root, without the
    /// leading `/`.
    public func folder(for input: String) -> String {
        let absolute = URL(
            fileURLWithPath: input, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)
        ).standardizedFileURL.path
        let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        let relative: [String]
        if absolute.hasPrefix(base + "/") {
            relative = absolute.dropFirst(base.count + 1).split(separator: "/").map(String.init)
        } else {
            let inputParts = absolute.split(separator: "/").map(String.init)
            let baseParts = base.split(separator: "/").map(String.init)
            let shared = zip(inputParts, baseParts).prefix { $0 == $1 }.count
            relative = Array(repeating: "..", count: baseParts.count - shared) + inputParts.dropFirst(shared)
        }
        let safe = relative.map { $0 == ".." ? "_up_" : Self.safeName($0) }
        return ([root] + safe).joined(separator: "/")
    }

    /// The file name (without extension) for a screen key.
    public static func fileName(forScreen key: String) -> String { safeName(key) }

    /// The text snapshots recorded for `input`, by screen file name; `nil`
    /// when nothing was recorded for it.
    public func recorded(for input: String) -> [String: String]? {
        let folder = folder(for: input)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var texts: [String: String] = [:]
        for name in names where name.hasSuffix(".txt") {
            texts[String(name.dropLast(4))] = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return texts
    }

    /// Compares the current text snapshots of `input` with the recorded
    /// ones: each changed, new and gone screen, or one missing-reference
    /// change when nothing was recorded.
    public func compare(_ current: [String: String], for input: String) -> [SnapshotChange] {
        guard let recorded = recorded(for: input) else {
            return [SnapshotChange(kind: .missingReference, file: input, screen: "")]
        }
        var changes: [SnapshotChange] = []
        for name in Set(current.keys).union(recorded.keys).sorted() {
            let screen = Self.screenKey(current[name] ?? recorded[name] ?? "") ?? name
            switch (recorded[name], current[name]) {
            case (let old?, let new?) where old != new:
                let path = folder(for: input) + "/" + name + ".txt"
                changes.append(
                    SnapshotChange(
                        kind: .changed, file: input, screen: screen,
                        diff: UnifiedDiff(old: old, new: new, oldName: path, newName: "\(input) (now)")))
            case (nil, _?): changes.append(SnapshotChange(kind: .added, file: input, screen: screen))
            case (_?, nil): changes.append(SnapshotChange(kind: .removed, file: input, screen: screen))
            default: break
            }
        }
        return changes
    }

    /// The screen key a text snapshot names on its first line, `# home > tip (file)`.
    static func screenKey(_ snapshot: String) -> String? {
        guard let first = snapshot.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("# "),
            let open = first.range(of: " (", options: .backwards)
        else { return nil }
        return String(first[first.index(first.startIndex, offsetBy: 2)..<open.lowerBound])
    }

    /// Files in `input`'s folder that a recording of `screens` would leave
    /// stale: snapshots of screens the app no longer reaches.
    public func staleFiles(for input: String, keeping screens: Set<String>) -> [String] {
        let folder = folder(for: input)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            guard name.hasSuffix(".txt") || name.hasSuffix(".svg") else { return false }
            return !screens.contains(String(name.dropLast(4)))
        }.sorted().map { folder + "/" + $0 }
    }

    /// A file or folder name: letters, digits, '.', '-' and '_' kept; each
    /// run of anything else one '_'.
    static func safeName(_ text: String) -> String {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || "._-".contains($0)) }).joined(separator: "_")
    }
}

internal import Foundation

/// What an input is expected to cost to run or audit, and inputs dealt
/// into balanced batches by it: what `--shard` and the worker processes
/// of `--jobs` share files by.
public enum InputCost {
    /// How many files of a folder are counted at most.
    static let folderFileLimit = 10_000

    /// A file's expected cost: its size; a folder's (an Xcode project, a
    /// SwiftUI app) is the size of the files in it, the first 10,000.
    @Sendable public static func of(_ path: String) -> Int {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return 0 }
        guard isFolder.boolValue else { return (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        var total = 0
        var counted = 0
        let enumerator = manager.enumerator(
            at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL, counted < folderFileLimit {
            counted += 1
            guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
                values.isRegularFile == true
            else { continue }
            total += values.fileSize ?? 0
        }
        return total
    }

    /// The positions `0..<costs.count` dealt into `count` batches: each,
    /// costliest first (ties in order), to the batch with the least cost
    /// so far (ties: the first); each batch in order. Loads saturate
    /// instead of overflowing. The same costs always give the same batches.
    public static func balanced(costs given: [Int], into count: Int) -> [[Int]] {
        let costs = given.map { max(0, $0) }
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var loads = Array(repeating: 0, count: max(1, count))
        var members = Array(repeating: [Int](), count: max(1, count))
        for position in order {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
            let (sum, overflow) = loads[lightest].addingReportingOverflow(costs[position])
            loads[lightest] = overflow ? Int.max : sum
            members[lightest].append(position)
        }
        return members.map { $0.sorted() }
    }
}

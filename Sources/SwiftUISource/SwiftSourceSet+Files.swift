internal import Foundation

extension SwiftSourceSet {
    /// Swift files read for one app at most.
    public static let maximumFiles = 3_000

    /// The Swift files read for `path`: a file first, then every `.swift`
    /// file below its folder (a folder: below it), sorted, except in test
    /// folders, `Package.swift` and hidden folders.
    public static func appFiles(for path: String) -> [String] {
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let folder = isFolder ? trimmed : (path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        var paths: [String] = isFolder ? [] : [path]
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return paths }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix("Tests") || name.hasSuffix("UITests") || name == "Pods" || name == "Carthage" {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
            let full = folder.isEmpty ? relative : "\(folder)/\(relative)"
            if full != path { found.append(full) }
            if found.count >= maximumFiles { break }
        }
        paths += found.sorted()
        return paths
    }
}

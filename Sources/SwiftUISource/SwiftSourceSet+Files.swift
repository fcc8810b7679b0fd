internal import Foundation

extension SwiftSourceSet {
    /// Swift files read for one app at most.
    public static let maximumFiles = 3_000

    /// The Swift files read for `path`: a file first, then every `.swift`
    /// file below its folder (a folder: below it), sorted, except in test
    /// folders, `Package.swift` and hidden folders.
    public static func appFiles(for path: String) -> [String] {
        let (folder, isFolder) = appFolder(for: path)
        let found = files(under: folder) { $0.hasSuffix(".swift") && $0 != "Package.swift" }.filter { $0 != path }
        return (isFolder ? [] : [path]) + found
    }

    /// The string tables of the app at `path` (a file: its folder), found
    /// as its Swift files are: `Localizable.strings` and other `.strings`
    /// files (and `.stringsdict` plural rules) in `en.lproj` or `Base.lproj`, and string catalogs (`.xcstrings`).
    public static func stringTables(for path: String) -> [String] {
        let (folder, _) = appFolder(for: path)
        return files(under: folder) { name in
            name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")
        }.filter { file in
            guard file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") else { return true }
            let language = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            return language == "en.lproj" || language == "Base.lproj" || language == "en-US.lproj"
        }
    }

    private static func appFolder(for path: String) -> (folder: String, isFolder: Bool) {
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return (isFolder ? trimmed : (path as NSString).deletingLastPathComponent, isFolder)
    }

    /// Files below `folder` whose names `accept` takes, sorted, at most
    /// ``maximumFiles``, leaving out test folders, dependencies and hidden folders.
    private static func files(under folder: String, accept: (String) -> Bool) -> [String] {
        let base = folder.isEmpty ? "." : folder
        // A folder named through a symbolic link is read as its target (paths
        // still read as given); links inside are not followed, so the walk cannot loop.
        let target = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: target) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix("Tests") || name.hasSuffix("UITests") || name == "Pods"
                || name == "Carthage"
            {
                enumerator.skipDescendants()
                continue
            }
            guard accept(name) else { continue }
            found.append(folder.isEmpty ? relative : "\(folder)/\(relative)")
            if found.count >= maximumFiles { break }
        }
        return found.sorted()
    }
}

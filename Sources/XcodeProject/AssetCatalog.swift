internal import Foundation

/// An Xcode asset catalog (`.xcassets`) as its folders hold it: each image
/// and color set by its name. A folder whose `Contents.json` sets
/// `provides-namespace` puts its name before its assets' (`Fountain/Stone`);
/// any other folder only groups them.
public struct AssetCatalog: Sendable, Equatable {
    /// The kinds of asset that Xcode generates a symbol for.
    public enum Kind: String, Sendable, CaseIterable {
        case image = "imageset"
        case color = "colorset"
    }

    /// One image or color set.
    public struct Asset: Sendable, Equatable {
        /// An image set or a color set.
        public var kind: Kind
        /// The namespaces it is in, outermost first (`["Fountain"]`).
        public var namespaces: [String]
        /// Its own name, the set's folder name without its extension (`Stone`).
        public var name: String

        /// The name the app loads it by: its namespaces and its name joined by `/`.
        public var fullName: String { (namespaces + [name]).joined(separator: "/") }
    }

    /// The catalog's path.
    public var path: String
    /// Its image and color sets, in the order of their paths.
    public var assets: [Asset]

    /// How many entries of one catalog are looked at at most.
    public static let entryLimit = 20_000
    /// How deep folders nest at most below a catalog.
    public static let depthLimit = 16

    /// Reads the catalog at `path`; an unreadable one has no assets.
    public static func read(_ path: String) -> AssetCatalog {
        var assets: [Asset] = []
        var seen = 0
        walk(path, namespaces: [], depth: 0, seen: &seen, into: &assets)
        return AssetCatalog(path: path, assets: assets)
    }

    private static func walk(
        _ folder: String, namespaces: [String], depth: Int, seen: inout Int, into assets: inout [Asset]
    ) {
        guard depth < depthLimit,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        else { return }
        for name in names where !name.hasPrefix(".") {
            seen += 1
            guard seen <= entryLimit else { return }
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            let ext = (name as NSString).pathExtension
            if let kind = Kind(rawValue: ext) {
                assets.append(Asset(kind: kind, namespaces: namespaces, name: (name as NSString).deletingPathExtension))
            } else if ext.isEmpty {
                let inner = providesNamespace(path) ? namespaces + [name] : namespaces
                walk(path, namespaces: inner, depth: depth + 1, seen: &seen, into: &assets)
            }
        }
    }

    /// Whether the folder's `Contents.json` sets `provides-namespace`.
    static func providesNamespace(_ folder: String) -> Bool {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file), data.count < 1 << 16,
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The catalogs below `folder` (not inside a build product or a
    /// package checkout), in the order of their paths; at most `limit`.
    public static func catalogs(under folder: String, limit: Int = 200) -> [AssetCatalog] {
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        var paths: [String] = []
        var looked = 0
        while let item = walker.nextObject() as? URL, looked < 100_000, paths.count < limit {
            looked += 1
            let name = item.lastPathComponent
            guard (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            if name.hasSuffix(".xcassets") {
                paths.append(item.path)
                walker.skipDescendants()
            } else if skippedFolders.contains(name) || name.hasPrefix(".") || name.hasSuffix(".xcodeproj") {
                walker.skipDescendants()
            }
        }
        return paths.sorted().map(read)
    }

    /// Folders that hold no catalog of the app's own.
    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
}

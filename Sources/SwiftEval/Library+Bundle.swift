import Foundation
import SwiftSyntax

/// The app's bundle as its sources' folder holds it: a resource the app
/// loads (`Bundle.main.url(forResource: "islands", withExtension: "json")`)
/// is the one file of that name below the folder, read from disk.
final class AppBundle {
    let folder: URL
    /// The built app's Info.plist string values the client settled from
    /// the app's project (`CFBundleShortVersionString` from its
    /// `MARKETING_VERSION`); any other key is runtime data.
    var info: [String: String] = [:]
    /// Each file's paths by its name, made on first use.
    private var index: [String: [String]]?

    /// Folders a built bundle never holds as files.
    static let skippedFolders: Set<String> = [".git", ".build", "build", "DerivedData", "Pods", "node_modules"]
    /// How many files are indexed at most.
    static let fileLimit = 50_000
    /// The largest resource read, in bytes.
    static let sizeLimit = 32 << 20

    init(folder: URL) { self.folder = folder }

    /// The paths of the files called `name` below the folder (asset
    /// catalogs are not resources read by name).
    func files(named name: String) -> [String] {
        if index == nil { index = Self.makeIndex(folder) }
        return index?[name] ?? []
    }

    private static func makeIndex(_ folder: URL) -> [String: [String]] {
        var found: [String: [String]] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return found }
        var count = 0
        while let item = walker.nextObject() as? URL, count < fileLimit {
            let name = item.lastPathComponent
            if (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if skippedFolders.contains(name) || name.hasPrefix(".") || name.hasSuffix(".xcassets")
                    || name.hasSuffix(".xcodeproj")
                {
                    walker.skipDescendants()
                }
                continue
            }
            count += 1
            found[name, default: []].append(item.path)
        }
        return found
    }

    /// Whether `url` is a file below the folder.
    func holds(_ url: URL) -> Bool {
        url.isFileURL && url.standardizedFileURL.path.hasPrefix(folder.standardizedFileURL.path + "/")
    }
}

extension Interpreter {
    /// `Bundle.main` and `Bundle.module`: the client's app folder; with
    /// none (a program run alone), the running app's bundle is runtime data.
    func appBundle(_ name: String, at node: some SyntaxProtocol) -> Value? {
        guard ["main", "module"].contains(name) else { return nil }
        guard let bundle = resourceBundle else {
            return unknown(.runtimeData, "Bundle.\(name), the running app's bundle", at: node)
        }
        return .native(NativeObject(type: "Bundle", object: bundle))
    }
}

extension Library {
    /// A resource's URL or path, by its name and extension; what the built
    /// app's Info.plist holds is runtime data.
    static func bundleMethod(_ name: String, _ bundle: AppBundle, _ call: LibraryCall) -> Value? {
        let labels = call.labels
        switch (name, labels.first) {
        case ("url", "forResource"), ("path", "forResource"):
            guard let resource = call.argument(0)?.text else { return nil }
            let ext = call.argument(labels.contains("withExtension") ? "withExtension" : "ofType")
            if let ext, !ext.isNil, ext.text == nil { return nil }
            let file = [resource, ext?.text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".")
            let matches = bundle.files(named: file)
            let contents = Set(matches.prefix(8).map { FileManager.default.contents(atPath: $0) })
            guard let path = matches.first, contents.count == 1 else {
                return call.unknown(
                    .runtimeData,
                    matches.isEmpty
                        ? "\(file), a resource the sources' folder does not hold"
                        : "\(file): \(matches.count) different files of that name; which one the app holds depends on its targets"
                )
            }
            let url = URL(fileURLWithPath: path)
            return .optional(name == "url" ? Library.url(url) : .string(url.path))
        case ("object", "forInfoDictionaryKey"):
            guard let key = call.argument(0)?.text else { return nil }
            return infoValue(key, bundle, call.interpreter, at: call.node)
        case ("infoDictionary", _), ("bundleIdentifier", _):
            return call.unknown(.runtimeData, "the built app's Info.plist")
        default: return nil
        }
    }

    /// `Data(contentsOf:)` and `String(contentsOf:…)` of a file in the app's
    /// folder, read from disk; any other URL is runtime data.
    static func fileContents(_ type: String, _ call: LibraryCall) -> Value? {
        guard let url = call.argument(0).flatMap({ host($0, as: URL.self) }) else { return nil }
        guard let bundle = call.interpreter.resourceBundle, bundle.holds(url),
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
            size <= AppBundle.sizeLimit, let data = FileManager.default.contents(atPath: url.path)
        else {
            return call.unknown(.runtimeData, "what \(url.lastPathComponent) holds when the app runs")
        }
        if type == "Data" { return .native(NativeObject(type: "Data", object: DataBox(data))) }
        return String(data: data, encoding: .utf8).map(Value.string)
    }
}

/// `Bundle.main.infoDictionary`: the built app's Info.plist, of which only
/// the values the client settled from the app's project are known.
final class InfoDictionaryBox {
    let bundle: AppBundle
    init(_ bundle: AppBundle) { self.bundle = bundle }
}

extension Library {
    /// The Info.plist value of `key`: settled by the app's project, else
    /// runtime data (what the built app's Info.plist holds).
    static func infoValue(_ key: String, _ bundle: AppBundle, _ interpreter: Interpreter, at node: Syntax) -> Value {
        guard let value = bundle.info[key] else {
            return interpreter.unknown(.runtimeData, "\(key) of the built app's Info.plist", at: node)
        }
        return .optional(.string(value))
    }
}

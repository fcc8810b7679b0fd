public import Diagnostics
internal import Foundation

/// An Xcode project (`App.xcodeproj`) as far as the audit needs it: which
/// storyboards and XIBs each target builds into its product, from
/// `project.pbxproj`'s resources build phases (localized variant groups
/// through their Base localization) and Xcode 16's folder-synchronized
/// groups (minus each target's membership exceptions).
public struct XcodeProject: Sendable {
    /// One target and the interface files it builds.
    public struct Target: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// Its product type, e.g. `com.apple.product-type.application`.
        public var productType: String
        /// The storyboards and XIBs it builds, as paths that exist.
        public var interfaceFiles: [String]
        /// Its Debug configuration's build settings over the project's
        /// (`MARKETING_VERSION`, `INFOPLIST_FILE`); string values only.
        public var buildSettings: [String: String] = [:]

        /// Whether the product ships in the app (not a test bundle).
        public var ships: Bool { !productType.contains("test") }
    }

    /// The `.xcodeproj` folder.
    public var path: String
    /// The targets, in the project's order.
    public var targets: [Target]

    /// The interface files of the targets that ship, each once, in order.
    public var shippedInterfaceFiles: [String] {
        var seen: Set<String> = []
        return targets.filter(\.ships).flatMap(\.interfaceFiles).filter { seen.insert($0).inserted }
    }

    /// Whether `path` names an Xcode project folder.
    public static func isProject(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.hasSuffix(".xcodeproj")
    }

    /// Reads the project at `path` (the `.xcodeproj` folder).
    public static func load(path: String) throws(Diagnostic) -> XcodeProject {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Diagnostic("the Xcode project has no readable project.pbxproj", file: path, line: 0, column: 0)
        }
        var parser = PropertyListParser(text: String(decoding: data, as: UTF8.self), path: file)
        guard let root = try parser.parse().dictionary, let objects = root["objects"]?.dictionary,
            let rootID = root["rootObject"]?.string, let project = objects[rootID]?.dictionary
        else {
            throw Diagnostic("project.pbxproj has no root object with its objects", file: file, line: 1, column: 1)
        }
        let folder = ((path as NSString).standardizingPath as NSString).deletingLastPathComponent
        let resolver = PathResolver(
            objects: objects,
            projectFolder: (folder as NSString).appendingPathComponent(project["projectDirPath"]?.string ?? ""))
        let targets = (project["targets"]?.strings ?? []).compactMap { id -> Target? in
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { return nil }
            let projectSettings = debugSettings(project["buildConfigurationList"]?.string, objects)
            return Target(
                name: target["name"]?.string ?? id, productType: target["productType"]?.string ?? "",
                interfaceFiles: resolver.interfaceFiles(of: id, target: target),
                buildSettings: projectSettings.merging(
                    debugSettings(target["buildConfigurationList"]?.string, objects), uniquingKeysWith: { $1 }))
        }
        return XcodeProject(path: path, targets: targets)
    }

    /// The string build settings of the `Debug` configuration of a
    /// configuration list (the build a11ysim reads, as `#if DEBUG` does).
    static func debugSettings(_ listID: String?, _ objects: [String: PropertyListValue]) -> [String: String] {
        guard let listID, let list = objects[listID]?.dictionary else { return [:] }
        let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0]?.dictionary }
        guard let debug = configurations.first(where: { $0["name"]?.string == "Debug" }) ?? configurations.first,
            let settings = debug["buildSettings"]?.dictionary
        else { return [:] }
        return settings.compactMapValues(\.string)
    }
}

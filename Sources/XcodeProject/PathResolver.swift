internal import Foundation

/// Turns `project.pbxproj` objects into file paths: a file reference's path
/// through its groups' paths and source trees, and a target's interface files.
struct PathResolver {
    let objects: [String: PropertyListValue]
    let projectFolder: String
    /// Object id -> the group that lists it as a child.
    let parents: [String: String]

    static let interfaceExtensions = [".storyboard", ".xib"]

    init(objects: [String: PropertyListValue], projectFolder: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object.dictionary?["children"]?.strings ?? [] where parents[child] == nil {
                parents[child] = id
            }
        }
        self.parents = parents
    }

    /// The interface files `target` (object `id`) builds.
    func interfaceFiles(of id: String, target: [String: PropertyListValue]) -> [String] {
        var files: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID]?.dictionary, phase["isa"]?.string == "PBXResourcesBuildPhase" else {
                continue
            }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string else { continue }
                files += interfaceFiles(reference: reference)
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
            files += synchronizedFiles(group: groupID, target: id)
        }
        return files.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// A file reference's path, or a variant group's Base (else first) one.
    private func interfaceFiles(reference id: String) -> [String] {
        guard let object = objects[id]?.dictionary else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" {
            let children = (object["children"]?.strings ?? []).compactMap { child in path(of: child).map { (child, $0) }
            }
            let chosen = children.first { $0.1.contains("Base.lproj/") } ?? children.first
            return chosen.map { [$0.1] }?.filter(Self.isInterface) ?? []
        }
        return path(of: id).map { [$0] }?.filter(Self.isInterface) ?? []
    }

    /// Every interface file under a folder-synchronized group, but those the
    /// group's exception sets take out of `target`.
    private func synchronizedFiles(group id: String, target: String) -> [String] {
        guard let group = objects[id]?.dictionary, let folder = path(of: id) else { return [] }
        var excluded: Set<String> = []
        for exceptionID in group["exceptions"]?.strings ?? [] {
            guard let exception = objects[exceptionID]?.dictionary, exception["target"]?.string == target else {
                continue
            }
            excluded.formUnion(exception["membershipExceptions"]?.strings ?? [])
        }
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        var visited = 0
        while let relative = walker.nextObject() as? String, visited < 200_000 {
            visited += 1
            guard Self.isInterface(relative), !excluded.contains(relative) else { continue }
            found.append((folder as NSString).appendingPathComponent(relative))
        }
        return found.sorted()
    }

    /// An object's path on disk, through its groups (a bounded walk).
    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let objectID = current, steps < 256 {
            steps += 1
            guard let object = objects[objectID]?.dictionary else { return nil }
            let own = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let own { components.insert(own, at: 0) }
                guard let parent = parents[objectID] else { return join(projectFolder, components) }
                current = parent
            case "SOURCE_ROOT":
                if let own { components.insert(own, at: 0) }
                return join(projectFolder, components)
            case "<absolute>":
                if let own { components.insert(own, at: 0) }
                return join("", components)
            default:
                return nil
            }
        }
        return nil
    }

    private func join(_ base: String, _ components: [String]) -> String {
        let joined = components.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
        return (joined as NSString).standardizingPath
    }

    static func isInterface(_ path: String) -> Bool { interfaceExtensions.contains { path.hasSuffix($0) } }
}

internal import Foundation

/// What an app target's built Info.plist holds, as far as its project
/// settles it: the keys of its `INFOPLIST_FILE` and, when Xcode generates
/// the file (`GENERATE_INFOPLIST_FILE`), the version keys from
/// `MARKETING_VERSION` and `CURRENT_PROJECT_VERSION` and each
/// `INFOPLIST_KEY_<key>`; `$(NAME)` references expanded from the build
/// settings. A value that names a setting the project does not give is left out.
extension XcodeProject {
    /// The settled string values of `target`'s Info.plist, by key.
    public func infoPlistValues(of target: Target) -> [String: String] {
        let settings = target.buildSettings
        let sourceRoot = (((path as NSString).standardizingPath) as NSString).deletingLastPathComponent
        var values: [String: String] = [:]
        if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
            values["CFBundleShortVersionString"] = settings["MARKETING_VERSION"]
            values["CFBundleVersion"] = settings["CURRENT_PROJECT_VERSION"]
            for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
                values[String(name.dropFirst("INFOPLIST_KEY_".count))] = value
            }
        }
        if let file = settings["INFOPLIST_FILE"].flatMap({ Self.expand($0, settings, root: sourceRoot) }) {
            let full = file.hasPrefix("/") ? file : (sourceRoot as NSString).appendingPathComponent(file)
            if let data = FileManager.default.contents(atPath: full), data.count < 1 << 20,
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            {
                for (key, value) in plist { if let text = value as? String { values[key] = text } }
            }
        }
        return values.compactMapValues { Self.expand($0, settings, root: sourceRoot) }
    }

    /// Whether `target` builds an iPhone app (not a watch, TV or Mac one).
    public static func buildsPhoneApp(_ target: Target) -> Bool {
        guard target.productType == "com.apple.product-type.application" else { return false }
        let settings = target.buildSettings
        if settings["SDKROOT"] == "iphoneos" { return true }
        return settings["SUPPORTED_PLATFORMS"]?.split(separator: " ").contains("iphoneos") == true
    }

    /// The Info.plist values every iPhone app target agrees on, of the
    /// projects beside the sources in `folder` or in one of its nearest
    /// parents (an app's `.xcodeproj` sits beside its sources' folder), else
    /// below it (a few levels deep); empty when none.
    public static func appInfo(under folder: String) -> [String: String] {
        var found: [String] = []
        var current = URL(fileURLWithPath: folder).standardizedFileURL.path
        for _ in 0..<4 where found.isEmpty {
            found = projects(under: current, depth: 0)
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { break }
            current = parent
        }
        if found.isEmpty { found = projects(under: folder) }
        return agreedInfo(of: found)
    }

    /// The values every iPhone app target of the projects at `paths` agrees on.
    static func agreedInfo(of paths: [String]) -> [String: String] {
        var agreed: [String: String]?
        for projectPath in paths {
            guard let project = try? load(path: projectPath) else { continue }
            for target in project.targets where buildsPhoneApp(target) {
                let values = project.infoPlistValues(of: target)
                agreed = agreed.map { $0.filter { values[$0.key] == $0.value } } ?? values
            }
        }
        return agreed ?? [:]
    }

    /// The `.xcodeproj` folders below `folder`, at most `depth` levels down, in path order.
    static func projects(under folder: String, depth: Int = 4) -> [String] {
        guard depth >= 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && !["Pods", "build", "DerivedData"].contains(name) {
            let full = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            if name.hasSuffix(".xcodeproj") {
                found.append(full)
            } else if !name.hasSuffix(".xcassets"), !name.hasSuffix(".lproj"), found.count < 16 {
                found += projects(under: full, depth: depth - 1)
            }
        }
        return found
    }

    /// `text` with each `$(NAME)` or `${NAME}` (and `$(NAME:modifier)`)
    /// replaced by its setting, `SRCROOT` and `PROJECT_DIR` by the project's
    /// folder; `nil` when one names a setting the project does not give.
    static func expand(_ text: String, _ settings: [String: String], root: String, depth: Int = 0) -> String? {
        guard text.contains("$"), depth < 8 else { return text.contains("$(") || text.contains("${") ? nil : text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}")
            else {
                result.append("$")
                rest = rest[open...]
                continue
            }
            let inner = rest[rest.index(after: open)..<close]
            let name = String(inner.split(separator: ":").first ?? inner)
            let value = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"].contains(name) ? root : settings[name]
            guard let value, let expanded = expand(value, settings, root: root, depth: depth + 1) else { return nil }
            result += expanded
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

internal import AppSpec
internal import Diagnostics
internal import Foundation

extension ScenarioLoader {
    /// `swiftui: PATH` or `swiftui: {path: PATH, view: TYPE}` /
    /// `{path: PATH, preview: NAME}`: the app from SwiftUI sources (a
    /// folder, or a `.swift` file read with its folder), relative to the
    /// scenario, read on every run (docs/swiftui.md).
    func importSwiftUI(
        _ node: YAMLNode, scenarioPath: String, rightToLeft: Bool, launch: LaunchConditions
    ) throws(Diagnostic) -> (ReferencedSources.App, SwiftUISourceReference) {
        var relative: String
        var entry: SwiftUIEntry?
        var pathNode = node
        if node.isMapping {
            var path: String?
            for field in try node.entries("swiftui", allowed: ["path", "view", "preview"]) {
                switch field.key {
                case "path":
                    path = try field.value.string("swiftui.path")
                    pathNode = field.value
                case "view":
                    if entry != nil { throw field.keyNode.error("name a 'view' or a 'preview', not both") }
                    entry = .view(try field.value.string("swiftui.view"))
                default:
                    if entry != nil { throw field.keyNode.error("name a 'view' or a 'preview', not both") }
                    entry = .preview(try field.value.string("swiftui.preview"))
                }
            }
            guard let path else {
                throw node.error("'swiftui' needs a 'path': the folder or .swift file of the sources")
            }
            relative = path
        } else {
            relative = try node.string("swiftui")
        }
        let full = Self.resolve(relative, besides: scenarioPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
            throw pathNode.error("the SwiftUI sources '\(relative)' do not exist (looked for '\(full)')")
        }
        guard isDirectory.boolValue || full.hasSuffix(".swift") else {
            throw pathNode.error("'swiftui' names a folder of Swift sources or a .swift file, not '\(relative)'")
        }
        do {
            return (
                try sources.swiftUI(full, entry, rightToLeft, launch),
                SwiftUISourceReference(path: relative, entry: entry)
            )
        } catch {
            // Every problem of the sources is reported; the first one stops this key.
            for later in error.diagnostics.dropFirst() { node.sink.record(later) }
            throw error.diagnostics[0]
        }
    }
}

extension ScenarioLoader {
    /// `launch: {arguments: [-UITests], environment: {STUB: "1"}, defaults: {onboarded: true}}`:
    /// what the app's code sees in `ProcessInfo`, `@AppStorage` and `UserDefaults`.
    func parseLaunch(_ node: YAMLNode) throws(Diagnostic) -> LaunchConditions {
        var launch = LaunchConditions()
        for field in try node.entries("launch", allowed: ["arguments", "environment", "defaults"]) {
            switch field.key {
            case "arguments":
                launch.arguments = try field.value.stringList("launch.arguments")
            case "environment":
                for entry in try field.value.entries("launch.environment") {
                    launch.environment[entry.key] = try entry.value.string("launch.environment.\(entry.key)")
                }
            default:
                for entry in try field.value.entries("launch.defaults") {
                    let text = try entry.value.string("launch.defaults.\(entry.key)")
                    if let flag = Bool(text), entry.value.isPlainScalar {
                        launch.defaults[entry.key] = .bool(flag)
                    } else if let number = Double(text), entry.value.isPlainScalar {
                        launch.defaults[entry.key] = .number(number)
                    } else {
                        launch.defaults[entry.key] = .string(text)
                    }
                }
            }
        }
        return launch
    }
}

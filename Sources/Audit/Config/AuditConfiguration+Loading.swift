public import Diagnostics
internal import Foundation
internal import Yams

extension AuditConfiguration {
    /// The keys a configuration file may have.
    static let keys = ["failOn", "baseline", "maxScreens", "maxDepth", "exclude", "excludeScreens", "rules"]

    /// The configuration file for a run: `explicit` if given, else the
    /// first `.a11ysim.yml` in `directory` or a parent of it (stopping at
    /// a repository's root), else the defaults.
    public static func discover(explicit: String?, from directory: String) throws(Diagnostic) -> AuditConfiguration {
        if let explicit { return try load(path: explicit) }
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".a11ysim.yml").path
            if FileManager.default.fileExists(atPath: candidate) { return try load(path: candidate) }
            let isRoot = FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path)
            let parent = current.deletingLastPathComponent()
            if isRoot || parent.path == current.path { return AuditConfiguration() }
            current = parent
        }
    }

    /// Reads the configuration file at `path`.
    public static func load(path: String) throws(Diagnostic) -> AuditConfiguration {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw Diagnostic("the configuration file cannot be read", file: path)
        }
        var configuration = try parse(text, path: path)
        configuration.source = path
        return configuration
    }

    /// Parses configuration text; `path` names the file in errors.
    public static func parse(_ text: String, path: String) throws(Diagnostic) -> AuditConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw Diagnostic("the configuration is not valid YAML: \(error)", file: path)
        }
        var configuration = AuditConfiguration()
        guard let root else { return configuration }
        guard let mapping = root.mapping else {
            throw Self.error(
                "the configuration must be a mapping of keys (\(keys.joined(separator: ", ")))", at: root, path: path)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "failOn": configuration.failOn = try impact(value, path: path)
            case "baseline": configuration.baseline = try string(value, path: path, what: "baseline")
            case "maxScreens": configuration.maxScreens = try count(value, path: path, what: "maxScreens")
            case "maxDepth": configuration.maxDepth = try count(value, path: path, what: "maxDepth")
            case "exclude": configuration.exclude = try strings(value, path: path, what: "exclude")
            case "excludeScreens": configuration.excludeScreens = try strings(value, path: path, what: "excludeScreens")
            case "rules": try parseRules(value, into: &configuration, path: path)
            default:
                throw Self.error(
                    "unknown key '\(key)' in the configuration", at: keyNode, path: path,
                    hint: Suggestions.hint(for: key, among: keys))
            }
        }
        return configuration
    }

    private static func parseRules(
        _ node: Node, into configuration: inout AuditConfiguration, path: String
    ) throws(Diagnostic) {
        guard let mapping = node.mapping else {
            throw error("'rules' must map rule ids to off, on, an impact, or {enabled, impact}", at: node, path: path)
        }
        for (keyNode, value) in mapping {
            let id = keyNode.string ?? ""
            guard let rule = AuditRule(rawValue: id) else {
                throw error(
                    "unknown rule '\(id)'", at: keyNode, path: path,
                    hint: Suggestions.hint(for: id, among: AuditRule.allCases.map(\.rawValue)))
            }
            if let settings = value.mapping {
                for (settingKey, setting) in settings {
                    switch settingKey.string ?? "" {
                    case "enabled":
                        guard let enabled = setting.bool else {
                            throw error("'enabled' must be true or false", at: setting, path: path)
                        }
                        if enabled { configuration.disabled.remove(rule) } else { configuration.disabled.insert(rule) }
                    case "impact": configuration.impacts[rule] = try impact(setting, path: path)
                    default:
                        let name = settingKey.string ?? ""
                        throw error(
                            "unknown key '\(name)' for rule '\(id)'", at: settingKey, path: path,
                            hint: Suggestions.hint(for: name, among: ["enabled", "impact"]))
                    }
                }
            } else if let text = value.string, text == "off" || text == "false" {
                configuration.disabled.insert(rule)
            } else if let text = value.string, text == "on" || text == "true" {
                configuration.disabled.remove(rule)
            } else {
                configuration.impacts[rule] = try impact(value, path: path)
            }
        }
    }

    private static func impact(_ node: Node, path: String) throws(Diagnostic) -> Impact {
        let text = node.string ?? ""
        guard let impact = Impact(rawValue: text) else {
            throw error(
                "'\(text)' is not an impact (minor, moderate, serious, critical)", at: node, path: path,
                hint: Suggestions.hint(for: text, among: Impact.allCases.map(\.rawValue)))
        }
        return impact
    }

    private static func string(_ node: Node, path: String, what: String) throws(Diagnostic) -> String {
        guard let text = node.string, !text.isEmpty else {
            throw error("'\(what)' must be a non-empty string", at: node, path: path)
        }
        return text
    }

    private static func strings(_ node: Node, path: String, what: String) throws(Diagnostic) -> [String] {
        guard let items = node.sequence else {
            throw error("'\(what)' must be a list of strings", at: node, path: path)
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string, !text.isEmpty else {
                throw error("each item of '\(what)' must be a non-empty string", at: item, path: path)
            }
            result.append(text)
        }
        return result
    }

    private static func count(_ node: Node, path: String, what: String) throws(Diagnostic) -> Int {
        guard let value = node.int, value >= 1 else {
            throw error("'\(what)' must be a whole number of at least 1", at: node, path: path)
        }
        return value
    }

    private static func error(_ message: String, at node: Node, path: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(message, file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, hint: hint)
    }
}

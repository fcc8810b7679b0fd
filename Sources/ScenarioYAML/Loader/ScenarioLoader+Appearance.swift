internal import AppModel
internal import AppSpec
internal import Diagnostics

extension ScenarioLoader {
    /// Reads one appearance key into `spec`.
    func parseAppearanceKey(
        _ key: AppearanceKey, _ value: YAMLNode, into spec: inout ViewAppearanceSpec
    ) throws(Diagnostic) {
        let name = key.rawValue
        switch key {
        case .backgroundColor: spec.backgroundColor = try Self.color(value, what: name)
        case .tintColor: spec.tintColor = try Self.color(value, what: name)
        case .textColor: spec.textColor = try Self.color(value, what: name)
        case .indicatorColor: spec.indicatorColor = try Self.color(value, what: name)
        case .font: spec.font = try Self.font(value)
        case .lines:
            let lines = try value.int(name)
            guard lines >= 0 else { throw value.error("lines must be 0 (no limit) or more, not \(lines)") }
            spec.lines = lines
        case .shrinksToFit: spec.shrinksToFit = try value.bool(name)
        case .templateImage: spec.templateImage = try value.bool(name)
        }
    }

    /// A colour: `"#RRGGBB"` / `"#RRGGBBAA"` (fixed), a system colour's name
    /// (`secondaryLabel`, `systemBlue`), or `{light:, dark:, name:}`.
    static func color(_ node: YAMLNode, what: String) throws(Diagnostic) -> Color {
        if node.isMapping {
            var light: RGBA?
            var dark: RGBA?
            var name: String?
            for entry in try node.entries(what, allowed: ["light", "dark", "name"]) {
                switch entry.key {
                case "light": light = try fixedColor(entry.value, what: "\(what).light")
                case "dark": dark = try fixedColor(entry.value, what: "\(what).dark")
                case "name": name = try entry.value.string("\(what).name")
                default: break
                }
            }
            guard let light else {
                throw node.error("\(what) needs a 'light' value (and 'dark' when the colour adapts)")
            }
            return Color(name: name, light: light, dark: dark)
        }
        if node.isSequence { return .fixed(try fixedColor(node, what: what)) }
        let text = try node.string(what)
        if text.hasPrefix("#") { return .fixed(try fixedColor(node, what: what)) }
        guard let system = Color.system(text) else {
            let hexDigits = text.count == 6 && text.allSatisfy(\.isHexDigit)
            throw node.error(
                "'\(text)' is not a colour: write \"#RRGGBB\", a system colour (label, secondaryLabel, systemBlue, …) or {light: …, dark: …}",
                hint: hexDigits
                    ? "write it as \"#\(text)\", in quotes (# starts a YAML comment)"
                    : Suggestions.hint(for: text, among: Color.systemNames))
        }
        return system
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, a system colour that does not adapt, or
    /// `[red, green, blue]` / `[red, green, blue, alpha]` from 0 to 1 (the
    /// exact components a storyboard gives, which hex would round).
    private static func fixedColor(_ node: YAMLNode, what: String) throws(Diagnostic) -> RGBA {
        if node.isSequence {
            let items = try node.list(what)
            guard items.count == 3 || items.count == 4 else {
                throw node.error(
                    "\(what) as a list is [red, green, blue] or [red, green, blue, alpha], not \(items.count) numbers")
            }
            var parts: [Double] = []
            for item in items {
                let part = try item.double("each component of \(what)")
                guard (0...1).contains(part) else { throw item.error("a colour component is from 0 to 1, not \(part)") }
                parts.append(part)
            }
            return RGBA(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count == 4 ? parts[3] : 1)
        }
        let text = try node.string(what)
        if let value = RGBA(hex: text) { return value }
        if let system = Color.system(text), system.light == system.dark { return system.light }
        throw node.error("'\(text)' is not a fixed colour: write \"#RRGGBB\" or \"#RRGGBBAA\"")
    }

    /// A font: a text style (`body`, scaling with the user's text size), a
    /// size (`15`, the system font), or `{style:, size:, bold:, name:, scales:}`.
    static func font(_ node: YAMLNode) throws(Diagnostic) -> Font {
        let styles = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
        if node.isMapping {
            var style: TextStyle?
            var size: Double?
            var bold: Bool?
            var name: String?
            var scales: Bool?
            for entry in try node.entries("font", allowed: ["style", "size", "bold", "name", "scales"]) {
                switch entry.key {
                case "style":
                    let text = try entry.value.string("font.style")
                    guard let parsed = TextStyle(name: text) else {
                        throw entry.value.error(
                            "'\(text)' is not a text style: \(styles)",
                            hint: Suggestions.hint(for: text, among: TextStyle.allCases.map(\.rawValue)))
                    }
                    style = parsed
                case "size":
                    let points = try entry.value.double("font.size")
                    guard points > 0 else { throw entry.value.error("a font size must be more than 0 points") }
                    size = points
                case "bold": bold = try entry.value.bool("font.bold")
                case "name": name = try entry.value.string("font.name")
                default: scales = try entry.value.bool("font.scales")
                }
            }
            guard style != nil || size != nil else { throw node.error("a font needs a 'style' or a 'size'") }
            if scales == true, style == nil {
                throw node.error("only a text-style font scales: add 'style' or drop 'scales'")
            }
            return Font(
                style: style, size: size ?? style?.defaultSize ?? 17, isBold: bold ?? style?.isBold ?? false,
                name: name,
                scalesWithContentSize: scales ?? (style != nil))
        }
        if let points = Double(node.scalarText ?? ""), !node.isMapping {
            guard points > 0 else { throw node.error("a font size must be more than 0 points") }
            return Font(size: points)
        }
        let text = try node.string("font")
        guard let style = TextStyle(name: text) else {
            throw node.error(
                "'\(text)' is not a font: write a text style (\(styles)), a size in points, or {style:, size:, bold:, name:, scales:}",
                hint: Suggestions.hint(for: text, among: TextStyle.allCases.map(\.rawValue)))
        }
        return .style(style)
    }
}

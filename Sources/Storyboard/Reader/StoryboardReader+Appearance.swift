internal import AppModel

extension StoryboardReader {
    /// Weights Interface Builder writes that draw bold or heavier.
    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    /// A view's colours, font and line settings.
    func readAppearance(_ node: XMLElementNode) -> StoryboardAppearance {
        var appearance = StoryboardAppearance()
        for child in node.children(named: "color") {
            if let key = child.key, let color = Self.color(child) { appearance.colors[key] = color }
        }
        if Self.isSymbol(node) { appearance.imageIsSymbol = true }
        if let normal = node.children(named: "state").first(where: { $0.key == "normal" }) {
            if let title = normal.children(named: "color").first(where: { $0.key == "titleColor" }),
                let color = Self.color(title)
            {
                appearance.colors["titleColor"] = color
            }
            if Self.isSymbol(normal) { appearance.imageIsSymbol = true }
        }
        if let configuration = node.child(key: "configuration") {
            appearance.buttonStyle = configuration["style"]
            for child in configuration.children(named: "color") {
                guard let color = Self.color(child) else { continue }
                if child.key == "baseForegroundColor" { appearance.colors["titleColor"] = color }
                if child.key == "baseBackgroundColor" { appearance.colors["buttonBackgroundColor"] = color }
            }
            if Self.isSymbol(configuration) { appearance.imageIsSymbol = true }
        }
        if let description = node.child(key: "fontDescription") {
            appearance.font = Self.font(description, scales: node.flag("adjustsFontForContentSizeCategory"))
        }
        appearance.numberOfLines = node.integer("numberOfLines")
        appearance.shrinksToFit = node.flag("adjustsFontSizeToFit")
        return appearance
    }

    /// A `<color>` element's colour; `nil` when it gives none.
    static func color(_ node: XMLElementNode) -> StoryboardColor? {
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] { return .system(name) }
        if let name = node["name"] { return .named(name) }
        let alpha = node.number("alpha") ?? 1
        if let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue") {
            return .fixed(RGBA(red: red, green: green, blue: blue, alpha: alpha))
        }
        if let white = node.number("white") { return .fixed(RGBA(white: white, alpha: alpha)) }
        return nil
    }

    /// A `<fontDescription>`: a text style (its size when written), the
    /// system font in a type and weight, or a named font.
    static func font(_ node: XMLElementNode, scales: Bool) -> Font? {
        let bold = node["type"] == "boldSystem" || boldWeights.contains(node["weight"] ?? "")
        if let name = node["style"], let style = TextStyle(name: name) {
            return Font(
                style: style, size: node.number("pointSize") ?? style.defaultSize, isBold: bold || style.isBold,
                scalesWithContentSize: scales)
        }
        guard let size = node.number("pointSize"), size > 0 else { return nil }
        var name = node["type"] == nil ? node["name"] : nil
        if name?.hasPrefix(".") ?? false { name = nil }
        let named =
            name.map { $0.contains("Bold") || $0.contains("Semibold") || $0.contains("Heavy") || $0.contains("Black") }
            ?? false
        return Font(size: size, isBold: bold || named, name: name)
    }

    /// Whether the element's image is an SF Symbol (`catalog="system"`).
    static func isSymbol(_ node: XMLElementNode) -> Bool {
        if node["catalog"] == "system" { return true }
        return node.children.contains {
            ($0.key == "image" || $0.name == "imageReference") && $0["catalog"] == "system"
        }
    }

    /// The light values of `<resources>`' named and system colours.
    static func resourceColors(_ root: XMLElementNode) -> [String: RGBA] {
        var colors: [String: RGBA] = [:]
        for resource in root.child(named: "resources")?.children ?? []
        where resource.name == "namedColor" || resource.name == "systemColor" {
            guard let name = resource["name"], let node = resource.child(named: "color"),
                case .fixed(let value)? = color(node)
            else { continue }
            colors[name] = value
        }
        return colors
    }
}

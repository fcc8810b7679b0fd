internal import AppModel
internal import AppSpec
internal import Yams

extension ScenarioWriter {
    /// The appearance keys of a view, in the loader's syntax.
    func appearancePairs(_ spec: ViewAppearanceSpec) -> [(String, Node)] {
        guard !spec.isEmpty else { return [] }
        var pairs: [(String, Node)] = []
        if let color = spec.textColor { pairs.append(("textColor", Self.color(color))) }
        if let color = spec.backgroundColor { pairs.append(("backgroundColor", Self.color(color))) }
        if let color = spec.tintColor { pairs.append(("tintColor", Self.color(color))) }
        if let color = spec.indicatorColor { pairs.append(("indicatorColor", Self.color(color))) }
        if let font = spec.font { pairs.append(("font", Self.font(font))) }
        if let lines = spec.lines { pairs.append(("lines", B.int(lines))) }
        if spec.shrinksToFit { pairs.append(("shrinksToFit", B.bool(true))) }
        if spec.templateImage { pairs.append(("templateImage", B.bool(true))) }
        return pairs
    }

    /// A system colour by name, a fixed one as `#RRGGBB`, anything else as
    /// `{light:, dark:, name:}` (no `dark` when it is unknown).
    static func color(_ color: Color) -> Node {
        if let name = color.name, Color.system(name) == color { return B.string(name) }
        if color.name == nil, color.dark == color.light { return rgba(color.light) }
        var pairs: [(String, Node)] = [("light", rgba(color.light))]
        if let dark = color.dark { pairs.append(("dark", rgba(dark))) }
        if let name = color.name { pairs.append(("name", B.string(name))) }
        return B.map(pairs, flow: true)
    }

    /// `"#RRGGBB"` when hex holds the value exactly, else the components
    /// `[red, green, blue, alpha]` (a storyboard's colours are not bytes).
    static func rgba(_ value: RGBA) -> Node {
        if RGBA(hex: value.hex) == value { return B.string(value.hex) }
        return B.flow(([value.red, value.green, value.blue] + (value.alpha == 1 ? [] : [value.alpha])).map(B.number))
    }

    /// A scaling text style by name, a plain system size as a number, the rest as a map.
    static func font(_ font: Font) -> Node {
        if let style = font.style, font.scalesWithContentSize, font.size == style.defaultSize,
            font.isBold == style.isBold, font.name == nil
        {
            return B.string(style.rawValue)
        }
        if font.style == nil, !font.isBold, font.name == nil { return B.number(font.size) }
        var pairs: [(String, Node)] = []
        if let style = font.style { pairs.append(("style", B.string(style.rawValue))) }
        if font.size != font.style?.defaultSize { pairs.append(("size", B.number(font.size))) }
        if font.isBold != (font.style?.isBold ?? false) { pairs.append(("bold", B.bool(font.isBold))) }
        if let name = font.name { pairs.append(("name", B.string(name))) }
        if font.style != nil { pairs.append(("scales", B.bool(font.scalesWithContentSize))) }
        return B.map(pairs, flow: true)
    }
}

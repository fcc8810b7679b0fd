extension Color {
    /// A UIKit system colour by name, with or without the `Color` suffix and
    /// the `system` prefix (`systemBlue`, `systemBlueColor`, `labelColor`,
    /// `darkText`); `nil` for a name UIKit does not define.
    ///
    /// Values are UIKit's published light and dark values
    /// (docs/voiceover-rules.md §10); colours UIKit does not adapt
    /// (`darkTextColor`, `whiteColor`) have the same value in both.
    public static func system(_ name: String) -> Color? {
        var key = name
        if key.hasSuffix("Color") { key.removeLast(5) }
        let lookup = key.lowercased()
        guard let canonical = byLowercase[lookup] ?? byLowercase["system" + lookup], let entry = table[canonical] else {
            return nil
        }
        return Color(name: canonical + "Color", light: entry.light, dark: entry.dark)
    }

    /// The system colours' names, as UIKit spells them without the `Color` suffix.
    public static var systemNames: [String] { table.keys.sorted() }

    /// The label colour UIKit gives text by default.
    public static var defaultText: Color { system("label")! }
    /// The background of a screen by default.
    public static var defaultBackground: Color { system("systemBackground")! }
    /// The tint UIKit gives controls by default.
    public static var defaultTint: Color { system("systemBlue")! }

    private static func both(_ light: RGBA, _ dark: RGBA) -> (light: RGBA, dark: RGBA) { (light, dark) }
    private static func same(_ value: RGBA) -> (light: RGBA, dark: RGBA) { (value, value) }
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBA { RGBA(bytes: r, g, b, alpha: a) }

    private static let byLowercase: [String: String] = Dictionary(
        uniqueKeysWithValues: table.keys.map { ($0.lowercased(), $0) })

    private static let table: [String: (light: RGBA, dark: RGBA)] = [
        // Text.
        "label": both(rgb(0, 0, 0), rgb(255, 255, 255)),
        "secondaryLabel": both(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiaryLabel": both(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "quaternaryLabel": both(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        "placeholderText": both(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "link": both(rgb(0, 122, 255), rgb(9, 132, 255)),
        "darkText": same(rgb(0, 0, 0)),
        "lightText": same(rgb(255, 255, 255, 0.6)),
        // Backgrounds.
        "systemBackground": both(rgb(255, 255, 255), rgb(0, 0, 0)),
        "secondarySystemBackground": both(rgb(242, 242, 247), rgb(28, 28, 30)),
        "tertiarySystemBackground": both(rgb(255, 255, 255), rgb(44, 44, 46)),
        "systemGroupedBackground": both(rgb(242, 242, 247), rgb(0, 0, 0)),
        "secondarySystemGroupedBackground": both(rgb(255, 255, 255), rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": both(rgb(242, 242, 247), rgb(44, 44, 46)),
        "groupTableViewBackground": both(rgb(242, 242, 247), rgb(0, 0, 0)),
        "tableCellGroupedBackground": both(rgb(255, 255, 255), rgb(28, 28, 30)),
        "systemFill": both(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": both(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": both(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": both(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        "separator": both(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": both(rgb(198, 198, 200), rgb(56, 56, 58)),
        // Tints.
        "systemBlue": both(rgb(0, 122, 255), rgb(10, 132, 255)),
        "systemGreen": both(rgb(52, 199, 89), rgb(48, 209, 88)),
        "systemIndigo": both(rgb(88, 86, 214), rgb(94, 92, 230)),
        "systemOrange": both(rgb(255, 149, 0), rgb(255, 159, 10)),
        "systemPink": both(rgb(255, 45, 85), rgb(255, 55, 95)),
        "systemPurple": both(rgb(175, 82, 222), rgb(191, 90, 242)),
        "systemRed": both(rgb(255, 59, 48), rgb(255, 69, 58)),
        "systemTeal": both(rgb(48, 176, 199), rgb(64, 200, 224)),
        "systemCyan": both(rgb(50, 173, 230), rgb(100, 210, 255)),
        "systemMint": both(rgb(0, 199, 190), rgb(99, 230, 226)),
        "systemYellow": both(rgb(255, 204, 0), rgb(255, 214, 10)),
        "systemBrown": both(rgb(162, 132, 94), rgb(172, 142, 104)),
        "systemGray": same(rgb(142, 142, 147)),
        "systemGray2": both(rgb(174, 174, 178), rgb(99, 99, 102)),
        "systemGray3": both(rgb(199, 199, 204), rgb(72, 72, 74)),
        "systemGray4": both(rgb(209, 209, 214), rgb(58, 58, 60)),
        "systemGray5": both(rgb(229, 229, 234), rgb(44, 44, 46)),
        "systemGray6": both(rgb(242, 242, 247), rgb(28, 28, 30)),
        // Fixed colours of UIColor's class properties.
        "black": same(rgb(0, 0, 0)),
        "white": same(rgb(255, 255, 255)),
        "clear": same(rgb(0, 0, 0, 0)),
        "darkGray": same(RGBA(white: 1.0 / 3)),
        "gray": same(RGBA(white: 0.5)),
        "lightGray": same(RGBA(white: 2.0 / 3)),
        "red": same(rgb(255, 0, 0)),
        "green": same(rgb(0, 255, 0)),
        "blue": same(rgb(0, 0, 255)),
        "cyan": same(rgb(0, 255, 255)),
        "yellow": same(rgb(255, 255, 0)),
        "magenta": same(rgb(255, 0, 255)),
        "orange": same(rgb(255, 127, 0)),
        "purple": same(rgb(127, 0, 127)),
        "brown": same(rgb(153, 102, 51)),
    ]
}

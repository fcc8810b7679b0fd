/// The font text is drawn in: a text style that can follow the user's
/// text size, or a fixed size (`UIFont.systemFont(ofSize:)`, a named font).
public struct Font: Sendable, Hashable, Codable {
    /// The text style, for fonts made from one.
    public var style: TextStyle?
    /// The size at the default content size category, in points.
    public var size: Double
    /// Whether the weight is bold (or heavier).
    public var isBold: Bool
    /// The font's name, for a font that is not the system font.
    public var name: String?
    /// Whether the text follows the user's text size
    /// (`adjustsFontForContentSizeCategory` on a text-style font).
    public var scalesWithContentSize: Bool

    /// Creates a font.
    public init(
        style: TextStyle? = nil, size: Double, isBold: Bool = false, name: String? = nil,
        scalesWithContentSize: Bool = false
    ) {
        self.style = style
        self.size = size
        self.isBold = isBold
        self.name = name
        self.scalesWithContentSize = scalesWithContentSize && style != nil
    }

    /// A text-style font; `scales` says whether it follows the user's text size.
    public static func style(_ style: TextStyle, scales: Bool = true) -> Font {
        Font(style: style, size: style.defaultSize, isBold: style.isBold, scalesWithContentSize: scales)
    }

    /// The font UIKit gives a label by default: the system font at 17 pt.
    public static var defaultLabel: Font { Font(size: 17) }

    /// The point size at the largest accessibility text size: the style's
    /// AX5 size when the font scales, else its fixed size.
    public var largestAccessibilitySize: Double {
        guard scalesWithContentSize, let style else { return size }
        return style.largestAccessibilitySize * size / style.defaultSize
    }

    /// How messages show it: `body`, `system 15 pt`, `bold system 17 pt`, `Avenir-Book 14 pt`.
    public var summary: String {
        if let style, size == style.defaultSize {
            return scalesWithContentSize ? style.rawValue : "\(style.rawValue) (fixed)"
        }
        let points = size == size.rounded() ? String(Int(size)) : String(size)
        return "\(isBold && name == nil ? "bold " : "")\(name ?? "system") \(points) pt"
    }
}

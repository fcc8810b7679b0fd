/// A colour as an app sets it: its value in the light appearance and,
/// when the input says, in the dark one.
///
/// A fixed colour (`#336699`) is the same in both appearances; a system
/// colour (`labelColor`) has both from UIKit's table (``Color/system(_:)``);
/// a named asset colour read from a storyboard has only its light value,
/// so ``dark`` is `nil`: unknown, not black.
public struct Color: Sendable, Hashable, Codable {
    /// The system or asset name, when the colour has one.
    public var name: String?
    /// The value in the light appearance.
    public var light: RGBA
    /// The value in the dark appearance; `nil` when the input does not say.
    public var dark: RGBA?

    /// Creates a colour.
    public init(name: String? = nil, light: RGBA, dark: RGBA?) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// A fixed colour, the same in both appearances.
    public static func fixed(_ value: RGBA) -> Color { Color(light: value, dark: value) }

    /// The value in `appearance`, if known.
    public func value(in appearance: Appearance) -> RGBA? {
        appearance == .light ? light : dark
    }

    /// How messages show it: the name and the value, e.g. `secondaryLabelColor (#3C3C4399)`.
    public func describe(in appearance: Appearance) -> String {
        let hex = value(in: appearance)?.hex ?? "unknown"
        guard let name else { return hex }
        return "\(name) (\(hex))"
    }

    /// The interface appearance (`UIUserInterfaceStyle`).
    public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
        case light, dark
    }
}

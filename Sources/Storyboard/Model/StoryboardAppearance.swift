public import AppModel

/// What a view looks like, as far as the audit's contrast, text size and
/// clipping rules read it: colours by key, the font and line settings.
public struct StoryboardAppearance: Sendable, Hashable {
    /// Colours by their key: `textColor`, `backgroundColor`, `tintColor`,
    /// `titleColor` (a button's normal state), `onTintColor`, … .
    public var colors: [String: StoryboardColor] = [:]
    /// The font, from `<fontDescription>` and `adjustsFontForContentSizeCategory`.
    public var font: Font?
    /// `numberOfLines`, when written (a label's default is 1).
    public var numberOfLines: Int?
    /// `adjustsFontSizeToFit="YES"`.
    public var shrinksToFit = false
    /// The image is an SF Symbol (`catalog="system"`), drawn in the tint colour.
    public var imageIsSymbol = false
    /// A button configuration's style (`filled`, `plain`, `gray`, `tinted`), iOS 15 and later.
    public var buttonStyle: String?

    /// Creates an empty appearance.
    public init() {}
}

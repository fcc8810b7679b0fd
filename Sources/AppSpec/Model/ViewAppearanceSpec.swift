public import AppModel

/// How a view looks, as far as the audit's contrast, text size and
/// clipping rules need it (docs/scenario-format.md, "Appearance").
/// Every field is optional: an input that does not say leaves the rules
/// that need it inapplicable.
public struct ViewAppearanceSpec: Sendable, Hashable {
    /// `backgroundColor`.
    public var backgroundColor: Color?
    /// `tintColor`.
    public var tintColor: Color?
    /// `textColor`: a label's text, a button's title, a field's text.
    public var textColor: Color?
    /// `indicatorColor`: a switch's on tint, a slider's or progress view's
    /// track, a page control's current dot.
    public var indicatorColor: Color?
    /// `font`.
    public var font: Font?
    /// `lines`: the most lines (`numberOfLines`; 0 for no limit).
    public var lines: Int?
    /// `shrinksToFit`: `adjustsFontSizeToFitWidth`.
    public var shrinksToFit = false
    /// `templateImage`: the image is drawn in the tint colour (an SF Symbol).
    public var templateImage = false

    /// Creates an empty appearance.
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { self == ViewAppearanceSpec() }
}

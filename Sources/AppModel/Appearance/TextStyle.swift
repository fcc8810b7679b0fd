/// A Dynamic Type text style (`UIFont.TextStyle`), with its size at the
/// default content size (Large) and at the largest accessibility size
/// (AX5), from Apple's Human Interface Guidelines, "Typography"
/// (docs/voiceover-rules.md §10).
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default content size category (Large).
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The point size at the largest accessibility size (AX5).
    public var largestAccessibilitySize: Double {
        switch self {
        case .largeTitle: 60
        case .title1: 58
        case .title2: 56
        case .title3: 55
        case .headline, .body: 53
        case .callout: 51
        case .subheadline: 49
        case .footnote: 44
        case .caption1: 43
        case .caption2: 40
        }
    }

    /// Whether UIKit draws the style in a bold weight.
    public var isBold: Bool { self == .headline }

    /// The style an Interface Builder name stands for
    /// (`UICTFontTextStyleSubhead`, `UICTFontTextStyleTitle0`), or a
    /// scenario's name (`subheadline`, `caption`).
    public init?(name: String) {
        var key = name
        if key.hasPrefix("UICTFontTextStyle") { key.removeFirst("UICTFontTextStyle".count) }
        if key.hasPrefix("Emphasized") { key.removeFirst("Emphasized".count) }
        switch key.lowercased() {
        case "largetitle", "title0": self = .largeTitle
        case "title1", "title": self = .title1
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline": self = .headline
        case "body": self = .body
        case "callout": self = .callout
        case "subhead", "subheadline": self = .subheadline
        case "footnote": self = .footnote
        case "caption1", "caption": self = .caption1
        case "caption2": self = .caption2
        default: return nil
        }
    }
}

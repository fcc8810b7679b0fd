internal import Foundation

/// A colour's components in sRGB, each from 0 to 1, with its opacity.
public struct RGBA: Sendable, Hashable, Codable {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour from components between 0 and 1 (clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit components, as design tools write them.
    public init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Int] = []
        var index = 0
        while index < digits.count {
            guard let byte = Int(String(digits[index...index + 1]), radix: 16) else { return nil }
            bytes.append(byte)
            index += 2
        }
        self.init(bytes: bytes[0], bytes[1], bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// `#RRGGBB`, with `AA` appended when not opaque.
    public var hex: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#"
            + parts.map { component in
                let byte = Int((component * 255).rounded())
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }

    /// Whether nothing shows through.
    public var isOpaque: Bool { alpha >= 0.999 }
    /// Whether the colour is fully transparent.
    public var isClear: Bool { alpha <= 0.001 }

    /// This colour drawn over `background` (source-over blending).
    public func composited(over background: RGBA) -> RGBA {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return RGBA(white: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
        }
        return RGBA(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: alpha)
    }

    /// Relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio between two opaque colours, from 1 to 21.
    public func contrastRatio(with other: RGBA) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}

extension RGBA {
    /// This colour with its opacity multiplied by `opacity` (a view's alpha).
    public func fading(by opacity: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no area.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are zero, as UIKit's `CGSize.zero` comparison.
    public var isZero: Bool { width == 0 && height == 0 }

    /// The size with width and height exchanged, as a rotation does.
    public var swapped: Size { Size(width: height, height: width) }

    /// `WIDTHxHEIGHT`, e.g. `390x844`.
    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}

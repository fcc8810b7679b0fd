/// A location in points.
///
/// The app model uses its own geometry types instead of CoreGraphics so the
/// module builds with nothing but the Swift standard library.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`, e.g. `(16, 8)`.
    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
    /// The value printed without a trailing `.0` when it is whole, so that
    /// frames read as `[16, 8, 358, 44]`.
    var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

/// Distances from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Containers pass safe-area insets down to their children so that a content
/// controller's root view fills the area between the bars.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Distance from the top edge.
    public var top: Double
    /// Distance from the left edge.
    public var left: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}

/// The environment a controller lays out for (`UITraitCollection`).
public struct TraitCollection: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The device idiom.
    public var device: Device
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// The layout direction.
    public var layoutDirection: LayoutDirection

    /// The traits of `device` in `orientation`.
    public init(device: Device, orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight) {
        self.device = device
        let classes = device.sizeClasses(orientation)
        horizontalSizeClass = classes.horizontal
        verticalSizeClass = classes.vertical
        self.layoutDirection = layoutDirection
    }

    /// The device and both size classes, e.g. `iphone w:compact h:regular`.
    public var description: String {
        "\(device.rawValue) w:\(horizontalSizeClass.rawValue) h:\(verticalSizeClass.rawValue)"
    }
}

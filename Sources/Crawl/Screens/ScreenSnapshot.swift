public import AppModel
public import Diagnostics

/// One screen the audit visited: its elements in reading order and how
/// the audit got there.
public struct ScreenSnapshot: Sendable, Hashable, Codable {
    /// A stable key: the screen's content controller id, with the
    /// presentation or state that tells it from another visit.
    public var key: String
    /// The content controller shown.
    public var controller: String
    /// The steps from launch that reach the screen, as a person would read them.
    public var route: [String]
    /// The screen size, in points.
    public var size: Size
    /// The reachable elements, in reading order.
    public var elements: [ElementSnapshot]
    /// The file audited.
    public var file: String
    /// Where the controller is declared, if known.
    public var location: SourceLocation?

    /// Creates a snapshot.
    public init(
        key: String, controller: String, route: [String], size: Size, elements: [ElementSnapshot], file: String,
        location: SourceLocation?
    ) {
        self.key = key
        self.controller = controller
        self.route = route
        self.size = size
        self.elements = elements
        self.file = file
        self.location = location
    }
}

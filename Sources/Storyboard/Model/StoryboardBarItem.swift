/// A `barButtonItem` of a navigation item or toolbar.
public struct StoryboardBarItem: Sendable, Hashable {
    /// The item's object id.
    public var id: String
    /// `title`.
    public var title: String?
    /// `systemItem`, e.g. `add`.
    public var systemItem: String?
    /// `image`.
    public var imageName: String?
    /// `style="done"` etc.
    public var style: String?
    /// `enabled="NO"` clears this.
    public var isEnabled = true
    /// The item's accessibility.
    public var accessibility = StoryboardAccessibility()
    /// A custom view in place of the button (`customView` key).
    public var customView: StoryboardView?
    /// Where it is written.
    public var line: Int

    /// The text VoiceOver speaks for it: label, title, the system item's
    /// name, or the image name; `nil` for spaces and unnamed items.
    public var spokenTitle: String? {
        if let label = accessibility.label { return label }
        if let title, !title.isEmpty { return title }
        if let systemItem { return Self.systemItemTitles[systemItem] ?? nil }
        return imageName
    }

    /// Whether this is a flexible or fixed space.
    public var isSpace: Bool { systemItem == "flexibleSpace" || systemItem == "fixedSpace" }

    /// UIKit's VoiceOver names of system bar items; spaces have none.
    static let systemItemTitles: [String: String?] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add", "compose": "Compose",
        "reply": "Reply", "action": "Share", "organize": "Organize", "bookmarks": "Bookmarks", "search": "Search",
        "refresh": "Refresh", "stop": "Stop", "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause",
        "rewind": "Rewind", "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "pageCurl": "Page Curl",
        "close": "Close", "flexibleSpace": nil, "fixedSpace": nil,
    ]
}

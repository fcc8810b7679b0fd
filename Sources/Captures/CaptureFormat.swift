/// The runtime accessibility captures a11ysim reads.
public enum CaptureFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// An Appium / WebDriverAgent page source (`<AppiumAUT>` or a bare
    /// `XCUIElementTypeApplication` root).
    case appium
    /// The `debugDescription` of an `XCUIApplication` or `XCUIElement`
    /// (`Attributes:` / `Element subtree:` / `Path to element:`).
    case xcuitest
    /// The JSON of `idb ui describe-all` or AXe `describe-ui`, flat or nested.
    case idb

    /// The format's name in messages and reports.
    public var displayName: String {
        switch self {
        case .appium: "Appium/WebDriverAgent page source"
        case .xcuitest: "XCUITest debugDescription"
        case .idb: "idb/AXe accessibility JSON"
        }
    }

    /// The formats in words, for messages.
    public static let readableList =
        "Appium/WebDriverAgent page sources (.xml), XCUITest debugDescription dumps (.txt) and idb/AXe describe-all JSON (.json)"

    /// What a capture in this format cannot say, for the one warning each
    /// import gives (docs/captures.md, "What a capture lacks").
    public var lacks: String {
        switch self {
        case .appium:
            "hints, custom actions, traits beyond the element type (unless the driver wrote 'traits'), and container types"
        case .xcuitest:
            "hints, custom actions, traits beyond the element type, container types, and which elements VoiceOver treats as one (isAccessibilityElement)"
        case .idb:
            "traits beyond the element type (unless the tool wrote 'traits'), container types, and invisible elements"
        }
    }
}

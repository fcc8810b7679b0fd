/// What the keyboard's return key says and suggests (`UIReturnKeyType`).
/// Its title is what VoiceOver reads on the key.
public enum ReturnKeyType: String, Sendable, CaseIterable, Codable {
    /// "return".
    case `default` = "return"
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`

    /// The key's title (UIKit's legacy reference capitalises all but "return").
    public var title: String {
        switch self {
        case .default: "return"
        case .emergencyCall: "Emergency Call"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

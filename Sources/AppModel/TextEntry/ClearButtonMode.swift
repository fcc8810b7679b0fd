/// When a text field shows its clear button (`UITextField.ViewMode`), an
/// element VoiceOver reads as "Clear text. Button." while the field holds text.
public enum ClearButtonMode: String, Sendable, CaseIterable, Codable {
    /// Never shown.
    case never
    /// Shown while the field is being edited.
    case whileEditing
    /// Shown while the field is not being edited.
    case unlessEditing
    /// Always shown.
    case always

    /// Whether the button shows for a field in this editing state.
    public func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .whileEditing: editing
        case .unlessEditing: !editing
        case .always: true
        }
    }
}

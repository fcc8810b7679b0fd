/// The kind key of a view in a scenario (`button: Save`): the closed set of
/// views the app model builds. An unknown key is a load error with a
/// suggestion, never a plain view.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, text, heading, button, link, image
    case `switch`, slider, stepper, textField, secureTextField, searchField, textView, segmented, pageControl, progress
    case activityIndicator, scroll, table, cell, collection, stack, element, picker, datePicker, colorWell

    /// Kinds whose `value` is a number (the control's position), not text.
    public var isNumeric: Bool {
        switch self {
        case .slider, .stepper, .progress, .pageControl: true
        default: false
        }
    }

    /// Kinds whose `value` is the text the user typed, not a value VoiceOver reads on its own.
    public var isTextEntry: Bool {
        switch self {
        case .textField, .secureTextField, .searchField, .textView: true
        default: false
        }
    }
}

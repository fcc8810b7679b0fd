/// The appearance keys every view takes (docs/scenario-format.md,
/// "Appearance keys"): read by the YAML reader and writer and the docs test.
public enum AppearanceKey: String, Sendable, Hashable, CaseIterable {
    case backgroundColor, tintColor, textColor, indicatorColor, font, lines, shrinksToFit, templateImage
}

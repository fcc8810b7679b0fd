/// What VoiceOver calls an image by its name (docs/swiftui.md, "Images").
/// iOS keeps a private table of SF Symbol labels; only the pairs with a
/// source (../shared reference §1.2, carried into docs/swiftui.md) are
/// here, and every other symbol reads as its name with the dots as spaces.
enum SFSymbols {
    static let labels: [String: String] = [
        "plus": "Add",
        "globe": "Globe",
        "exclamationmark.circle": "Error",
        "star.fill": "Favorite",
        "ellipsis.circle": "More",
        "magnifyingglass": "Search",
    ]

    /// The spoken label of the symbol `name`.
    static func label(_ name: String) -> String {
        labels[name] ?? name.split(separator: ".").joined(separator: " ")
    }

    /// An asset image's spoken name: separators are not read as punctuation
    /// (`close-icon-white` is read "close icon white").
    static func assetName(_ name: String) -> String {
        name.split { $0 == "." || $0 == "-" || $0 == "_" }.joined(separator: " ")
    }
}

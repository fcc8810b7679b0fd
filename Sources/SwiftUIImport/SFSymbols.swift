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
    /// A part the sources do not settle («species.id») is kept as written.
    static func assetName(_ name: String) -> String {
        var result = ""
        var inside = false
        for character in name {
            if character == "«" { inside = true }
            if character == "»" { inside = false }
            let separator = !inside && (character == "." || character == "-" || character == "_")
            if separator || (character == " " && !inside) {
                if !result.isEmpty, result.last != " " { result.append(" ") }
            } else {
                result.append(character)
            }
        }
        return result.last == " " ? String(result.dropLast()) : result
    }
}

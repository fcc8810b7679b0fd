internal import AppModel
internal import AppSpec
internal import Storyboard

extension StoryboardTranslator {
    /// Kinds whose font and line settings matter: they draw text.
    static let textKinds: Set<StoryboardViewKind> = [.label, .button, .textField, .textView, .searchBar]

    /// A view's colours, font and line settings in the scenario model, with
    /// named colours resolved through the document's resources.
    func appearance(of view: StoryboardView) -> ViewAppearanceSpec {
        let source = view.appearance
        let colors = source.colors
        func resolved(_ keys: String...) -> Color? {
            keys.lazy.compactMap { colors[$0] }.first.flatMap(document.resolve)
        }
        var spec = ViewAppearanceSpec()
        spec.backgroundColor = resolved("backgroundColor")
        spec.tintColor = resolved("tintColor")
        spec.textColor = resolved("textColor", "titleColor")
        spec.indicatorColor = resolved(
            "onTintColor", "minimumTrackTintColor", "currentPageIndicatorTintColor", "progressTintColor")
        if view.kind == .button { buttonColors(view, into: &spec) }
        if Self.textKinds.contains(view.kind) {
            spec.font = source.font
            if view.kind == .label { spec.lines = source.numberOfLines }
            spec.shrinksToFit = source.shrinksToFit
        }
        spec.templateImage = source.imageIsSymbol
        return spec
    }

    /// A button's title colour where the document leaves it to UIKit: white
    /// on a filled configuration (drawn on the tint or base background), white
    /// for a custom-type button; the tint (read at audit time) otherwise.
    private func buttonColors(_ view: StoryboardView, into spec: inout ViewAppearanceSpec) {
        let source = view.appearance
        if source.buttonStyle == "filled" {
            spec.backgroundColor =
                source.colors["buttonBackgroundColor"].flatMap(document.resolve) ?? spec.tintColor ?? .defaultTint
            if spec.textColor == nil { spec.textColor = .fixed(RGBA(white: 1)) }
        } else if view.buttonType == nil, source.buttonStyle == nil, spec.textColor == nil, view.title != nil {
            spec.textColor = .fixed(RGBA(white: 1))
        }
    }
}

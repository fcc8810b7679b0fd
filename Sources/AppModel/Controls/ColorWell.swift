/// A colour well (`UIColorWell`; SwiftUI's `ColorPicker` is one): a button
/// labelled by its title whose value is the selected colour. A double tap
/// opens the system colour picker, which the model does not draw; the well
/// sends its primary action.
///
/// UIKit's value is the colour's accessibility name. The model gives it
/// only where the name is certain: a named system colour of a hue
/// (`systemBlue` → "blue", `white` → "white"); for any other colour the
/// value is unknown and left out (docs/voiceover-rules.md §1.3).
@MainActor
public final class ColorWell: Control {
    /// The colour the well shows.
    public var selectedColor: Color? { didSet { ModelRevision.bump() } }

    /// Creates a colour well.
    public init(_ title: String?, color: Color? = nil, id: String? = nil, frame: Rect? = nil) {
        selectedColor = color
        super.init(id: id, frame: frame)
        if let title { accessibilityLabel = title }
    }

    override public class var kindName: String { "colorWell" }
    override public var controlTraits: AccessibilityTraits { .button }
    override public var defaultAccessibilityValue: String? { selectedColor.flatMap(Self.spokenName) }

    /// The hues whose system colours have a certain spoken name.
    static let hues: Set<String> = [
        "blue", "brown", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal", "yellow",
    ]

    /// "blue" for `systemBlue` / `systemBlueColor`, "white" for `white`; `nil` otherwise.
    static func spokenName(_ color: Color) -> String? {
        guard var name = color.name, Color.system(name) == color else { return nil }
        if name.hasSuffix("Color") { name.removeLast(5) }
        if name.hasPrefix("system") { name.removeFirst(6) }
        let word = name.lowercased()
        return hues.contains(word) || word == "white" || word == "black" ? word : nil
    }
}

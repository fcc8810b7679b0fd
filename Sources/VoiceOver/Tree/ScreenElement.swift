public import AppModel

/// One element VoiceOver can focus, in reading order, with the containers
/// around it and the context its description needs.
@MainActor
public struct ScreenElement {
    /// The view that is the element.
    public let view: View
    /// Series, tab or data-table context.
    public internal(set) var context: ElementContext?
    /// Container boundaries the element opens or closes, innermost first.
    public internal(set) var boundaries: [ContainerBoundary] = []
    /// The containers around the element, outermost first.
    public let containers: [ContainerInfo]
    /// The element's place in the window's front-to-back order: a higher
    /// value is in front.
    public let zIndex: Int

    /// The element's id, or its kind's name when it has none.
    public var name: String { view.traceName }
}

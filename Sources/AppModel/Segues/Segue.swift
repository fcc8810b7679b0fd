/// A segue being performed (`UIStoryboardSegue`), handed to `prepare(for:sender:)`.
@MainActor
public struct Segue {
    /// The template it came from.
    public let template: SegueTemplate
    /// The controller the segue starts at.
    public let source: ViewController
    /// The controller it shows (for unwind: the controller it returns to).
    public let destination: ViewController
    /// What triggered it (a button, a cell), if anything.
    public let sender: Responder?

    /// The segue's identifier.
    public var identifier: String { template.identifier }
}

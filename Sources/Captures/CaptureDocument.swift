public import AppModel
public import Diagnostics

/// A runtime capture read from a file: the application element's name,
/// the screen size and the element tree.
public struct CaptureDocument: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The format it was read as.
    public var format: CaptureFormat
    /// The application's label (`Settings`), if the capture names it.
    public var applicationName: String?
    /// The screen size in points: the application element's frame, or the
    /// first full-size window's.
    public var screenSize: Size?
    /// The top elements under the application (windows, or the subtree a
    /// partial capture holds).
    public var elements: [CapturedElement]
    /// What the reader noticed but could still read.
    public var warnings: [Diagnostic] = []
    /// The number of elements under the application (readers count as they
    /// read; otherwise counted once here).
    public var elementCount: Int

    /// Creates a document.
    public init(
        file: String, format: CaptureFormat, applicationName: String?, screenSize: Size?, elements: [CapturedElement],
        elementCount: Int? = nil
    ) {
        self.file = file
        self.format = format
        self.applicationName = applicationName
        self.screenSize = screenSize
        self.elements = elements
        self.elementCount = elementCount ?? elements.reduce(0) { $0 + $1.count }
    }
}

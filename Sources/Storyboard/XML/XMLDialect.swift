/// Who writes an XML format, for the words of the defensive reader's
/// errors: Interface Builder for storyboards, WebDriverAgent for Appium page
/// sources. The checks are the same for both.
public struct XMLDialect: Sendable {
    /// The documents, plural: "Interface Builder documents".
    public var documents: String
    /// The program that writes them: "Interface Builder".
    public var writer: String
    /// How to get a good file again: "re-save the file in Xcode".
    public var remedy: String
    /// What an empty file should have started with.
    public var emptyMessage: String
    /// Why deep nesting is suspicious.
    public var depthHint: String

    /// Creates a dialect.
    public init(documents: String, writer: String, remedy: String, emptyMessage: String, depthHint: String) {
        self.documents = documents
        self.writer = writer
        self.remedy = remedy
        self.emptyMessage = emptyMessage
        self.depthHint = depthHint
    }

    /// Storyboards and XIBs.
    public static let interfaceBuilder = XMLDialect(
        documents: "Interface Builder documents", writer: "Interface Builder", remedy: "re-save the file in Xcode",
        emptyMessage: "the file is empty; an Interface Builder document starts with '<?xml' and a <document> element",
        depthHint: "Interface Builder documents nest a few dozen levels; this file was probably generated or damaged")
}

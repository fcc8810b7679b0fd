public import AppSpec
public import Diagnostics
public import Foundation

/// One kind of input a11ysim reads: how a file is told to be of it, how it
/// is described in help and messages, and how it becomes an app
/// (``ScenarioSpec``). Every command, the worker processes and the help
/// texts go through ``InputRegistry``'s list of these.
public struct InputFrontEnd: Sendable {
    /// An input read as an app.
    public struct Reading: Sendable {
        /// The app, with the file's own steps (a scenario) or none (an import).
        public var spec: ScenarioSpec
        /// The app in the scenario format: the file itself for a scenario,
        /// written from ``spec`` when asked for an import (only `import`
        /// and the REPL's recordings read it).
        public var source: InputSource
        /// What the front end approximated or left out.
        public var warnings: [Diagnostic]
        /// The comment `a11ysim import` writes above the imported app
        /// (`nil` for a kind that is not imported).
        public var importHeader: String?
        /// Other launches of the input (SwiftUI previews), when asked for.
        public var variants: [InputVariant]
        /// Whether the app launches into a SwiftUI preview, which may show
        /// one part of a screen, rather than an app's screen.
        public var showsPreview = false

        /// A reading of one input.
        public init(
            spec: ScenarioSpec, source: InputSource, warnings: [Diagnostic], importHeader: String?,
            variants: [InputVariant] = []
        ) {
            self.spec = spec
            self.source = source
            self.warnings = warnings
            self.importHeader = importHeader
            self.variants = variants
        }
    }

    /// The kind's name.
    public var kind: InputKind
    /// The kind in words with its file name endings, for help texts and messages.
    public var description: String
    /// The kind in a few words, for a list in a sentence ("runtime captures").
    public var noun: String
    /// Whether the kind takes every file no other kind claims (scenario
    /// YAML): it is tried last.
    public var takesTheRest: Bool
    /// File name endings a folder search picks up whatever the content.
    public var folderExtensions: [String]
    /// File name endings a folder search picks up only when ``detect``
    /// claims the content.
    public var contentExtensions: [String]
    /// Whether a file that starts with `head` (named `path`) is of this
    /// kind; throws when the file is named as this kind but cannot be one.
    public var detect: @Sendable (_ head: Data, _ path: String) throws(Diagnostic) -> Bool
    /// Whether the kind is imported: it has no steps of its own, so `run`
    /// and `a11ysim import` generate a smoke script (a scenario file is
    /// not imported: it is one already).
    public var isImported: Bool
    /// The top of a scenario that names an input of this kind as
    /// `reference` (a path relative to the scenario) rather than copying
    /// it: the keys that make `spec`, the input's app, without steps;
    /// `nil` for a kind a scenario cannot name (a scenario file).
    public var referenceHead: (@Sendable (_ reference: String, _ spec: ScenarioSpec) throws(DiagnosticGroup) -> String)?
    /// Reads the file at `path` as an app.
    public var read:
        @MainActor @Sendable (_ path: String, _ options: ImportOptions) async throws(DiagnosticGroup) -> Reading

    /// A front end of these parts.
    public init(
        kind: InputKind, description: String, noun: String, takesTheRest: Bool = false, folderExtensions: [String],
        contentExtensions: [String] = [], isImported: Bool,
        detect: @escaping @Sendable (_ head: Data, _ path: String) throws(Diagnostic) -> Bool,
        referenceHead: (@Sendable (_ reference: String, _ spec: ScenarioSpec) throws(DiagnosticGroup) -> String)? = nil,
        read:
            @escaping @MainActor @Sendable (_ path: String, _ options: ImportOptions) async throws(DiagnosticGroup) ->
            Reading
    ) {
        self.kind = kind
        self.description = description
        self.noun = noun
        self.takesTheRest = takesTheRest
        self.folderExtensions = folderExtensions
        self.contentExtensions = contentExtensions
        self.detect = detect
        self.isImported = isImported
        self.referenceHead = referenceHead
        self.read = read
    }
}

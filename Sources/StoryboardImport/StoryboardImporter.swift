internal import AppModel
public import AppSpec
public import Diagnostics
internal import Foundation
public import Storyboard

/// The storyboard and XIB front end: a document, with the storyboards its
/// references name, as an app with no steps.
@MainActor
public struct StoryboardImporter {
    /// The parser settings.
    public var options: StoryboardImportOptions

    /// Creates an importer.
    public init(options: StoryboardImportOptions = StoryboardImportOptions()) {
        self.options = options
    }

    /// The comment above an imported storyboard.
    public static func header(file: String) -> String {
        "# Imported by a11ysim from \(file): the app in the scenario format, then a smoke\n"
            + "# script that visits every screen it can reach and expects what VoiceOver says.\n"
    }

    /// The spec and the parsed document.
    public func load(path: String) throws(DiagnosticGroup) -> (spec: ScenarioSpec, document: StoryboardDocument) {
        let document: StoryboardDocument
        do {
            document = try StoryboardParser(options: options).load(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        return (try spec(of: document), document)
    }

    /// The app of a parsed document as a scenario with no steps, whose
    /// views and controllers keep their lines in the file (the audit points
    /// its findings there). `InputLoader` validates it, as it does every
    /// imported app.
    public func spec(of document: StoryboardDocument) throws(DiagnosticGroup) -> ScenarioSpec {
        let path = document.file
        let result = StoryboardTranslator(document: document).translate()
        guard let root = result.root else {
            throw DiagnosticGroup(
                Diagnostic("the document has no view controller or top-level view to import", file: path))
        }
        var spec = ScenarioSpec(file: path, name: InputFileName.of(path), root: root)
        if result.isPad { spec.device = .ipad }
        spec.controllers = following(
            references: result.controllers, of: document, visited: [(path as NSString).standardizingPath], depth: 0)
        spec.storyboard = path
        return spec
    }
}

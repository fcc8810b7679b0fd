public import AppSpec
public import Diagnostics
public import Storyboard
internal import StoryboardImport
internal import ScenarioYAML
internal import Scenarios
internal import AppModel
internal import Foundation

/// The storyboard and XIB front end: a document as an app with no steps,
/// and (`a11ysim import`) as a scenario file whose generated smoke script
/// visits every screen it can reach and expects what is spoken.
@MainActor
public struct StoryboardImporter {
    /// What an import gives.
    public struct Output: Sendable {
        /// The scenario file's text.
        public var yaml: String
        /// What the importer approximated.
        public var warnings: [Diagnostic]
        /// Scene count, controllers by type, segues by kind.
        public var document: StoryboardDocument
        /// The screens the smoke script visits, in order.
        public var screens: [String]
    }

    /// The parser settings.
    public var options: StoryboardImportOptions

    /// Creates an importer.
    public init(options: StoryboardImportOptions = StoryboardImportOptions()) {
        self.options = options
    }

    /// The comment above an imported storyboard.
    static func header(file: String) -> String {
        "# Imported by a11ysim from \(file): the app in the scenario format, then a smoke\n"
            + "# script that visits every screen it can reach and expects what VoiceOver says.\n"
    }

    /// Imports the file at `path` (named in messages and in the scenario's name as given).
    public func importScenario(path: String) async throws(DiagnosticGroup) -> Output {
        let (spec, document) = try load(path: path)
        let file = Self.fileName(path)
        let app = try ScenarioWriter.appText(for: spec, name: "\(file) (imported)")
        let generator = SmokeScriptGenerator(spec: spec)
        await generator.generate()
        let script = try ScenarioWriter.stepsText(generator.steps, path: path)
        return Output(yaml: Self.header(file: file) + app + script, warnings: document.warnings, document: document, screens: generator.screens)
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
    /// its findings there).
    public func spec(of document: StoryboardDocument) throws(DiagnosticGroup) -> ScenarioSpec {
        let path = document.file
        let result = StoryboardTranslator(document: document).translate()
        guard let root = result.root else {
            throw DiagnosticGroup(Diagnostic("the document has no view controller or top-level view to import", file: path))
        }
        var spec = ScenarioSpec(file: path, name: Self.fileName(path), root: root)
        if result.isPad { spec.device = .ipad }
        spec.controllers = following(references: result.controllers, of: document, visited: [(path as NSString).standardizingPath], depth: 0)
        spec.storyboard = path
        let problems = spec.validationDiagnostics()
        guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        return spec
    }

    /// A smoke script for the app `spec` describes: it visits every screen
    /// it can reach from launch and expects what VoiceOver says; every step
    /// passed when it was generated.
    public static func smokeSteps(for spec: ScenarioSpec) async -> [StepSpec] {
        var bare = spec
        bare.steps = []
        let generator = SmokeScriptGenerator(spec: bare)
        await generator.generate()
        return generator.steps
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

public import Diagnostics
public import Storyboard
internal import Yams
internal import AppModel

/// `a11ysim import`: a storyboard or XIB as a scenario file, the app
/// definition in the scenario format followed by a generated smoke script
/// that visits every screen it can reach and expects what is spoken.
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

    /// Imports the file at `path` (named in messages and in the scenario's name as given).
    public func importScenario(path: String) async throws(DiagnosticGroup) -> Output {
        let (spec, document) = try load(path: path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let app = try scenarioText(for: spec, name: "\(file) (imported)")
        let generator = SmokeScriptGenerator(spec: spec)
        await generator.generate()
        let steps = generator.steps
        let script = try Self.serialize(YAMLBuilder.map([("steps", YAMLBuilder.list(steps.map(StepWriter.node)))]), path: path)
        let header = "# Imported by a11ysim from \(file): the app in the scenario format, then a smoke\n"
            + "# script that visits every screen it can reach and expects what VoiceOver says.\n"
        return Output(yaml: header + app + script, warnings: document.warnings, document: document, screens: generator.screens)
    }

    /// The app of the storyboard or XIB at `path` as a scenario with no
    /// steps, whose views and controllers keep their lines in the file (the
    /// audit points its findings there).
    public func loadSpec(path: String) throws(DiagnosticGroup) -> ScenarioSpec {
        try load(path: path).spec
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

    /// The app of a parsed document as a scenario with no steps.
    public func spec(of document: StoryboardDocument) throws(DiagnosticGroup) -> ScenarioSpec {
        let path = document.file
        let result = StoryboardTranslator(document: document).translate()
        guard let root = result.root else {
            throw DiagnosticGroup(Diagnostic("the document has no view controller or top-level view to import", file: path))
        }
        var spec = ScenarioSpec(file: path, name: path.split(separator: "/").last.map(String.init) ?? path, root: root)
        if result.isPad { spec.device = .ipad }
        spec.controllers = result.controllers
        spec.storyboard = path
        let problems = ScenarioValidator(spec: spec).diagnostics()
        guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        return spec
    }

    /// A smoke script for the app `spec` describes: it visits every screen
    /// it can reach from launch and expects what VoiceOver says; every step
    /// passed when it was generated.
    public func smokeSteps(for spec: ScenarioSpec) async -> [StepSpec] {
        var bare = spec
        bare.steps = []
        let generator = SmokeScriptGenerator(spec: bare)
        await generator.generate()
        return generator.steps
    }

    /// The app of `spec` in the scenario format (no steps): `name`, `device`,
    /// `root` and `controllers`.
    public func scenarioText(for spec: ScenarioSpec, name: String) throws(DiagnosticGroup) -> String {
        var head: [(String, Node)] = [("name", YAMLBuilder.string(name))]
        if spec.device == .ipad { head.append(("device", YAMLBuilder.string("ipad"))) }
        if let screen = spec.screen { head.append(("screen", YAMLBuilder.flow([screen.width, screen.height].map(YAMLBuilder.number)))) }
        head.append(("root", YAMLBuilder.string(spec.root)))
        head.append(("controllers", ScenarioWriter().controllers(spec.controllers)))
        return try Self.serialize(YAMLBuilder.map(head), path: spec.file)
    }

    static func serialize(_ node: Node, path: String) throws(DiagnosticGroup) -> String {
        do {
            return try Yams.serialize(node: node, width: -1, allowUnicode: true)
        } catch {
            throw DiagnosticGroup(Diagnostic("the imported scenario could not be written as YAML: \(error)", file: path))
        }
    }
}

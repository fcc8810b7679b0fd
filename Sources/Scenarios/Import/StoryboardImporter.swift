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
    public func importScenario(path: String) async throws(Diagnostic) -> Output {
        let document = try StoryboardParser(options: options).load(path: path)
        let result = StoryboardTranslator(document: document).translate()
        guard let root = result.root else {
            throw Diagnostic("the document has no view controller or top-level view to import", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var head: [(String, Node)] = [("name", YAMLBuilder.string("\(file) (imported)"))]
        if result.isPad { head.append(("device", YAMLBuilder.string("ipad"))) }
        head.append(("root", YAMLBuilder.string(root)))
        head.append(("controllers", ScenarioWriter().controllers(result.controllers)))
        let app = try Self.serialize(YAMLBuilder.map(head), path: path)
        let spec = try ScenarioLoader().load(text: app + "steps: []\n", path: "\(file) (imported)")
        let generator = SmokeScriptGenerator(spec: spec)
        await generator.generate()
        let steps = try Self.serialize(YAMLBuilder.map([("steps", YAMLBuilder.list(generator.steps.map(StepWriter.node)))]), path: path)
        let header = "# Imported by a11ysim from \(file): the app in the scenario format, then a smoke\n"
            + "# script that visits every screen it can reach and expects what VoiceOver says.\n"
        return Output(yaml: header + app + steps, warnings: document.warnings, document: document, screens: generator.screens)
    }

    /// The app of the storyboard or XIB at `path` as a scenario with no
    /// steps, whose views and controllers keep their lines in the file (the
    /// audit points its findings there).
    public func loadSpec(path: String) throws(Diagnostic) -> ScenarioSpec {
        let document = try StoryboardParser(options: options).load(path: path)
        let result = StoryboardTranslator(document: document).translate()
        guard let root = result.root else {
            throw Diagnostic("the document has no view controller or top-level view to import", at: SourceLocation(file: path, line: 1, column: 1))
        }
        var spec = ScenarioSpec(file: path, name: path.split(separator: "/").last.map(String.init) ?? path, root: root)
        if result.isPad { spec.device = .ipad }
        spec.controllers = result.controllers
        spec.storyboard = path
        try ScenarioValidator(spec: spec).validate()
        return spec
    }

    private static func serialize(_ node: Node, path: String) throws(Diagnostic) -> String {
        do {
            return try Yams.serialize(node: node, width: -1, allowUnicode: true)
        } catch {
            throw Diagnostic("the imported scenario could not be written as YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}

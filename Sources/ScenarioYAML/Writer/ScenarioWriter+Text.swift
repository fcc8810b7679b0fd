public import AppSpec
public import Diagnostics
internal import AppModel
internal import Yams

extension ScenarioWriter {
    /// The app of `spec` in the scenario format, with no steps: `name`,
    /// `device`, `screen`, `root` and `controllers`.
    public static func appText(for spec: ScenarioSpec, name: String) throws(DiagnosticGroup) -> String {
        var head: [(String, Node)] = [("name", YAMLBuilder.string(name))]
        if spec.device == .ipad { head.append(("device", YAMLBuilder.string("ipad"))) }
        if let screen = spec.screen { head.append(("screen", YAMLBuilder.flow([screen.width, screen.height].map(YAMLBuilder.number)))) }
        head.append(("root", YAMLBuilder.string(spec.root)))
        head.append(("controllers", ScenarioWriter().controllers(spec.controllers)))
        return try serialize(YAMLBuilder.map(head), path: spec.file)
    }

    /// `steps:` and the steps in the scenario format (block style).
    public static func stepsText(_ steps: [StepSpec], path: String) throws(DiagnosticGroup) -> String {
        try serialize(YAMLBuilder.map([("steps", YAMLBuilder.list(steps.map(StepWriter.node)))]), path: path)
    }

    static func serialize(_ node: Node, path: String) throws(DiagnosticGroup) -> String {
        do {
            return try Yams.serialize(node: node, width: -1, allowUnicode: true)
        } catch {
            throw DiagnosticGroup(Diagnostic("the scenario could not be written as YAML: \(error)", file: path))
        }
    }
}

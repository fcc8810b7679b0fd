internal import AppModel
public import AppSpec
public import Diagnostics
internal import VoiceOver
internal import Yams

extension ScenarioWriter {
    /// The app of `spec` in the scenario format, with no steps: `name`,
    /// `device`, `screen`, `layoutDirection` when right to left, `root` and `controllers`.
    public static func appText(for spec: ScenarioSpec, name: String) throws(DiagnosticGroup) -> String {
        var head: [(String, Node)] = [("name", YAMLBuilder.string(name))]
        if spec.device == .ipad { head.append(("device", YAMLBuilder.string("ipad"))) }
        if let screen = spec.screen {
            head.append(("screen", YAMLBuilder.flow([screen.width, screen.height].map(YAMLBuilder.number))))
        }
        if spec.layoutDirection != .leftToRight {
            head.append((TopLevelKey.layoutDirection.rawValue, YAMLBuilder.string(spec.layoutDirection.rawValue)))
        }
        head.append(("root", YAMLBuilder.string(spec.root)))
        head.append(("controllers", ScenarioWriter().controllers(spec.controllers)))
        return try serialize(YAMLBuilder.map(head), path: spec.file)
    }

    /// The top of a scenario that names where its app comes from instead
    /// of copying it (the reference form of an import): `name`, `device`
    /// when it is not the iPhone, `storyboard` when ``ScenarioSpec/storyboard``
    /// is set (its initial controller is the root), `swiftui` when
    /// ``ScenarioSpec/swiftUI`` is (its entry screen is), else `root` and each
    /// controller with just its `capture`. No steps.
    public static func headText(for spec: ScenarioSpec) throws(DiagnosticGroup) -> String {
        typealias B = YAMLBuilder
        var pairs: [(TopLevelKey, Node)] = [(.name, B.string(spec.name))]
        if spec.device != .iphone { pairs.append((.device, B.string(spec.device.rawValue))) }
        if let storyboard = spec.storyboard {
            pairs.append((.storyboard, B.string(storyboard)))
        } else if let swiftUI = spec.swiftUI {
            pairs.append((.swiftui, swiftUINode(swiftUI)))
        } else {
            pairs.append((.root, B.string(spec.root)))
            let captured = spec.controllers.compactMap { controller in
                controller.capture.map { (controller.id, B.map([(ControllerKey.capture.rawValue, B.string($0))])) }
            }
            pairs.append((.controllers, B.map(captured)))
        }
        return try serialize(B.map(pairs.map { ($0.0.rawValue, $0.1) }), path: spec.file)
    }

    /// The whole scenario in the scenario format: every top-level key that
    /// differs from its default, the app and the steps. Loading the text
    /// (at the same path, so relative references resolve alike) gives a
    /// spec equal to `spec`; a `storyboard:` or `capture:` reference is
    /// written out as the controllers it gave. A SwiftUI app whose code runs
    /// stays a `swiftui:` reference (controllers the scenario added to it are not written).
    public static func scenarioText(for spec: ScenarioSpec) throws(DiagnosticGroup) -> String {
        typealias B = YAMLBuilder
        var pairs: [(TopLevelKey, Node)] = [(.name, B.string(spec.name))]
        if spec.device != .iphone { pairs.append((.device, B.string(spec.device.rawValue))) }
        if let screen = spec.screen { pairs.append((.screen, B.flow([screen.width, screen.height].map(B.number)))) }
        if spec.orientation != .portrait { pairs.append((.orientation, B.string(spec.orientation.rawValue))) }
        if spec.layoutDirection != .leftToRight {
            pairs.append((.layoutDirection, B.string(spec.layoutDirection.rawValue)))
        }
        let settings = settingPairs(spec)
        if !settings.isEmpty { pairs.append((.voiceover, B.map(settings.map { ($0.0.rawValue, $0.1) }))) }
        let defaults = VoiceOverSettings()
        if spec.settings.paceMilliseconds != defaults.paceMilliseconds {
            pairs.append((.pace, B.number(Double(spec.settings.paceMilliseconds) / 1000)))
        }
        if !spec.launch.isEmpty { pairs.append((.launch, launchNode(spec.launch))) }
        if let swiftUI = spec.swiftUI, spec.live != nil {
            // An app whose code runs is written as the reference to its sources: a copy of
            // its screens would drop the code its steps rely on.
            pairs.append((.swiftui, swiftUINode(swiftUI)))
        } else {
            pairs.append((.root, B.string(spec.root)))
            if !spec.appDelegate.isEmpty { pairs.append((.appDelegate, ScenarioWriter().handlers(spec.appDelegate))) }
            pairs.append((.controllers, ScenarioWriter().controllers(spec.controllers)))
        }
        pairs.append((.steps, B.list(spec.steps.map(StepWriter.node))))
        return try serialize(B.map(pairs.map { ($0.0.rawValue, $0.1) }), path: spec.file)
    }

    /// `swiftui:`: the path, or `{path, view}` / `{path, preview}`.
    private static func swiftUINode(_ swiftUI: SwiftUISourceReference) -> Node {
        typealias B = YAMLBuilder
        switch swiftUI.entry {
        case nil: return B.string(swiftUI.path)
        case .view(let name)?: return B.map([("path", B.string(swiftUI.path)), ("view", B.string(name))], flow: true)
        case .preview(let name)?:
            return B.map([("path", B.string(swiftUI.path)), ("preview", B.string(name))], flow: true)
        }
    }

    /// `launch:`: arguments, environment and defaults, each only when set.
    private static func launchNode(_ launch: LaunchConditions) -> Node {
        typealias B = YAMLBuilder
        var pairs: [(String, Node)] = []
        if !launch.arguments.isEmpty { pairs.append(("arguments", B.list(launch.arguments.map(B.string)))) }
        if !launch.environment.isEmpty {
            pairs.append(
                ("environment", B.map(launch.environment.keys.sorted().map { ($0, B.string(launch.environment[$0]!)) }))
            )
        }
        if !launch.defaults.isEmpty {
            pairs.append(
                (
                    "defaults",
                    B.map(
                        launch.defaults.keys.sorted().map { key in
                            switch launch.defaults[key]! {
                            case .string(let text): (key, B.string(text))
                            case .number(let number): (key, B.number(number))
                            case .bool(let flag): (key, B.bool(flag))
                            }
                        })
                ))
        }
        return B.map(pairs)
    }

    /// The `voiceover:` settings that differ from the defaults.
    private static func settingPairs(_ spec: ScenarioSpec) -> [(SettingKey, Node)] {
        typealias B = YAMLBuilder
        let defaults = VoiceOverSettings()
        let settings = spec.settings
        var pairs: [(SettingKey, Node)] = []
        if settings.hints != defaults.hints { pairs.append((.hints, B.bool(settings.hints))) }
        if settings.afterDismiss != defaults.afterDismiss {
            pairs.append((.afterDismiss, B.string(settings.afterDismiss.rawValue)))
        }
        if settings.rate != defaults.rate { pairs.append((.rate, B.int(settings.rate))) }
        if settings.voice != defaults.voice { pairs.append((.voice, B.string(settings.voice))) }
        if spec.pitch != 50 { pairs.append((.pitch, B.int(spec.pitch))) }
        if spec.volume != 100 { pairs.append((.volume, B.int(spec.volume))) }
        if settings.speaksActionsAvailable != defaults.speaksActionsAvailable {
            pairs.append((.actionsAvailable, B.bool(settings.speaksActionsAvailable)))
        }
        if settings.speaksHeadingLevels != defaults.speaksHeadingLevels {
            pairs.append((.headingLevels, B.bool(settings.speaksHeadingLevels)))
        }
        if settings.typingFeedback != defaults.typingFeedback {
            pairs.append((.typingFeedback, B.string(settings.typingFeedback.rawValue)))
        }
        return pairs
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

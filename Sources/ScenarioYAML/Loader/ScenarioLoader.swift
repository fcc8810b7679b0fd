internal import AppModel
public import AppSpec
public import Diagnostics
internal import Foundation
internal import VoiceOver
internal import Yams

/// Reads a scenario file into a validated ``ScenarioSpec``. Every problem
/// is a ``Diagnostic`` at the offending line and column; nothing is
/// silently ignored.
public struct ScenarioLoader: Sendable {
    /// How the storyboards and captures a scenario names are read.
    public var sources: ReferencedSources

    /// Creates a loader; `sources` reads what `storyboard:` and `capture:`
    /// name (``ReferencedSources/none`` refuses both).
    public init(sources: ReferencedSources = .none) {
        self.sources = sources
    }

    /// Parses `text` as the scenario at `path` (used in messages). Throws
    /// every problem found, in file order: the loader steps over a bad key,
    /// view, step or expectation and goes on, as a compiler does; the
    /// references are checked once the file reads without error.
    public func load(text: String, path: String) throws(DiagnosticGroup) -> ScenarioSpec {
        let top: YAMLNode
        do {
            top = try Self.compose(text, path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        let sink = top.sink
        if var spec = sink.attempt({ () throws(Diagnostic) in try parseTop(top, path: path) }) {
            // References are checked even when a key was wrong, so one run shows
            // every mistake; names whose declarations did not load are assumed.
            let assumed = sink.isEmpty ? [] : Self.declaredNames(top)
            for diagnostic in spec.validationDiagnostics(assuming: assumed) { sink.record(diagnostic) }
            if sink.isEmpty {
                spec.file = path
                return spec
            }
        }
        throw sink.group!
    }

    /// Parses `text` as steps, written as in a scenario's `steps:` list:
    /// one step (`swipeRight`, `rotor: headings`) or a list of them. The
    /// REPL reads its typed commands this way.
    /// Throws the first problem found.
    public func loadSteps(text: String, path: String) throws(Diagnostic) -> [StepSpec] {
        let node = try Self.compose(text, path: path)
        let steps = node.isSequence ? try parseSteps(node) : [try parseStep(node)]
        if let first = node.sink.group?.first { throw first }
        return steps
    }

    static func compose(_ text: String, path: String) throws(Diagnostic) -> YAMLNode {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.translate(error, path: path)
        } catch {
            throw Diagnostic("the file is not valid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let node else {
            throw Diagnostic(
                "the file is empty; a scenario needs at least 'root' and 'steps'",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        var budget = maximumNodes
        guard fitsBudget(node, &budget) else {
            throw Diagnostic(
                "the file has more than \(maximumNodes) YAML nodes, counting each use of an alias again",
                at: SourceLocation(file: path, line: 1, column: 1),
                hint: "split the app into smaller scenarios, or write out views that aliases (*name) repeat")
        }
        return YAMLNode(node: node, file: path, sink: DiagnosticSink())
    }

    /// YAML nodes a scenario may expand to: aliases can make a short file
    /// stand for billions of nodes (a "billion laughs" document).
    static let maximumNodes = 4_000_000

    /// Counts `node` and its descendants (each alias use again) against
    /// `budget`, stopping as soon as it runs out, so the count costs at most
    /// the budget whatever the document expands to.
    private static func fitsBudget(_ node: Node, _ budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias: return true
        case .sequence(let sequence):
            for child in sequence where !fitsBudget(child, &budget) { return false }
        case .mapping(let mapping):
            for (key, value) in mapping where !fitsBudget(key, &budget) || !fitsBudget(value, &budget) { return false }
        }
        return true
    }

    private static func translate(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let contextText = context.map { " \($0.text)" } ?? ""
            return Diagnostic(
                "the file is not valid YAML: \(problem)\(contextText)",
                at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                "the key '\(duplicates.joined(separator: "', '"))' appears twice in one mapping",
                at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
        default:
            return Diagnostic(
                "the file is not valid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    /// The names a file declares as written, whether or not their
    /// declarations loaded: the keys under `controllers`, and every `id`,
    /// `identifier`, `label` and `title` value.
    static func declaredNames(_ top: YAMLNode) -> Set<String> {
        var names: Set<String> = []
        var pending: [(node: Node, isControllers: Bool)] = [(top.node, false)]
        var budget = maximumNodes
        while let (node, isControllers) = pending.popLast(), budget > 0 {
            budget -= 1
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key else { continue }
                    if isControllers { names.insert(keyScalar.string) }
                    if ["id", "identifier", "label", "title"].contains(keyScalar.string),
                        case .scalar(let scalar) = value
                    {
                        names.insert(scalar.string)
                    }
                    pending.append((value, keyScalar.string == "controllers" && !isControllers))
                }
            case .sequence(let sequence): pending += sequence.map { ($0, false) }
            case .scalar, .alias: break
            }
        }
        return names
    }

    static let topKeys: Set<String> = Set(TopLevelKey.allCases.map(\.rawValue))

    private func parseTop(_ top: YAMLNode, path: String) throws(Diagnostic) -> ScenarioSpec {
        let entries = try top.entries("the scenario", allowed: Self.topKeys)
        var values: [String: YAMLNode] = [:]
        for entry in entries { values[entry.key] = entry.value }
        guard let stepsNode = values["steps"] else { throw top.error("the scenario has no 'steps'") }
        var imported: ReferencedSources.App?
        var swiftUI: SwiftUISourceReference?
        if let node = values["storyboard"] {
            if let other = values["swiftui"] {
                throw other.error("a scenario's app comes from 'storyboard' or 'swiftui', not both")
            }
            imported = try importStoryboard(node, scenarioPath: path)
        } else if let node = values["swiftui"] {
            // The scenario's own `layoutDirection: rightToLeft` lays the SwiftUI views out right to left too.
            let rightToLeft =
                (try? values["layoutDirection"]?.string("layoutDirection")) == LayoutDirection.rightToLeft.rawValue
            // The app is read as launched: its `launch:` (its errors are reported below, where it is read).
            let launch = values["launch"].flatMap { try? parseLaunch($0) } ?? LaunchConditions()
            (imported, swiftUI) = try importSwiftUI(node, scenarioPath: path, rightToLeft: rightToLeft, launch: launch)
        }
        let root: String
        var rootLocation: SourceLocation?
        if let rootNode = values["root"] {
            root = try rootNode.string("root")
            rootLocation = rootNode.location
        } else if let imported {
            guard let entry = imported.root else {
                throw (values["storyboard"] ?? values["swiftui"]!).error(
                    "the storyboard has no view controller to start from")
            }
            root = entry
        } else {
            throw top.error("the scenario has no 'root': name the window's root view controller")
        }
        var spec = ScenarioSpec(file: path, name: Self.defaultName(path), root: root)
        spec.rootLocation = rootLocation
        if let imported {
            spec.controllers = imported.controllers
            spec.storyboard = try values["storyboard"]?.string("storyboard")
            spec.swiftUI = swiftUI
            spec.live = imported.live
            if let direction = imported.layoutDirection { spec.layoutDirection = direction }
        }
        let sink = top.sink
        if let node = values["name"], let name = sink.attempt({ () throws(Diagnostic) in try node.string("name") }) {
            spec.name = name
        }
        if let node = values["device"],
            let device = sink.attempt({ () throws(Diagnostic) in try node.choice("device", as: Device.self) })
        {
            spec.device = device
        }
        if let node = values["screen"] {
            _ = sink.attempt { () throws(Diagnostic) in
                let numbers = try node.list("screen")
                guard numbers.count == 2 else {
                    throw node.error("screen is [width, height] in points, e.g. [375, 667]")
                }
                let width = try numbers[0].double("screen width")
                let height = try numbers[1].double("screen height")
                guard (100...10_000).contains(width), (100...10_000).contains(height) else {
                    throw node.error("a screen is between 100 and 10,000 points on each side, not \(width)x\(height)")
                }
                spec.screen = Size(width: width, height: height)
            }
        }
        if let node = values["orientation"],
            let orientation = sink.attempt({ () throws(Diagnostic) in
                try node.choice("orientation", as: Orientation.self)
            })
        {
            spec.orientation = orientation
        }
        if let node = values["layoutDirection"],
            let direction = sink.attempt({ () throws(Diagnostic) in
                try node.choice("layoutDirection", as: LayoutDirection.self)
            })
        {
            spec.layoutDirection = direction
        }
        if let node = values["voiceover"] {
            _ = sink.attempt { () throws(Diagnostic) in try parseSettings(node, into: &spec) }
        }
        if let node = values["pace"] {
            _ = sink.attempt { () throws(Diagnostic) in
                let pace = try node.double("pace")
                guard pace >= 0 else { throw node.error("pace must not be negative") }
                guard pace <= Self.longestWait else {
                    throw node.error("pace must be at most \(Int(Self.longestWait)) seconds, not \(pace)")
                }
                spec.settings.paceMilliseconds = VirtualTime.milliseconds(seconds: pace)
            }
        }
        if let node = values["launch"] {
            _ = sink.attempt { () throws(Diagnostic) in spec.launch = try parseLaunch(node) }
        }
        if let node = values["appDelegate"] {
            _ = sink.attempt { () throws(Diagnostic) in
                spec.appDelegate = try parseHandlers(
                    node, what: "appDelegate", allowed: HandlerEvent.names(HandlerEvent.appDelegate))
            }
        }
        if let node = values["controllers"] {
            for entry in try node.entries("controllers") {
                // A scenario's controller with the id (or storyboard identifier) of an
                // imported one adds to it: its keys replace the imported values, its
                // views follow the imported views, its handlers attach to them by name.
                let base = spec.controllers.first { $0.id == entry.key || $0.storyboardID == entry.key }
                guard
                    let controller = sink.attempt({ () throws(Diagnostic) in
                        try parseController(id: entry.key, node: entry.value, base: base)
                    })
                else {
                    continue
                }
                if let index = spec.controllers.firstIndex(where: { $0.id == controller.id }) {
                    spec.controllers[index] = controller
                } else {
                    spec.controllers.append(controller)
                }
            }
        }
        spec.controllers = Self.qualifyCapturedIDs(spec.controllers)
        // Without `screen`, a captured root (or the first capture) gives the screen size.
        if spec.screen == nil {
            spec.screen =
                (spec.controllers.first { $0.id == spec.root }
                ?? spec.controllers.first { $0.capturedScreenSize != nil })?.capturedScreenSize
                ?? spec.controllers.first { $0.capturedScreenSize != nil }?.capturedScreenSize
        }
        spec.steps = try parseSteps(stepsNode)
        return spec
    }

    /// Imports the storyboard a scenario names, relative to the scenario's folder.
    func importStoryboard(_ node: YAMLNode, scenarioPath: String) throws(Diagnostic) -> ReferencedSources.App {
        let relative = try node.string("storyboard")
        let full = Self.resolve(relative, besides: scenarioPath)
        guard full.hasSuffix(".storyboard") || full.hasSuffix(".xib") else {
            throw node.error("'storyboard' must name a .storyboard or .xib file, not '\(relative)'")
        }
        guard FileManager.default.fileExists(atPath: full) else {
            throw node.error("the storyboard '\(relative)' does not exist (looked for '\(full)')")
        }
        return try sources.storyboard(full)
    }

    /// A path a scenario names, relative to the scenario's folder unless absolute.
    static func resolve(_ relative: String, besides scenarioPath: String) -> String {
        if relative.hasPrefix("/") { return relative }
        guard let slash = scenarioPath.lastIndex(of: "/") else { return relative }
        return String(scenarioPath[...slash]) + relative
    }

    static func defaultName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".yaml", ".yml"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }

    private func parseSettings(_ node: YAMLNode, into spec: inout ScenarioSpec) throws(Diagnostic) {
        for entry in try node.entries("voiceover", allowed: Set(SettingKey.allCases.map(\.rawValue))) {
            guard let key = SettingKey(rawValue: entry.key) else { continue }
            _ = node.sink.attempt { () throws(Diagnostic) in try parseSetting(key, entry.value, into: &spec) }
        }
    }

    private func parseSetting(_ key: SettingKey, _ value: YAMLNode, into spec: inout ScenarioSpec) throws(Diagnostic) {
        let entry = (key: key, value: value)
        switch entry.key {
        case .hints: spec.settings.hints = try entry.value.bool("voiceover.hints")
        case .afterDismiss:
            spec.settings.afterDismiss = try entry.value.choice(
                "voiceover.afterDismiss", as: VoiceOverSettings.AfterDismiss.self)
        case .rate:
            let rate = try entry.value.int("voiceover.rate")
            let rates = VoiceOverSettings.rates
            guard rates.contains(rate) else {
                throw entry.value.error(
                    "voiceover.rate must be between \(rates.lowerBound) and \(rates.upperBound) words per minute, not \(rate)"
                )
            }
            spec.settings.rate = rate
            spec.rateLocation = entry.value.location
        case .voice:
            spec.settings.voice = try entry.value.string("voiceover.voice")
            spec.voiceLocation = entry.value.location
        case .pitch:
            let pitch = try entry.value.int("voiceover.pitch")
            guard (0...100).contains(pitch) else {
                throw entry.value.error("voiceover.pitch must be between 0 and 100, not \(pitch)")
            }
            spec.pitch = pitch
        case .volume:
            let volume = try entry.value.int("voiceover.volume")
            guard (0...200).contains(volume) else {
                throw entry.value.error("voiceover.volume must be between 0 and 200, not \(volume)")
            }
            spec.volume = volume
        case .actionsAvailable:
            spec.settings.speaksActionsAvailable = try entry.value.bool("voiceover.actionsAvailable")
        case .headingLevels: spec.settings.speaksHeadingLevels = try entry.value.bool("voiceover.headingLevels")
        case .typingFeedback:
            spec.settings.typingFeedback = try entry.value.choice(
                "voiceover.typingFeedback", as: VoiceOverSettings.TypingFeedback.self)
        }
    }
}

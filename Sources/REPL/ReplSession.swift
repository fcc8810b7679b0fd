internal import AppModel
public import AppSpec
internal import Diagnostics
internal import Foundation
internal import ScenarioYAML
internal import Scenarios
public import VoiceOver

/// The REPL's state: the app and VoiceOver from a scenario, the commands
/// performed as scenario steps, and the recording of what was heard.
/// It knows nothing about terminals; ``ReplDriver`` reads keys and lines.
@MainActor
public final class ReplSession {
    /// The scenario the app comes from.
    public let spec: ScenarioSpec
    let runner: ScenarioRunner
    /// The session as a scenario, for `--record` and `:save`.
    public private(set) var recording: SessionRecording
    private var eventMark = 0
    /// The custom actions last listed by ``ReplInstruction/listActions``.
    private(set) var listedActions: [String] = []

    /// Prepares a session; nothing happens until ``start(replay:)``.
    /// For an imported input, `reference` gives the top of a scenario at
    /// a path that names the input, so `save` and `--record` write the
    /// reference form. For a scenario file, `sourcePath` is where it is,
    /// so a recording saved elsewhere names its files from there.
    public init(
        spec: ScenarioSpec, source: String, reference: (@Sendable (_ outputPath: String) -> String?)? = nil,
        sourcePath: String? = nil, synthesizer: any SpeechSynthesizer
    ) {
        self.spec = spec
        runner = ScenarioRunner(spec: spec, synthesizer: synthesizer)
        recording = SessionRecording(source: source, reference: reference, sourcePath: sourcePath)
    }

    /// The screen reader, for audio hooks.
    public var reader: ScreenReader { runner.reader }

    /// The number of steps performed so far (the audio file index).
    public var stepIndex: Int { runner.stepIndex }

    /// Launches the app, runs the scenario's own steps when `replay` is
    /// set, and returns what was heard.
    public func start(replay: Bool) async -> [ReplLine] {
        let mark = reader.transcript.count
        await runner.launch()
        var lines = heard(since: mark, hintFor: true)
        if replay {
            let afterLaunch = reader.transcript.count
            recording.keepsScenarioSteps = true
            for step in spec.steps {
                let failures = await runner.step(step)
                lines += failures.map { .error("\($0.location): \($0.key): expected \($0.expected), got \($0.actual)") }
            }
            lines.append(.info("Replayed \(spec.steps.count) steps of \(spec.file)."))
            lines += heard(since: afterLaunch, hintFor: true).suffix(4)
        }
        runner.markExpectation()
        eventMark = runner.application.trace.events.count
        lines.append(.status(status))
        return lines
    }

    /// Performs `command` and returns what to show.
    public func perform(_ command: ReplInstruction) async -> [ReplLine] {
        switch command {
        case .steps(let steps): return await perform(steps, typed: nil)
        case .typed(let text):
            let steps: [StepSpec]
            do {
                steps = try ScenarioLoader().loadSteps(text: text, path: "command")
            } catch {
                return [.error(Self.sentence(error))]
            }
            for step in steps {
                if case .gesture(.rotor(.custom(let name))) = step.kind, let problem = unknownRotor(name) {
                    return [.error(problem)]
                }
            }
            return await perform(steps, typed: text)
        case .rotor(let forward):
            let choices = rotorChoices
            let current = reader.effectiveRotor.flatMap { choices.firstIndex(of: $0) }
            let next =
                current.map { (($0 + (forward ? 1 : -1)) % choices.count + choices.count) % choices.count }
                ?? (forward ? 0 : choices.count - 1)
            return await perform([.gesture(.rotor(choices[next]))], typed: nil)
        case .heading(let forward):
            return await perform([.gesture(.rotor(.headings)), .gesture(forward ? .swipeDown : .swipeUp)], typed: nil)
        case .listActions:
            listedActions = reader.focusedElement?.accessibilityCustomActions.map(\.name) ?? []
            guard !listedActions.isEmpty else { return [.info("The focused element has no custom actions.")] }
            return [.info("Actions (press a number, or type :action NAME):")]
                + listedActions.enumerated().map { .info("  \($0.offset + 1). \($0.element)") }
        case .pickAction(let number):
            guard listedActions.indices.contains(number - 1) else {
                return [.error("There is no action \(number); press a for the list.")]
            }
            return await perform([.gesture(.action(listedActions[number - 1]))], typed: nil)
        case .tree: return treeLines
        case .trace: return traceLines
        case .events:
            let events = runner.application.trace.events.dropFirst(eventMark).map(\.name)
            eventMark = runner.application.trace.events.count
            return events.isEmpty ? [.info("No app events since the last :events.")] : events.map { .info("  \($0)") }
        case .help: return KeyBindings.helpLines.map(ReplLine.info)
        case .stopSpeech: return [.sound("[speech stopped]")]
        case .save, .quit: return []
        }
    }

    /// Performs `steps` and records those that passed: as `typed` when the
    /// user typed one step in YAML, else as ``StepWriter`` writes them.
    private func perform(_ steps: [StepSpec], typed: String?) async -> [ReplLine] {
        let mark = reader.transcript.count
        var lines: [ReplLine] = []
        var performed: [String] = []
        for step in steps {
            if case .expect = step.kind {
                lines.append(.error("'expect' is written by the recording; type commands to explore."))
                continue
            }
            lines.append(.command(step.summary))
            let failures = await runner.step(step)
            if failures.isEmpty {
                performed.append(steps.count == 1 ? typed ?? StepWriter.line(step) : StepWriter.line(step))
            } else {
                lines += failures.map { .error(Self.failureSentence($0)) }
            }
        }
        lines += heard(since: mark, hintFor: !performed.isEmpty)
        if !performed.isEmpty {
            recording.append(
                steps: performed, focus: runner.currentFocusName, focusIsNull: reader.focusedElement == nil,
                speech: runner.speechSinceExpect,
                announced: runner.announcementsSinceExpect.last, earcons: runner.earconsSinceExpect)
        }
        runner.markExpectation()
        lines.append(.status(status))
        return lines
    }

    /// Utterances and earcons from transcript position `mark` on.
    private func heard(since mark: Int, hintFor: Bool) -> [ReplLine] {
        var lines: [ReplLine] = []
        for entry in reader.transcript[min(mark, reader.transcript.count)...] {
            switch entry {
            case .utterance(let utterance): lines.append(.speech(utterance.text, kind: utterance.kind.rawValue))
            case .earcon(let earcon, _): lines.append(.sound("[\(Self.words(earcon))]"))
            case .paused: lines.append(.sound("[speech paused]"))
            case .resumed: lines.append(.sound("[speech resumed]"))
            }
        }
        // The hint belongs to a description this command spoke.
        let described = lines.contains { if case .speech(_, "description") = $0 { true } else { false } }
        if hintFor, described, let hint = reader.currentHint, !lines.contains(.speech(hint, kind: "hint")) {
            lines.append(.hint(hint))
        }
        return lines
    }

    /// The status line: screen path, element N of M, rotor.
    public var status: String {
        var path: [String] = []
        var controller = reader.screenController
        while let current = controller {
            path.insert(current.id, at: 0)
            controller = current.parent
        }
        let tree = reader.currentTree()
        let position =
            reader.focusedElement.flatMap { tree.index(of: $0) }.map { "element \($0 + 1) of \(tree.elements.count)" }
            ?? "no focus (\(tree.elements.count) elements)"
        let rotor = reader.effectiveRotor.map { "rotor: \($0.rawValue)" } ?? "rotor: none"
        let paused = reader.isPaused ? " · paused" : ""
        return "[\(path.isEmpty ? "no screen" : path.joined(separator: " › "))] \(position) · \(rotor)\(paused)"
    }

    /// Rotor settings offered here, in VoiceOver's order, the app's custom rotors last.
    private var rotorChoices: [Rotor] {
        var choices: [Rotor] = [.headings, .links, .landmarks, .containers, .images, .textFields]
        if let element = reader.focusedElement {
            if !element.accessibilityCustomActions.isEmpty { choices.append(.actions) }
            if element.accessibilityTraits.contains(.adjustable) { choices.append(.adjustValue) }
        }
        return choices + reader.availableCustomRotors.map { .custom($0.name) }
    }

    /// Why `rotor: name` cannot be turned to here, or nil when a custom rotor of that name is offered.
    private func unknownRotor(_ name: String) -> String? {
        let offered = reader.availableCustomRotors.map(\.name)
        guard !offered.contains(name) else { return nil }
        let own = Rotor.allCases.map(\.rawValue)
        return "rotor must be one of \(own.joined(separator: ", "))"
            + (offered.isEmpty ? "" : " or a custom rotor offered here (\(offered.joined(separator: ", ")))")
            + ", not '\(name)'"
            + (Suggestions.hint(for: name, among: own + offered).map { "; \($0)" } ?? "")
    }

    static func words(_ earcon: Earcon) -> String {
        switch earcon {
        case .screenChanged: "screen changed"
        case .pageScrolled: "page scrolled"
        default: earcon.rawValue
        }
    }

    static func sentence(_ error: Diagnostic) -> String {
        error.message + (error.hint.map { "; \($0)" } ?? "")
    }

    static func failureSentence(_ failure: ScenarioResult.Failure) -> String {
        "\(failure.key): expected \(failure.expected), got \(failure.actual)"
    }
}

public import AppModel
public import AppSpec
public import Diagnostics
public import VoiceOver

/// Runs a scenario on the virtual clock: performs each step on the screen
/// reader, checks every `expect`, and records every failure (carrying on to
/// the end of the scenario).
@MainActor
public final class ScenarioRunner {
    /// Steps run at most, so a runaway scenario stops with a clear failure.
    public static let stepLimit = 10_000

    let spec: ScenarioSpec
    let builder: AppBuilder
    /// The screen reader.
    public let reader: ScreenReader

    /// Where `view` is declared, when the builder made it from a spec with a
    /// place in a file (a view a live update added included).
    public func declaredLocation(of view: View) -> SourceLocation? {
        builder.viewLocations.location(of: view)
    }
    var failures: [ScenarioResult.Failure] = []
    var transcriptMark = 0
    var traceMark = 0
    var announcementMark = 0
    var restored: [String] = []
    /// The step being performed, from 1; 0 while launching.
    public private(set) var stepIndex = 0

    /// Prepares a run of `spec` with `synthesizer`.
    public init(spec: ScenarioSpec, synthesizer: any SpeechSynthesizer = WordRateSynthesizer()) {
        self.spec = spec
        builder = AppBuilder(spec: spec)
        reader = ScreenReader(application: builder.application, settings: spec.settings, synthesizer: synthesizer)
        builder.onViewsReplaced = { [reader] replaced in reader.adopt(replaced) }
    }

    /// The application.
    public var application: Application { builder.application }

    /// The app as it is now: a live app's screens as its code last answered.
    public var currentSpec: ScenarioSpec { builder.spec }

    /// The run of the app's own code, when it has some (SwiftUI sources).
    public var liveSession: LiveSession? { builder.session }

    /// What the app's own code could not run (a SwiftUI action a11ysim does not evaluate), once each.
    public var codeWarnings: [Diagnostic] { builder.liveWarnings }

    /// Why each «…» part the app's screens showed in this run is unknown
    /// (``LiveSession/unknownNotes``); none for an app without code.
    public var unknownNotes: [Diagnostic] { builder.session?.unknownNotes ?? [] }

    /// Runs every step and returns the result.
    public func run() async -> ScenarioResult {
        await launch()
        // Which step added each transcript entry: "launch", or the step's line.
        var sources = Array(repeating: "launch", count: reader.transcript.count)
        var count = 0
        if !stoppedByRunawayHandlers(at: nil) {
            for step in spec.steps {
                count += 1
                stepIndex = count
                if count > Self.stepLimit {
                    fail(step.location, "step", "at most \(Self.stepLimit) steps", "more steps")
                    break
                }
                await perform(step)
                // A step an importer generated has no line of its own: it is named by its number.
                let source = step.location.line > 0 ? "line \(step.location.line)" : "step \(count)"
                sources += Array(repeating: source, count: max(0, reader.transcript.count - sources.count))
                if stoppedByRunawayHandlers(at: step.location) { break }
            }
        }
        sources += Array(repeating: "end", count: max(0, reader.transcript.count - sources.count))
        return ScenarioResult(
            name: spec.name, file: spec.file, steps: spec.steps.count, duration: reader.now, failures: failures,
            transcript: zip(reader.transcript, sources).map { "\($0.line)  (\($1))" })
    }

    /// Launches the app and starts VoiceOver, as a run does before its
    /// first step (the REPL then performs steps one at a time).
    public func launch() async {
        builder.launch()
        await reader.start()
    }

    /// Performs one step as a run would (the REPL's commands), and returns
    /// the failures it caused: a step that could not apply, an expectation
    /// that did not hold, or handlers that ran away.
    public func step(_ step: StepSpec) async -> [ScenarioResult.Failure] {
        let before = failures.count
        stepIndex += 1
        await perform(step)
        _ = stoppedByRunawayHandlers(at: step.location)
        builder.performer.resetRunaway()
        return Array(failures[before...])
    }

    /// Starts a new "since the previous `expect`" window, as an `expect`
    /// step does, without checking anything (the REPL records an `expect`
    /// after each command).
    public func markExpectation() {
        transcriptMark = reader.transcript.count
        traceMark = application.trace.events.count
        announcementMark = reader.announcements.count
    }

    /// What `expect: {focus, speech}` would read now: the focused element's
    /// id (or label), and the last speech since the previous `expect`.
    public var currentFocusName: String? {
        reader.focusedElement.flatMap { $0.id ?? $0.accessibilityLabel }
    }

    /// The last utterance `speech` reads since the previous `expect`, if any.
    public var speechSinceExpect: String? {
        reader.utterances(since: transcriptMark).filter(\.kind.countsAsSpeech).last?.text
    }

    /// The texts of announcements posted since the previous `expect`.
    public var announcementsSinceExpect: [String] {
        reader.announcements[min(announcementMark, reader.announcements.count)...].map(\.text)
    }

    /// The earcons played since the previous `expect`, as `earcons` names them.
    public var earconsSinceExpect: [String] {
        reader.earcons(since: transcriptMark).map(\.rawValue)
    }

    /// Records a failure and returns true when handlers ran away; the
    /// scenario stops there, as the app would hang.
    /// Actions that could not apply become failures at their own line.
    private func stoppedByRunawayHandlers(at stepLocation: SourceLocation?) -> Bool {
        for problem in builder.performer.takeProblems() {
            fail(problem.location, "action", "an action that applies", problem.message)
        }
        guard let runaway = builder.performer.runaway else { return false }
        let step = stepLocation.map { " (during the step at line \($0.line))" } ?? " (at launch)"
        fail(
            runaway.location, "handlers", "handlers that finish", "\(runaway.reason); the scenario stopped here\(step)")
        return true
    }

    func fail(_ location: SourceLocation, _ key: String, _ expected: String, _ actual: String) {
        failures.append(ScenarioResult.Failure(location: location, key: key, expected: expected, actual: actual))
    }

    func perform(_ step: StepSpec) async {
        switch step.kind {
        case .gesture(let gesture):
            if case .touch(.view(let name)) = gesture {
                let lookup = builder.performer.lookUp(name)
                guard case .view(let view) = lookup else {
                    fail(step.location, "touch", "one view named '\(name)'", ActionPerformer.problem(lookup, name)!)
                    return
                }
                await reader.touch(view)
                return
            }
            switch await reader.perform(gesture) {
            case nil: break
            case .noSuchView(let id): fail(step.location, "step", "a view '\(id)' on screen", "none")
            case .noSuchAction(let name, let available):
                fail(
                    step.location, "step", "a custom action '\(name)' on the focused element",
                    available.isEmpty ? "none" : available.joined(separator: ", "))
            case .noSuchRotor(let name, let available):
                fail(
                    step.location, "step", "a custom rotor '\(name)' offered at the focused element",
                    available.isEmpty ? "none" : available.joined(separator: ", "))
            }
        case .wait(let seconds): await reader.wait(milliseconds: VirtualTime.milliseconds(seconds: seconds))
        case .rotate(let orientation): await reader.rotate(to: orientation)
        case .device(let device): await reader.setDevice(device)
        case .memoryWarning:
            application.simulateMemoryWarning()
            await reader.appDidChange()
        case .relaunch:
            builder.resetInstances()
            restored = application.relaunch { [builder, spec] in
                builder.controller(spec.root) ?? ViewController(id: spec.root)
            }
            builder.resolvePendingOrders()
            await reader.didRelaunch()
            if builder.runRestoreHandler() { await reader.appDidChange() }
        case .voiceOver(let on): await reader.setRunning(on)
        case .perform(let actions):
            builder.performer.perform(actions, from: reader.screenController)
            await reader.appDidChange()
        case .focus(let name):
            let lookup = builder.performer.lookUp(name)
            guard case .view(let view) = lookup else {
                fail(step.location, "focus", "one view named '\(name)'", ActionPerformer.problem(lookup, name)!)
                return
            }
            guard await reader.focus(on: view) else {
                fail(step.location, "focus", "'\(name)' reachable by VoiceOver", "hidden or not on screen")
                return
            }
        case .edit(let edit):
            do {
                switch edit {
                case .type(let text): try await reader.type(text)
                case .delete(let count): try await reader.deleteBackward(count: count)
                case .returnKey: try await reader.pressReturn()
                case .clearText: try await reader.clearText()
                case .dismissKeyboard: try await reader.dismissKeyboard()
                }
            } catch {
                fail(step.location, edit.name, "a text field being edited", error.description)
            }
        case .expect(let expectations):
            builder.resolvePendingOrders()
            for expectation in expectations { check(expectation) }
            markExpectation()
        }
    }
}

public import Scenarios

/// Watches the steps of one run as the crawler or a replay performs them
/// (the audit's transition rules): told when the run starts, before each
/// step, once a gesture has settled, and after each step.
@MainActor
public protocol StepWatcher: AnyObject {
    /// Starts watching a freshly launched runner.
    func begin(_ runner: ScenarioRunner)
    /// Called before each step, and again just before the gesture of an
    /// activation (once focus is on the element).
    func willPerform(_ runner: ScenarioRunner)
    /// Called once a gesture has settled and before the app is left alone:
    /// changes after this point are the app's own.
    func gestureSettled(_ runner: ScenarioRunner)
    /// Called after each step.
    func didPerform(_ step: RouteStep, _ runner: ScenarioRunner)
}

public import AppSpec

/// One step of the way from launch to a screen: what the crawler did, or a
/// step of the scenario being run.
public enum RouteStep: Sendable {
    /// Focus the element at this 0-based reading-order position and double tap it.
    case activate(index: Int, path: String, description: String)
    /// The two-finger scrub.
    case escape
    /// A step of the scenario file, with how a report names it.
    case scenario(StepSpec, summary: String)
    /// An app action the crawler performs as the app would (a manual
    /// segue, presenting a controller by its storyboard identifier), with
    /// how a report names it.
    case appAction(StepSpec, summary: String)

    /// Whether it is a scenario's `expect`, which changes nothing.
    public var isExpectation: Bool {
        if case .scenario(let step, _) = self, case .expect = step.kind { return true }
        return false
    }

    /// The step as a person reads it in a report.
    public var summary: String {
        switch self {
        case .activate(_, let path, let description):
            description.isEmpty ? "activate '\(path)'" : "activate '\(path)' (\(description))"
        case .escape: "escape"
        case .scenario(_, let summary), .appAction(_, let summary): summary
        }
    }
}

public import AppSpec

extension StepSpec {
    /// The step as reports name it: as written in its file, or, for a step
    /// built in code, `do` and `expect` by their key and others on one
    /// line as ``StepWriter`` writes them (`swipeRight`, `rotor: headings`).
    public var summary: String {
        writtenSummary ?? StepWriter.summary(of: kind)
    }
}

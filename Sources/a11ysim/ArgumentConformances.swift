public import ArgumentParser
public import Audit
public import Diff
public import Scenarios
public import Speech

// Closed sets the command line takes come from their types' CaseIterable
// lists, so help, validation and completion never drift from what exists.
extension ReportFormat: ExpressibleByArgument {}
extension AuditFormat: ExpressibleByArgument {}
extension SpeechMode: ExpressibleByArgument {}
extension DiffFormat: ExpressibleByArgument {}

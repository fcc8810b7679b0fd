import ArgumentParser
import Scenarios

/// `--format`: the report formats `a11ysim run` writes.
enum ReportFormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit

    var format: ReportFormat { ReportFormat(rawValue: rawValue) ?? .text }
}

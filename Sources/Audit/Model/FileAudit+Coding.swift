internal import Crawl
internal import Diagnostics

/// A file audit as results files and parallel workers carry it. The
/// verdicts, one per rule and screen (most of an audit's bytes), go in
/// groups by screen: `[file, screen, [rule, outcome, passed…]…]`, the file
/// empty when it is the audit's own, so neither is repeated per rule.
extension FileAudit {
    private enum CodingKeys: String, CodingKey {
        case file, screens, findings, evaluations, error, reachedScreenLimit
    }

    /// Reads a file audit written by ``encode(to:)``, its verdicts grouped by screen.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let file = try container.decode(String.self, forKey: .file)
        var evaluations: [RuleEvaluation] = []
        var groups = try container.nestedUnkeyedContainer(forKey: .evaluations)
        while !groups.isAtEnd {
            var group = try groups.nestedUnkeyedContainer()
            let groupFile = try group.decode(String.self)
            let screen = try group.decode(String.self)
            while !group.isAtEnd {
                var verdict = try group.nestedUnkeyedContainer()
                let rule = try verdict.decode(AuditRule.self)
                let outcome = try verdict.decode(AuditOutcome.self)
                var passed: [String] = []
                while !verdict.isAtEnd { passed.append(try verdict.decode(String.self)) }
                evaluations.append(
                    RuleEvaluation(
                        rule: rule, file: groupFile.isEmpty ? file : groupFile, screen: screen, outcome: outcome,
                        passed: passed))
            }
        }
        self.init(
            file: file, screens: try container.decode([ScreenSnapshot].self, forKey: .screens),
            findings: try container.decode([AuditFinding].self, forKey: .findings), evaluations: evaluations,
            error: try container.decodeIfPresent(Diagnostic.self, forKey: .error))
        reachedScreenLimit = try container.decode(Bool.self, forKey: .reachedScreenLimit)
    }

    /// Writes the file audit with its verdicts grouped by file and screen.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(screens, forKey: .screens)
        try container.encode(findings, forKey: .findings)
        var groups = container.nestedUnkeyedContainer(forKey: .evaluations)
        var start = evaluations.startIndex
        while start < evaluations.endIndex {
            let first = evaluations[start]
            var end = start + 1
            while end < evaluations.endIndex, evaluations[end].file == first.file,
                evaluations[end].screen == first.screen
            { end += 1 }
            var group = groups.nestedUnkeyedContainer()
            try group.encode(first.file == file ? "" : first.file)
            try group.encode(first.screen)
            for evaluation in evaluations[start..<end] {
                var verdict = group.nestedUnkeyedContainer()
                try verdict.encode(evaluation.rule)
                try verdict.encode(evaluation.outcome)
                for path in evaluation.passed { try verdict.encode(path) }
            }
            start = end
        }
        try container.encodeIfPresent(error, forKey: .error)
        try container.encode(reachedScreenLimit, forKey: .reachedScreenLimit)
    }
}

internal import Crawl

extension FileAudit {
    /// `other`, an audit of another launch of the same file (a SwiftUI
    /// preview named `variant`), added to this one: its screens, findings
    /// and verdicts keyed `variant/<screen>` unless the key already names
    /// the variant, so two launches never share a screen key.
    public mutating func append(_ other: FileAudit, variant: String) {
        func key(_ screen: String) -> String { screen.hasPrefix(variant) ? screen : "\(variant)/\(screen)" }
        let taken = Set(screens.map(\.key))
        var renamed: [String: String] = [:]
        for screen in other.screens {
            var candidate = key(screen.key)
            var count = 1
            while taken.contains(candidate) {
                count += 1
                candidate = "\(key(screen.key)) \(count)"
            }
            renamed[screen.key] = candidate
        }
        screens += other.screens.map { screen in
            var screen = screen
            screen.key = renamed[screen.key] ?? key(screen.key)
            return screen
        }
        findings += other.findings.map { finding in
            var finding = finding
            finding.screen = renamed[finding.screen] ?? key(finding.screen)
            finding.otherScreens = finding.otherScreens.map { renamed[$0] ?? key($0) }
            return finding
        }
        evaluations += other.evaluations.map { evaluation in
            var evaluation = evaluation
            evaluation.screen = renamed[evaluation.screen] ?? key(evaluation.screen)
            return evaluation
        }
        reachedScreenLimit = reachedScreenLimit || other.reachedScreenLimit
    }

    /// This audit as one of a SwiftUI preview, which may show one part of a
    /// screen: a violation of a rule about whole screens (screen-heading)
    /// becomes a finding to review.
    public mutating func markAsPreview() {
        for index in findings.indices
        where findings[index].rule.presumesWholeScreen && findings[index].outcome == .violation {
            findings[index].outcome = .incomplete
            findings[index].message += " Needs review: \(Self.previewReason)."
        }
        for index in evaluations.indices
        where evaluations[index].rule.presumesWholeScreen && evaluations[index].outcome == .violation {
            evaluations[index].outcome = .incomplete
        }
    }

    /// Why a rule about whole screens only asks for review on a preview.
    static let previewReason =
        "a preview shows one view on its own, and the code does not say whether that view is a whole screen"
}

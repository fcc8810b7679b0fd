internal import AppModel
internal import Crawl

/// Geometry on screens whose frames a11ysim estimated from code (SwiftUI):
/// a size or place that fails a rule there is reviewed, not reported.
extension StaticAuditor {
    /// Why `view`'s frame is an estimate, when its screen (or the container
    /// around it) was laid out from code by a11ysim rather than measured.
    static func estimateReason(_ view: View) -> String? {
        let estimated = view.selfAndSuperviews.contains { $0.owningController?.hasEstimatedLayout == true }
        guard estimated else { return nil }
        return
            "the frame is a11ysim's estimate of SwiftUI's layout from the code (text widths from character counts, flexible frames and geometry readers approximated), not SwiftUI's own"
    }

    /// `rule` fails on `view`; on an estimated layout the finding is one to review.
    func failOrReview(
        _ rule: AuditRule, _ view: View, _ element: ElementSnapshot, _ message: String, related: [String] = [],
        impact: Impact? = nil,
        into ledger: inout RuleLedger
    ) {
        if let reason = Self.estimateReason(view) ?? Self.layoutReason(view, for: rule) {
            ledger.review(rule, element, message, because: reason, related: related, impact: impact)
        } else {
            ledger.fail(rule, element, message, related: related, impact: impact)
        }
    }

    /// Why `view`'s saved frame may not be its run-time frame, for `rule`:
    /// Interface Builder marks it (or, for where it lies, a view around it)
    /// misplaced or ambiguous. A size its required constraints fix is known
    /// for the rules about size.
    static func layoutReason(_ view: View, for rule: AuditRule) -> String? {
        if rule == .targetSize || rule == .clippedText {
            guard !view.layoutFacts.contains(.fixedSize) else { return nil }
            return view.layoutFacts.uncertainty
        }
        for (depth, candidate) in view.selfAndSuperviews.prefix(1_000).enumerated() {
            guard let reason = candidate.layoutFacts.uncertainty else { continue }
            return depth == 0 ? reason : "'\(ElementPath.path(of: candidate))', which holds it: \(reason)"
        }
        return nil
    }
}

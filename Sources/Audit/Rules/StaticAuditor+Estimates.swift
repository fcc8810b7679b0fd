internal import AppModel

/// Geometry on screens whose frames a11ysim estimated from code (SwiftUI):
/// a size or place that fails a rule there is reviewed, not reported.
extension StaticAuditor {
    /// Why `view`'s frame is an estimate, when its screen (or the container
    /// around it) was laid out from code by a11ysim rather than measured.
    static func estimateReason(_ view: View) -> String? {
        let estimated = view.selfAndSuperviews.contains { $0.owningController?.hasEstimatedLayout == true }
        guard estimated else { return nil }
        return "the frame is a11ysim's estimate of SwiftUI's layout from the code (text widths from character counts, flexible frames and geometry readers approximated), not SwiftUI's own"
    }

    /// `rule` fails on `view`; on an estimated layout the finding is one to review.
    func failOrReview(
        _ rule: AuditRule, _ view: View, _ element: ElementSnapshot, _ message: String, related: [String] = [], impact: Impact? = nil,
        into ledger: inout RuleLedger
    ) {
        if let reason = Self.estimateReason(view) {
            ledger.review(rule, element, message, because: reason, related: related, impact: impact)
        } else {
            ledger.fail(rule, element, message, related: related, impact: impact)
        }
    }
}

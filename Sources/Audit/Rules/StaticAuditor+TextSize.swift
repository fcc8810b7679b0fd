internal import AppModel
internal import AppSpec
internal import Crawl
internal import Foundation
internal import VoiceOver

/// Rules about text size: whether text follows the user's text size
/// (Dynamic Type) and whether it fits its frame.
extension StaticAuditor {
    /// dynamic-type: once per text that keeps a fixed size (merged across
    /// the screens that show it, like every element finding). A button's
    /// text-style font is left out: Interface Builder has no setting for its
    /// title to scale, which code sets.
    func checkDynamicType(_ texts: [DrawnText], into ledger: inout RuleLedger) {
        for drawn in texts {
            guard let font = drawn.font, !(drawn.view is Button && font.style != nil) else { continue }
            let element = snapshot(drawn.view)
            guard !font.scalesWithContentSize else {
                ledger.pass(.dynamicType, element)
                continue
            }
            let what = drawn.view is Button ? "The title" : drawn.view is Label ? "The text" : "The field's text"
            ledger.fail(
                .dynamicType, element,
                "\(what) \(Self.quoted(Self.excerpt(drawn.text))) of '\(element.path)' keeps its size when the user picks a larger text size: its font is \(font.summary)."
            )
        }
    }

    /// clipped-text: a label or a button's title wider than its frame allows
    /// at the default text size (a violation), or at the largest
    /// accessibility size for text that scales (needs review: no Auto Layout
    /// pass decides whether the frame grows).
    func checkClipping(_ texts: [DrawnText], into ledger: inout RuleLedger) {
        for drawn in texts {
            let view = drawn.view
            guard let font = drawn.font, view is Label || (view is Button && (view as? Button)?.imageName == nil),
                !view.usesAutomaticLayout, !Self.hasUnknownFrame(view), !view.adjustsFontSizeToFitWidth
            else { continue }
            let width = view.frame.width
            let allowed = view.numberOfLines ?? 1
            let element = snapshot(view)
            // Blank lines at the end show nothing, so losing them cuts off nothing.
            let text = drawn.text.trimmingWhitespaceAndNewlines()
            if Self.isPlaceholderTitle(text) || text.isEmpty { continue }
            let quoted = Self.quoted(Self.excerpt(text))
            if allowed > 0 {
                let needed = TextMeasure.lines(text, width: width, size: font.size, bold: font.isBold)
                let widened = TextMeasure.lines(
                    text, width: width * (1 + TextMeasure.margin), size: font.size, bold: font.isBold)
                if widened > allowed {
                    let message =
                        "\(quoted) needs about \(Self.lineCount(needed, width: width)) at \(font.summary), but '\(element.path)' shows \(Self.lineCount(allowed, width: width)): the rest is cut off."
                    if let outlet = view.outlet, view.customAccessibilityLabel == nil {
                        // The file's text is a sample when code fills the label.
                        ledger.review(
                            .clippedText, element, message,
                            because:
                                "the label is \(outlet), an outlet whose code sets the text the app shows, so the file's text may be a sample"
                        )
                    } else {
                        failOrReview(.clippedText, view, element, message, into: &ledger)
                    }
                    continue
                }
            }
            guard font.scalesWithContentSize, allowed > 0 else {
                ledger.pass(.clippedText, element)
                continue
            }
            let largest = font.largestAccessibilitySize
            let needed = TextMeasure.lines(text, width: width, size: largest, bold: font.isBold)
            if needed > allowed {
                ledger.review(
                    .clippedText, element,
                    "At the largest accessibility text size (\(AuditFormatting.number(largest)) pt) \(quoted) needs about \(Self.lineCount(needed, width: width)), but '\(element.path)' shows \(Self.lineCount(allowed, width: width)).",
                    because:
                        "whether Auto Layout makes the frame wider or allows more lines is not known without a layout pass; set numberOfLines = 0 to be sure"
                )
            } else {
                ledger.pass(.clippedText, element)
            }
        }
    }

    /// "2 lines of 120 pt", "1 line of 80 pt".
    static func lineCount(_ lines: Int, width: Double) -> String {
        "\(lines) line\(lines == 1 ? "" : "s") of \(AuditFormatting.number(width)) pt"
    }
}

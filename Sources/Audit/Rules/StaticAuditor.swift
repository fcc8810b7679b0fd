internal import AppModel
internal import Crawl
internal import Foundation
internal import VoiceOver

/// Runs the static rules on one screen: what the element tree and the
/// view hierarchy show, without acting on the app.
@MainActor
struct StaticAuditor {
    let screen: ScreenInspection

    /// Every static rule, into `ledger`.
    func run(into ledger: inout RuleLedger) {
        // The app's controls: a key of the system keyboard is no control of the app's, nor its neighbour.
        let interactive = screen.tree.elements.map(\.view).filter {
            ScreenInspection.isInteractive($0) && ScreenInspection.systemPart(of: $0) == nil
        }
        checkNames(interactive, into: &ledger)
        checkLabels(into: &ledger)
        checkDuplicates(interactive, into: &ledger)
        checkTextFields(into: &ledger)
        checkHintsAndValues(into: &ledger)
        checkCustomActions(into: &ledger)
        checkTraits(into: &ledger)
        checkHeading(into: &ledger)
        checkNesting(into: &ledger)
        checkExplicitOrder(into: &ledger)
        checkGroups(into: &ledger)
        checkTargets(interactive, into: &ledger)
        checkPruned(into: &ledger)
        checkOffScreen(into: &ledger)
        checkNameContent(interactive, into: &ledger)
        checkImagesAndStates(into: &ledger)
        checkSpacing(interactive, into: &ledger)
        let texts = drawnTexts
        checkTextContrast(texts, into: &ledger)
        checkNonTextContrast(into: &ledger)
        checkDynamicType(texts, into: &ledger)
        checkClipping(texts, into: &ledger)
    }

    // MARK: Helpers

    func snapshot(_ view: View) -> ElementSnapshot { screen.snapshot(view) }

    /// The words a label is compared by: lower-cased, punctuation dropped.
    nonisolated static func normalized(_ text: String) -> String {
        asciiNormalized(text) ?? normalizedByCharacterSet(text)
    }

    /// ``normalized(_:)`` of any text, through Foundation's character sets.
    nonisolated static func normalizedByCharacterSet(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.map {
            CharacterSet.alphanumerics.contains($0) ? Character($0) : " "
        }
        return String(kept).split(separator: " ").joined(separator: " ")
    }

    /// ``normalized(_:)`` of an ASCII text, on its bytes (most labels are
    /// ASCII, and Foundation's character sets are slow on Linux); nil for
    /// any other text.
    nonisolated static func asciiNormalized(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                if pendingSpace, !bytes.isEmpty { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(lower)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// "`path`" for messages.
    static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

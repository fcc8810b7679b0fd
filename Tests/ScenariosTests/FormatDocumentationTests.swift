import AppSpec
import Foundation
import Testing
import VoiceOver

/// docs/scenario-format.md covers the closed sets the loader reads: every
/// gesture, every other step and every view kind, so adding one without
/// documenting it fails here.
@Suite("The scenario format's documentation")
struct FormatDocumentationTests {
    private let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)) ?? ""
    }()

    /// The text of the section headed `title`.
    private func section(_ title: String) -> Substring {
        guard let start = document.range(of: "\n## \(title)\n") else { return "" }
        let rest = document[start.upperBound...]
        return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    }

    @Test func everyStepIsDocumentedUnderSteps() {
        let steps = section("Steps")
        #expect(!steps.isEmpty)
        let missing = StepSpec.names.filter { !steps.contains("`\($0)") }
        #expect(missing.isEmpty, "steps missing from docs/scenario-format.md: \(missing)")
    }

    @Test func everyViewKindIsDocumentedUnderViews() {
        let views = section("Views")
        #expect(!views.isEmpty)
        let missing = ViewKind.allCases.map(\.rawValue).filter { !views.contains("`\($0)") }
        #expect(missing.isEmpty, "view kinds missing from docs/scenario-format.md: \(missing)")
    }
}

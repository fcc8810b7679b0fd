import AppSpec
import Foundation
import Testing
import VoiceOver

/// docs/scenario-format.md covers the closed sets the loader reads: every
/// gesture, every other step, every view kind and every key of the key
/// tables in the section that covers it, so adding one without documenting
/// it fails here.
@Suite("The scenario format's documentation")
struct FormatDocumentationTests {
    private let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
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

    private func missing(_ keys: [String], in title: String) -> [String] {
        let text = section(title)
        return text.isEmpty ? keys : keys.filter { !text.contains("`\($0)`") && !text.contains("`\($0):") }
    }

    @Test func topLevelAndSettingKeys() {
        #expect(missing(TopLevelKey.allCases.map(\.rawValue), in: "Top-level keys").isEmpty)
        #expect(missing(SettingKey.allCases.map(\.rawValue), in: "Top-level keys").isEmpty)
    }

    @Test func controllerKeys() {
        #expect(missing(ControllerKey.allCases.map(\.rawValue), in: "View controllers").isEmpty)
    }

    @Test func viewAndAppearanceKeys() {
        #expect(missing(ViewKey.allCases.map(\.rawValue) + AppearanceKey.allCases.map(\.rawValue), in: "Views").isEmpty)
    }

    /// Each kind's row of "Keys for particular kinds" lists that kind's own keys.
    @Test func eachKindsRowListsItsOwnKeys() {
        let rows = section("Views").split(separator: "\n").filter { $0.hasPrefix("| `") }
        for key in ViewKey.allCases {
            for kind in key.kinds ?? [] {
                let row = rows.first {
                    $0.components(separatedBy: "|")[1].contains("`\(kind.rawValue)`") && $0.contains("`\(key.rawValue)")
                }
                #expect(row != nil, "the row of \(kind.rawValue) does not list '\(key.rawValue)'")
            }
        }
    }

    @Test func actionsAndExpectations() {
        #expect(missing(ActionName.allCases.map(\.rawValue), in: "Handlers and actions").isEmpty)
        #expect(missing(ExpectationKey.allCases.map(\.rawValue), in: "Expectations").isEmpty)
    }
}

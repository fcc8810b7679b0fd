import AppModel
import Audit
import Crawl
import Diagnostics
import Foundation
import Testing

/// Elements and verdicts travel between processes (`--jobs`) and through
/// results files (`--save-results`, `--merge`) as positional arrays; every
/// field comes back as it was.
@Suite struct ResultsCodingTests {
    private static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    @Test func anElementComesBackWithEveryField() throws {
        var full = ElementSnapshot(
            path: "settings/stack[1]/wifi", id: "wifi", kind: "switch",
            frame: Rect(x: 16, y: 100.5, width: -3, height: 44),
            traits: ["button", "selected"], description: "Wi-Fi. Switch button. On.", order: 3,
            location: SourceLocation(file: "Main.storyboard", line: 12, column: 7))
        full.label = "Wi-Fi"
        full.value = "On"
        full.identifier = "wifi-switch"
        let bare = ElementSnapshot(
            path: "a/b", id: nil, kind: "view", frame: Rect(x: 0, y: 0, width: 0, height: 0), traits: [],
            description: "", order: nil, location: nil)
        #expect(try Self.roundTrip(full) == full)
        #expect(try Self.roundTrip(bare) == bare)
        let text = String(decoding: try JSONEncoder().encode(bare), as: UTF8.self)
        #expect(text == #"["a\/b",null,"view",0,0,0,0,[],"",null,null,null,null,null,null,null]"#)
    }

    @Test func aVerdictComesBackWithItsPassedElements() throws {
        let some = RuleEvaluation(
            rule: .targetSize, file: "App.storyboard", screen: "Home > Sort", outcome: .pass,
            passed: ["home/ok", "home/cancel"])
        let none = RuleEvaluation(
            rule: .imageLabel, file: "App.storyboard", screen: "Home", outcome: .inapplicable, passed: [])
        #expect(try Self.roundTrip(some) == some)
        #expect(try Self.roundTrip(none) == none)
    }

    /// A file audit's verdicts travel grouped by screen, the file left out
    /// where it is the audit's own; each comes back in its place.
    @Test func aFileAuditsVerdictsComeBackInOrderWithTheirFilesAndScreens() throws {
        let verdicts = [
            RuleEvaluation(
                rule: .targetSize, file: "App.storyboard", screen: "Home", outcome: .pass, passed: ["home/ok"]),
            RuleEvaluation(
                rule: .imageLabel, file: "App.storyboard", screen: "Home", outcome: .inapplicable, passed: []),
            RuleEvaluation(
                rule: .targetSize, file: "App.storyboard", screen: "Home > Sort", outcome: .violation, passed: []),
            RuleEvaluation(
                rule: .targetSize, file: "Preview.swift", screen: "Home > Sort", outcome: .pass,
                passed: ["sort/a", "sort/b"]),
            RuleEvaluation(
                rule: .imageLabel, file: "App.storyboard", screen: "Home", outcome: .pass, passed: ["home/logo"]),
        ]
        var audit = FileAudit(file: "App.storyboard", screens: [], findings: [], evaluations: verdicts, error: nil)
        audit.reachedScreenLimit = true
        let back = try Self.roundTrip(audit)
        #expect(back.evaluations == verdicts)
        #expect(back.file == "App.storyboard" && back.reachedScreenLimit && back.error == nil)
        let text = String(decoding: try JSONEncoder().encode(audit), as: UTF8.self)
        #expect(text.contains(#"["","Home",["target-size","pass","home\/ok"],["image-label","inapplicable"]]"#))
        #expect(text.contains(#"["Preview.swift","Home > Sort",["target-size","pass","sort\/a","sort\/b"]]"#))
    }
}

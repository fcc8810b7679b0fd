import SwiftEval
import SwiftParser
import Testing

/// Errors' texts as Apple's platforms give them, where Foundation on Linux
/// words them otherwise (its sentence says "could not"; iOS says
/// "couldn’t", as the SpeziViews oracle's alert shows: "The operation
/// couldn’t be completed. (edu.stanford.SpeziViews error 123.)"), and
/// `LocalizedStringResource`, which Foundation on Linux lacks: the parts
/// that compile here are book program 358.
@Suite struct ErrorTextTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: source, fileName: "main.swift").output
    }

    @Test func anErrorWithoutADescriptionReadsAsApplesSentenceWithItsDomainAndCode() {
        let output = run(
            """
            import Foundation
            struct Plain: Error {}
            enum Stage: Error { case loading, saving }
            print(Plain().localizedDescription)
            print(Stage.saving.localizedDescription)
            print(NSError(domain: "edu.example", code: 123).localizedDescription)
            """)
        #expect(
            output == """
                The operation couldn’t be completed. (main.Plain error 1.)
                The operation couldn’t be completed. (main.Stage error 1.)
                The operation couldn’t be completed. (edu.example error 123.)

                """)
    }

    @Test func aFailureReasonCompletesTheSentenceWhenThereIsNoDescription() {
        let output = run(
            """
            import Foundation
            let reason = NSError(domain: "D", code: 1, userInfo: [NSLocalizedFailureReasonErrorKey: "The disk is full."])
            print(reason.localizedDescription)
            let failure = NSError(domain: "D", code: 1, userInfo: [
                NSLocalizedFailureErrorKey: "The photo could not be saved.",
                NSLocalizedFailureReasonErrorKey: "The disk is full.",
            ])
            print(failure.localizedDescription)
            """)
        #expect(
            output == """
                The operation couldn’t be completed. The disk is full.
                The photo could not be saved. The disk is full.

                """)
    }

    @Test func everyErrorCastsToNSErrorBridged() {
        let output = run(
            """
            import Foundation
            enum Stage: Error { case loading, saving }
            if let bridged = Stage.saving as? NSError { print(bridged.domain, bridged.code) }
            """)
        #expect(output == "main.Stage 1\n")
    }

    @Test func aResourceIsItsKeyUntilStringLocalizedLooksItUp() {
        let output = run(
            """
            import Foundation
            let resource = LocalizedStringResource("GREETING", bundle: .main)
            let fallback = LocalizedStringResource("MISSING", defaultValue: "Hello there")
            let chosen: LocalizedStringResource? = nil
            print(String(localized: resource), String(localized: fallback), String(localized: chosen ?? resource))
            """)
        #expect(output == "GREETING Hello there GREETING\n")
    }

    @Test func aResourceIsLookedUpInTheAppsTablesByItsKey() {
        let source = """
            import Foundation
            let resource = LocalizedStringResource("GREETING", bundle: .main)
            let chosen: LocalizedStringResource? = nil
            let text = String(localized: chosen ?? resource)

            """
        let session = SwiftSession(files: [(Parser.parse(source: source), "Model.swift")])
        session.stringTables = { key, _, _ in key == "GREETING" ? "Hello!" : nil }
        let expression = "String(localized: chosen ?? resource)"
        let offset = source.utf8.count - expression.utf8.count - 1
        let value = session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: nil, typeContext: nil)
        guard case .string(let text)? = value else {
            Issue.record("not a string: \(String(describing: value))")
            return
        }
        #expect(text == "Hello!")
    }
}

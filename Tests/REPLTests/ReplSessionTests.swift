import AppSpec
import Foundation
import ScenarioYAML
import Testing
import VoiceOver

@testable import REPL

/// Loads a fixture scenario from Tests/REPLTests/Fixtures.
func fixture(_ name: String) throws -> (spec: ScenarioSpec, text: String) {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        .path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return (try ScenarioLoader().load(text: text, path: path), text)
}

@MainActor
@Suite("Exploring an app in the REPL")
struct ReplSessionTests {
    private func session() async throws -> (ReplSession, [ReplLine]) {
        let (spec, text) = try fixture("inbox.yaml")
        let session = ReplSession(spec: spec, source: text, synthesizer: WordRateSynthesizer())
        return (session, await session.start(replay: false))
    }

    @Test func launchSpeaksTheFirstElementAfterTheScreenChange() async throws {
        let (_, lines) = try await session()
        #expect(
            lines == [
                .sound("[screen changed]"), .speech("Inbox. Heading.", kind: "description"),
                .status("[nav › inbox] element 1 of 5 · rotor: none"),
            ])
    }

    @Test func nextSpeaksTheNextElementWithItsHint() async throws {
        let (session, _) = try await session()
        _ = await session.perform(.typed("swipeRight"))
        let lines = await session.perform(.typed("swipeRight"))
        #expect(
            lines == [
                .command("swipeRight"), .speech("Compose. Button.", kind: "description"),
                .hint("Writes a new message."),
                .status("[nav › inbox] element 3 of 5 · rotor: none"),
            ])
    }

    @Test func activateAndEscapePushAndPopWithTheRightFocus() async throws {
        let (session, _) = try await session()
        _ = await session.perform(.typed("focus: compose"))
        let pushed = await session.perform(.typed("doubleTap"))
        #expect(pushed.contains(.sound("[screen changed]")))
        #expect(pushed.contains(.speech("Inbox. Back Button.", kind: "description")))
        #expect(pushed.last == .status("[nav › composer] element 1 of 3 · rotor: none"))
        let popped = await session.perform(.typed("escape"))
        #expect(popped.contains(.speech("Compose. Button.", kind: "description")))
        let trace = await session.perform(.trace)
        #expect(trace == [.info("escape: nav.back → nav.navigationBar → nav.view → nav ⇒ nav")])
    }

    @Test func magicTapWithNoHandlerIsTheSystemsAndSaysNothing() async throws {
        let (session, _) = try await session()
        let lines = await session.perform(.typed("magicTap"))
        #expect(lines == [.command("magicTap"), .status("[nav › inbox] element 1 of 5 · rotor: none")])
        #expect(
            await session.perform(.trace) == [
                .info(
                    "magicTap: nav.title → nav.navigationBar → nav.view → nav → window → application → appDelegate ⇒ system"
                )
            ])
    }

    @Test func theRotorTurnsThroughTheSettingsOfferedHere() async throws {
        let (session, _) = try await session()
        #expect(await session.perform(.rotor(forward: true)).contains(.speech("Headings", kind: "rotor")))
        #expect(await session.perform(.rotor(forward: true)).contains(.speech("Links", kind: "rotor")))
        #expect(await session.perform(.rotor(forward: false)).contains(.speech("Headings", kind: "rotor")))
        #expect(await session.perform(.rotor(forward: false)).contains(.speech("Text Fields", kind: "rotor")))
    }

    @Test func tabMovesToTheNextHeading() async throws {
        let (session, _) = try await session()
        let lines = await session.perform(.heading(forward: true))
        #expect(lines.contains(.speech("Messages. Heading.", kind: "description")))
        #expect(lines.last == .status("[nav › inbox] element 2 of 5 · rotor: headings"))
    }

    @Test func customActionsAreListedAndPickedByNumber() async throws {
        let (session, _) = try await session()
        _ = await session.perform(.typed("focus: lunch"))
        #expect(
            await session.perform(.listActions) == [
                .info("Actions (press a number, or type :action NAME):"), .info("  1. Archive"), .info("  2. Delete"),
            ])
        let archived = await session.perform(.pickAction(1))
        #expect(archived.contains(.speech("Archived", kind: "announcement")))
        #expect(await session.perform(.pickAction(7)) == [.error("There is no action 7; press a for the list.")])
    }

    @Test func aStepThatCannotApplyIsAnErrorAndTheSessionGoesOn() async throws {
        let (session, _) = try await session()
        let lines = await session.perform(.typed("focus: nowhere"))
        #expect(
            lines.contains(
                .error(
                    "focus: expected one view named 'nowhere', got no view has the id or identifier 'nowhere', and no element on screen has it as its label"
                )))
        #expect(session.recording.count == 0)
        let typo = await session.perform(.typed("rotor: heading"))
        #expect(
            typo.first
                == .error(
                    "rotor must be one of headings, links, containers, actions, adjustValue, landmarks, images, textFields, characters, words, lines, not 'heading'; did you mean 'headings'?"
                ))
    }

    @Test func theTreeNumbersElementsInReadingOrderWithTraits() async throws {
        let (session, _) = try await session()
        #expect(
            await session.perform(.tree) == [
                .info(">1. Inbox. Heading.  [staticText, header] #nav.title"),
                .info(" 2. Messages. Heading.  [staticText, header] #messages"),
                .info(" 3. Compose. Button.  [button] #compose"),
                .info(" 4. Text size: 50%. Adjustable.  [adjustable] #size"),
                .info(" 5. Lunch on Friday?. Actions Available.  [staticText] #lunch"),
            ])
    }

    @Test func eventsListWhatHappenedSinceTheLastLook() async throws {
        let (session, _) = try await session()
        _ = await session.perform(.typed("focus: compose"))
        _ = await session.perform(.typed("doubleTap"))
        let events = await session.perform(.events)
        #expect(events.contains(.info("  composer.viewDidLoad")))
        #expect(events.contains(.info("  composer.viewDidAppear")))
        #expect(await session.perform(.events) == [.info("No app events since the last :events.")])
    }
}

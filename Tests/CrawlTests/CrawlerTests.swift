import AppSpec
import Crawl
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// The one crawler: every presentation of a screen (sheet, full-screen
/// cover, popover, alert, action sheet) is a screen of its own, and a
/// smoke script written from a crawl visits each screen it found and
/// passes when it runs.
@MainActor
@Suite struct CrawlerTests {
    /// A home screen with one button per kind of presentation.
    static let presentations = """
        name: Presentations
        root: nav
        controllers:
          nav: {type: navigation, stack: [home]}
          home:
            title: Home
            views:
              - button: Sheet
                on: {activate: [{present: sheet, style: pageSheet}]}
              - button: Cover
                on: {activate: [{present: cover, style: fullScreen}]}
              - button: Popover
                on: {activate: [{present: popover, style: popover}]}
              - button: Alert
                on: {activate: [present: confirm]}
              - button: Choices
                on: {activate: [present: choices]}
              - button: Details
                on: {activate: [push: details]}
          sheet:
            views: [{text: A sheet}, {button: Close, on: {activate: [dismiss]}}]
          cover:
            views: [{text: A cover}, {button: Close, on: {activate: [dismiss]}}]
          popover:
            views: [{text: A popover}]
          details:
            title: Details
            views: [{text: More}]
          confirm:
            type: alert
            alert: {title: Delete?, actions: [{title: Delete, style: destructive}, {title: Cancel, style: cancel}]}
          choices:
            type: alert
            alert: {title: Share, style: actionSheet, actions: [{title: Copy}, {title: Cancel, style: cancel}]}
        steps: []
        """

    private func spec(_ text: String) throws -> ScenarioSpec {
        try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "presentations.yaml")
    }

    @Test func everyPresentationOfAScreenIsAScreenOfItsOwn() async throws {
        let (screens, reachedLimit) = await Crawler.screens(
            of: try spec(Self.presentations), file: "presentations.yaml")
        #expect(!reachedLimit)
        #expect(
            screens.map(\.key) == [
                "home", "home > sheet", "home > cover", "home > popover", "home > confirm", "home > choices", "details",
            ])
        #expect(
            screens.first { $0.key == "home > confirm" }?.elements.map(\.description) == [
                "Delete?", "Delete. Button.", "Cancel. Button.",
            ])
        #expect(screens.first { $0.key == "details" }?.route == ["activate 'home/button[6]' (Details. Button.)"])
    }

    @Test func aSmokeScriptWrittenFromTheCrawlVisitsEveryScreenAndPasses() async throws {
        let app = try spec(Self.presentations)
        let script = await SmokeScript.make(for: app)
        #expect(script.screens == ["home", "sheet", "cover", "popover", "confirm", "choices", "details"])
        var scripted = app
        scripted.steps = script.steps
        let result = await ScenarioRunner(spec: scripted).run()
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.steps == script.steps.count)
    }

    @Test func theCrawlStopsAtItsScreenLimitAndSaysSo() async throws {
        var limits = Crawler.Limits()
        limits.screens = 3
        let (screens, reachedLimit) = await Crawler.screens(
            of: try spec(Self.presentations), file: "presentations.yaml", limits: limits)
        #expect(screens.count == 3)
        #expect(reachedLimit)
    }
}

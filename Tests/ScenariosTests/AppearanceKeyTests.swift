import AppModel
import Diagnostics
import Inputs
import Testing

@testable import AppSpec
@testable import ScenarioYAML

/// The appearance keys: what each spelling means, the errors for what is
/// not a colour or a font, and the round trip through the writer.
@MainActor
@Suite struct AppearanceKeyTests {
    private func scenario(_ view: String) -> String {
        """
        root: home
        controllers:
          home:
            views:
              - text: Hi
        \(view.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
        steps: []

        """
    }

    private func load(_ view: String) throws -> ViewSpec {
        let spec = try ScenarioLoader().load(text: scenario(view), path: "s.yaml")
        return try #require(spec.controllers.first?.views.first)
    }

    private func error(_ view: String) -> String? {
        do {
            _ = try ScenarioLoader().load(text: scenario(view), path: "s.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func coloursAreFixedSystemOrBothAppearances() throws {
        let fixed = try load("textColor: \"#336699\"").appearance.textColor
        #expect(fixed == .fixed(RGBA(bytes: 0x33, 0x66, 0x99)))
        let system = try load("textColor: secondaryLabelColor").appearance.textColor
        #expect(system?.name == "secondaryLabelColor" && system?.dark == RGBA(bytes: 235, 235, 245, alpha: 0.6))
        let pair = try load("backgroundColor: {light: \"#FFFFFF\", name: Paper}").appearance.backgroundColor
        #expect(pair == Color(name: "Paper", light: RGBA(white: 1), dark: nil), "no dark value: unknown")
    }

    @Test func fontsAreTextStylesSizesOrMaps() throws {
        #expect(try load("font: body").appearance.font == .style(.body))
        #expect(try load("font: 15").appearance.font == Font(size: 15))
        let fixedStyle = try load("font: {style: footnote, scales: false}").appearance.font
        #expect(fixedStyle?.scalesWithContentSize == false && fixedStyle?.size == 13)
        #expect(try load("font: {size: 14, name: Avenir-Book}").appearance.font?.summary == "Avenir-Book 14 pt")
    }

    @Test func whatIsNotAColourOrAFontGetsASuggestion() {
        #expect(
            error("textColor: secondaryLable")
                == "s.yaml:6:20: error: 'secondaryLable' is not a colour: write \"#RRGGBB\", a system colour (label, secondaryLabel, systemBlue, …) or {light: …, dark: …}; did you mean 'secondaryLabel'?"
        )
        #expect(error("font: bodyy")?.hasSuffix("did you mean 'body'?") == true)
        #expect(error("lines: -1") == "s.yaml:6:16: error: lines must be 0 (no limit) or more, not -1")
    }

    @Test func theWriterWritesWhatTheLoaderReads() throws {
        var view = ViewSpec(kind: .text, location: SourceLocation(file: "s.yaml", line: 1, column: 1))
        view.title = "Hi"
        view.appearance.textColor = Color(name: "Paper", light: RGBA(white: 0.2), dark: nil)
        view.appearance.backgroundColor = .fixed(RGBA(bytes: 0xFF, 0xCC, 0x00))
        view.appearance.tintColor = Color.system("systemBlue")
        view.appearance.font = Font(style: .headline, size: 17, isBold: true, scalesWithContentSize: false)
        view.appearance.lines = 2
        view.appearance.shrinksToFit = true
        var app = ScenarioSpec(file: "s.yaml", name: "s", root: "home")
        var home = ControllerSpec(id: "home")
        home.views = [view]
        app.controllers = [home]
        let text = try ScenarioWriter.appText(for: app, name: "s") + ScenarioWriter.stepsText([], path: "s.yaml")
        let spec = try ScenarioLoader().load(text: text, path: "s.yaml")
        let reloaded = try #require(spec.controllers.first?.views.first)
        #expect(reloaded.appearance == view.appearance)
    }
}

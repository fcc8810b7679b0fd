import AppModel
import AppSpec
import Diagnostics
import Foundation
import ScenarioYAML
import Testing

/// The key tables decide which keys a view kind and a controller type
/// take: a key of another kind is an error at its line naming the kinds
/// that take it, and docs/scenario-format.md documents every key.
@Suite struct KeyTableTests {
    private func errors(_ text: String) -> [String] {
        do {
            _ = try ScenarioLoader().load(text: text, path: "s.yaml")
            return []
        } catch {
            return error.diagnostics.map { "\($0.location):" + " " + $0.message + ($0.hint.map { "; \($0)" } ?? "") }
        }
    }

    @Test func isOnOnAButtonNamesTheKindsThatTakeIt() {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - button: Save
                    isOn: true
            steps: [swipeRight]

            """
        #expect(errors(text) == ["s.yaml:6:9: 'isOn' is not a key of a button: switch and cell take it"])
    }

    @Test func tabsOnAContentControllerNamesTheTypeThatTakesIt() {
        let text = """
            root: home
            controllers:
              home:
                title: Home
                tabs: [home]
            steps: [swipeRight]

            """
        #expect(errors(text) == ["s.yaml:5:5: 'tabs' is not a key of a content controller: type tabBar takes it"])
    }

    @Test func viewsInsideRootViewIsRefused() {
        let text = """
            root: home
            controllers:
              home:
                rootView:
                  modal: true
                  views:
                    - button: Lost
            steps: [swipeRight]

            """
        #expect(
            errors(text) == [
                "s.yaml:6:7: rootView does not take 'views': the controller's own 'views' are the root view's subviews"
            ])
    }

    @Test func everyMistakeOfAViewIsReportedAtOnce() {
        let text = """
            root: home
            controllers:
              home:
                type: navigation
                stack: [list]
                current: 2
              list:
                views:
                  - slider: Volume
                    placeholder: Loud
                    value: high
                  - colorWell: Tint
                    color: bluu
                  - textView: Notes
                    placeholder: Type here
            steps: [swipeRight]

            """
        let found = errors(text)
        #expect(found.count == 5, "\(found)")
        #expect(found.contains("s.yaml:6:5: 'current' is not a key of a navigation controller: type page takes it"))
        #expect(
            found.contains(
                "s.yaml:10:9: 'placeholder' is not a key of a slider: textField, secureTextField and searchField take it"
            ))
        #expect(found.contains("s.yaml:11:16: value must be a number, not 'high'"))
        #expect(
            found.contains(
                "s.yaml:15:9: 'placeholder' is not a key of a textView: textField, secureTextField and searchField take it"
            ))
        #expect(
            found.contains {
                $0.hasPrefix("s.yaml:13:16: 'bluu' is not a colour") && $0.hasSuffix("did you mean 'blue'?")
            })
    }

    @Test func aColorWellLoadsItsColour() throws {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - colorWell: Tint
                    color: systemBlue
            steps: [swipeRight]

            """
        let spec = try ScenarioLoader().load(text: text, path: "s.yaml")
        #expect(spec.controllers.first?.views.first?.content == .colorWell(color: .system("systemBlue")))
    }

    @Test func theTablesNameEveryKindAndTypeThatExists() {
        for key in ViewKey.allCases {
            for kind in key.kinds ?? [] { #expect(ViewKey.keys(of: kind).contains(key)) }
        }
        #expect(
            ViewKey.rootViewKeys.contains(.label) && !ViewKey.rootViewKeys.contains(.views)
                && !ViewKey.rootViewKeys.contains(.isOn))
        #expect(
            ControllerKey.tabs.belongs(to: .tabBar) && !ControllerKey.tabs.belongs(to: .content)
                && ControllerKey.views.belongs(to: .alert))
    }
}

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
        #expect(errors(text) == ["s.yaml:6:7: rootView does not take 'views': the controller's own 'views' are the root view's subviews"])
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
        #expect(found.contains("s.yaml:10:9: 'placeholder' is not a key of a slider: textField, secureTextField and searchField take it"))
        #expect(found.contains("s.yaml:11:16: value must be a number, not 'high'"))
        #expect(found.contains("s.yaml:15:9: 'placeholder' is not a key of a textView: textField, secureTextField and searchField take it"))
        #expect(found.contains { $0.hasPrefix("s.yaml:13:16: 'bluu' is not a colour") && $0.hasSuffix("did you mean 'blue'?") })
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
        #expect(ViewKey.rootViewKeys.contains(.label) && !ViewKey.rootViewKeys.contains(.views) && !ViewKey.rootViewKeys.contains(.isOn))
        #expect(ControllerKey.tabs.belongs(to: .tabBar) && !ControllerKey.tabs.belongs(to: .content) && ControllerKey.views.belongs(to: .alert))
    }
}

/// docs/scenario-format.md lists every key of the key tables in the section that covers it.
@Suite struct KeyDocumentationTests {
    private let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)) ?? ""
    }()

    private func section(_ title: String) -> Substring {
        guard let start = document.range(of: "\n## \(title)\n") else { return "" }
        let rest = document[start.upperBound...]
        return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
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
                let row = rows.first { $0.components(separatedBy: "|")[1].contains("`\(kind.rawValue)`") && $0.contains("`\(key.rawValue)") }
                #expect(row != nil, "the row of \(kind.rawValue) does not list '\(key.rawValue)'")
            }
        }
    }

    @Test func actionsAndExpectations() {
        #expect(missing(ActionName.allCases.map(\.rawValue), in: "Handlers and actions").isEmpty)
        #expect(missing(ExpectationKey.allCases.map(\.rawValue), in: "Expectations").isEmpty)
    }
}

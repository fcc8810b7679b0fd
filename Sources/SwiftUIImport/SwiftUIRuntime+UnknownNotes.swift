internal import AppSpec
internal import Diagnostics

/// Why the «…» parts of a live app's screens are unknown: each screen the
/// state shows (a pushed destination, a sheet, a screen after an action)
/// may say parts the launch screen did not, and each gets the note the
/// importer gives the launch screen's (docs/swiftui.md, "Unknown values").
extension SwiftUIRuntime {
    /// Notes the unknown parts the rendered `controllers` say (labels,
    /// values, titles), each once per run, the first reason kept.
    func noteUnknownParts(of controllers: [ControllerSpec], at screen: Diagnostics.SourceLocation) {
        let said = SwiftUITranslator.saidTexts(of: controllers)
        for (part, note) in translator.unknownCauses(said, at: screen).parts where unknownParts[part] == nil {
            unknownParts[part] = note
        }
    }

    /// The notes of every unknown part this run showed, by part.
    var unknownNotes: [Diagnostic] {
        unknownParts.sorted { $0.key < $1.key }.map { SwiftUIImporter.note($0.key, $0.value) }
    }
}

extension SwiftUITranslator {
    /// The texts with an unknown part that `controllers` say: their views'
    /// labels, values, titles, hints, placeholders, segments and rows, their bars' items, titles and tabs, and
    /// their alerts' titles, messages and buttons.
    static func saidTexts(of controllers: [ControllerSpec]) -> [String] {
        var texts: [String?] = []
        for controller in controllers {
            let views = allViews(controller.views + controller.navigationItemViews)
            texts += views.flatMap { [$0.label, $0.title, $0.value, $0.spokenValue, $0.hint, $0.placeholder] }
            texts += views.flatMap { $0.segments + $0.components.joined() }
            texts += [controller.title, controller.navigationItem?.title, controller.tabBarItem?.title]
            if case .alert(let alert) = controller.content {
                texts += [alert.title, alert.message] + alert.actions.map(\.title)
            }
        }
        return texts.compactMap { $0 }.filter { $0.contains("«") }
    }
}

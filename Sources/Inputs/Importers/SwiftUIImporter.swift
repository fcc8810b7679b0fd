public import AppSpec
public import Diagnostics
internal import Foundation
internal import SwiftUISource
internal import SwiftUIImport

/// The SwiftUI source front end: a folder of Swift sources, or a `.swift`
/// file read with the Swift files of its folder (and the folders below,
/// test folders left out), its entry screen evaluated into an app with no
/// steps (docs/swiftui.md).
public struct SwiftUIImporter: Sendable {
    /// Creates an importer.
    public init() {}

    /// The comment above an imported screen.
    static func header(file: String, entry: String) -> String {
        "# Imported by a11ysim from \(file) (SwiftUI source, \(entry)): the screen in the scenario format,\n"
            + "# then a script that expects what VoiceOver says.\n"
    }

    /// The app of the sources at `path`, from `entry` (the default one when `nil`).
    public func load(path: String, entry: SwiftUIEntry? = nil) throws(DiagnosticGroup) -> (spec: ScenarioSpec, warnings: [Diagnostic], entry: String) {
        let sources = try SwiftSourceSet(paths: SwiftSourceSet.appFiles(for: path))
        let translator = SwiftUITranslator(sources: sources)
        let chosen: SwiftUITranslator.Entry
        switch entry {
        case .view(let name)?:
            guard sources.types[name]?.isView == true || sources.types[name]?.isApp == true else {
                let views = sources.viewTypes.map(\.name) + (sources.app.map { [$0.name] } ?? [])
                throw DiagnosticGroup(Diagnostic(
                    "the sources have no view or App named '\(name)'", file: path, line: 0, column: 0,
                    hint: Suggestions.hint(for: name, among: views) ?? Self.candidates(translator)))
            }
            chosen = sources.types[name]?.isApp == true ? .app(name) : .view(name)
        case .preview(let name)?:
            guard sources.previews.contains(where: { $0.name == name }) else {
                throw DiagnosticGroup(Diagnostic(
                    "the sources have no preview named '\(name)'", file: path, line: 0, column: 0,
                    hint: Suggestions.hint(for: name, among: sources.previews.map(\.name)) ?? Self.candidates(translator)))
            }
            chosen = .preview(name)
        case nil:
            guard let found = translator.defaultEntry else {
                throw DiagnosticGroup(Diagnostic(
                    translator.entries.isEmpty ? "the sources declare no SwiftUI view" : "the sources have no App and no preview, so the screen to start from is not clear",
                    file: path, line: 0, column: 0, hint: Self.candidates(translator)))
            }
            chosen = found
        }
        let result = try translator.translate(chosen)
        var spec = ScenarioSpec(file: path, name: (path as NSString).lastPathComponent, root: result.root)
        spec.controllers = result.controllers
        let problems = spec.validationDiagnostics()
        guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        var warnings = result.warnings
        if result.unknownElements > 0 {
            warnings.append(Diagnostic(
                "\(result.unknownElements) of \(result.elements) elements say a value the sources do not settle («…»)", file: path, line: 0, column: 0, severity: .warning))
        }
        return (spec, warnings, "\(chosen)")
    }

    private static func candidates(_ translator: SwiftUITranslator) -> String? {
        let names = translator.entries.prefix(12).map(\.description)
        return names.isEmpty ? nil : "name one with --view or --preview (swiftui: {path, view} in a scenario): " + names.joined(separator: ", ")
    }
}

internal import AppModel
public import AppSpec
public import Diagnostics
internal import Foundation
internal import SwiftEval
internal import SwiftUISource

/// The SwiftUI source front end: a folder of Swift sources, or a `.swift`
/// file read with the Swift files of its folder (and the folders below,
/// test folders left out), its entry screen evaluated into an app with no
/// steps (docs/swiftui.md).
public struct SwiftUIImporter: Sendable {
    /// Creates an importer.
    public init() {}

    /// The comment above an imported screen.
    public static func header(file: String, entry: String) -> String {
        "# Imported by a11ysim from \(file) (SwiftUI source, \(entry)): the screen in the scenario format,\n"
            + "# then a script that expects what VoiceOver says.\n"
    }

    /// The app of the sources at `path`, from `entry` (the default one when `nil`).
    public func load(
        path: String, entry: SwiftUIEntry? = nil
    ) throws(DiagnosticGroup) -> (spec: ScenarioSpec, warnings: [Diagnostic], entry: String) {
        let (spec, warnings, entry, _, _) = try load(path: path, entry: entry, previews: false)
        return (spec, warnings, entry)
    }

    /// The app of the sources at `path` from `entry`, and with `previews`
    /// (and no entry named) every other preview as a variant of its own.
    /// A preview that does not make a valid screen is left out with a warning.
    /// `rightToLeft` lays every screen out right to left, as the environment would.
    /// `showsPreview`: the entry is a preview (sources with no App), which may show one part of a screen.
    /// `launch`: how a scenario launches the app, which its code may read while the screens are built
    /// (`nil`: no scenario; what a launch sets is runtime data).
    /// `choosing`: given the names of the other previews in source order, those to make variants of
    /// (`nil`: all of them); a preview left out is not evaluated.
    public func load(
        path: String, entry: SwiftUIEntry?, previews: Bool, rightToLeft: Bool = false, launch: LaunchConditions? = nil,
        choosing: (([String]) -> [String])? = nil
    ) throws(DiagnosticGroup)
        -> (spec: ScenarioSpec, warnings: [Diagnostic], entry: String, variants: [InputVariant], showsPreview: Bool)
    {
        let sources = try SwiftSourceSet(paths: SwiftSourceSet.appFiles(for: path))
        let strings = LocalizedStrings(files: SwiftSourceSet.stringTables(for: path))
        let translator = SwiftUITranslator(sources: sources, strings: strings)
        if let launch { translator.cache.launched(SwiftUIEvaluator.launchData(launch)) }
        let chosen: SwiftUITranslator.Entry
        switch entry {
        case .view(let name)?:
            guard sources.types[name]?.isView == true || sources.types[name]?.isApp == true else {
                let views = sources.viewTypes.map(\.qualifiedName) + (sources.app.map { [$0.name] } ?? [])
                throw DiagnosticGroup(
                    Diagnostic(
                        "the sources have no view or App named '\(name)'", file: path, line: 0, column: 0,
                        hint: Suggestions.hint(for: name, among: views) ?? Self.candidates(translator)))
            }
            chosen = sources.types[name]?.isApp == true ? .app(name) : .view(name)
        case .preview(let name)?:
            guard sources.previews.contains(where: { $0.name == name }) else {
                throw DiagnosticGroup(
                    Diagnostic(
                        "the sources have no preview named '\(name)'", file: path, line: 0, column: 0,
                        hint: Suggestions.hint(for: name, among: sources.previews.map(\.name))
                            ?? Self.candidates(translator)))
            }
            chosen = .preview(name)
        case nil:
            guard let found = translator.defaultEntry else {
                throw DiagnosticGroup(
                    Diagnostic(
                        translator.entries.isEmpty
                            ? "the sources declare no SwiftUI view"
                            : "the sources have no App and no preview, so the screen to start from is not clear",
                        file: path, line: 0, column: 0, hint: Self.candidates(translator)))
            }
            chosen = found
        }
        let result = try translator.translate(chosen, rightToLeft: rightToLeft)
        var spec = try Self.spec(result, path: path)
        spec.live = translator.liveCode(chosen, rightToLeft: rightToLeft, name: path)
        var warnings = strings.warnings + result.warnings
        warnings += Self.unknownDiagnostics(result, path: path)
        var variants: [InputVariant] = []
        if previews, entry == nil {
            let others = sources.previews.filter { SwiftUITranslator.Entry.preview($0.name) != chosen }
            let wanted = choosing.map { Set($0(others.map(\.name))) }
            for preview in others where wanted?.contains(preview.name) ?? true {
                do throws(DiagnosticGroup) {
                    let other = try translator.translate(.preview(preview.name), rightToLeft: rightToLeft)
                    var variant = try Self.spec(other, path: path)
                    variant.live = translator.liveCode(.preview(preview.name), rightToLeft: rightToLeft, name: path)
                    variants.append(InputVariant(name: preview.name, spec: variant))
                    warnings += other.warnings + Self.unknownDiagnostics(other, path: path).dropFirst()
                } catch {
                    warnings.append(
                        Diagnostic(
                            "the preview '\(preview.name)' is left out: \(error.first.message)",
                            file: preview.location.file,
                            line: preview.location.line, column: preview.location.column, severity: .warning))
                }
            }
        }
        let showsPreview: Bool
        if case .preview = chosen { showsPreview = true } else { showsPreview = false }
        return (spec, Self.unique(warnings), "\(chosen)", variants, showsPreview)
    }

    /// How many elements say an unknown value, by cause, then a note at
    /// each unknown part's place saying why (a preview's notes join the
    /// entry's, without a count of their own).
    static func unknownDiagnostics(_ result: SwiftUITranslator.Result, path: String) -> [Diagnostic] {
        guard result.unknownElements > 0 else { return [] }
        let causes = UnknownCause.allCases.compactMap { cause in
            result.unknownElementsByCause[cause].map { "\(cause.rawValue) \($0)" }
        }
        var said = [
            Diagnostic(
                "\(result.unknownElements) of \(result.elements) elements say a value the sources do not settle («…»): "
                    + causes.joined(separator: ", "),
                file: path, line: 0, column: 0, severity: .warning)
        ]
        for (part, note) in result.unknownParts.sorted(by: { $0.key < $1.key }) {
            said.append(Self.note(part, note))
        }
        return said
    }

    /// The note saying why the «part» is unknown, at the place that makes it.
    static func note(_ part: String, _ note: UnknownNote) -> Diagnostic {
        Diagnostic(
            "«\(part)» is not settled by the sources: \(note.cause.rawValue) (\(note.detail))", at: note.place,
            severity: .note)
    }

    /// A translated screen as a scenario app, checked as a scenario's would be.
    private static func spec(_ result: SwiftUITranslator.Result, path: String) throws(DiagnosticGroup) -> ScenarioSpec {
        var spec = ScenarioSpec(file: path, name: (path as NSString).lastPathComponent, root: result.root)
        spec.controllers = result.controllers
        if result.rightToLeft { spec.layoutDirection = .rightToLeft }
        let problems = spec.validationDiagnostics()
        guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        return spec
    }

    /// Warnings with repeats (the same line read for two previews) left out.
    private static func unique(_ warnings: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return warnings.filter { seen.insert("\($0.file):\($0.line):\($0.column):\($0.message)").inserted }
    }

    private static func candidates(_ translator: SwiftUITranslator) -> String? {
        let names = translator.entries.prefix(12).map(\.description)
        return names.isEmpty
            ? nil
            : "name one with --view or --preview (swiftui: {path, view} in a scenario): "
                + names.joined(separator: ", ")
    }
}

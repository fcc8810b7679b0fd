public import AppModel
public import AppSpec
public import Captures
public import Diagnostics
internal import Foundation

/// Turns a runtime capture into one screen of the app model: a content
/// controller whose views keep the captured frames (`captured: true`), so
/// the engine, audit, snapshot, REPL and diff work on it as on any scenario
/// (docs/captures.md).
///
/// What VoiceOver treats as one element becomes one element: a cell with
/// its own label, an `Other` whose label combines its texts, anything
/// WebDriverAgent marks `accessible`. Wrappers without a label fold into
/// their parent. The status bar and the keyboard are left out with a note;
/// invisible and disabled elements keep their state.
public struct CaptureTranslator {
    /// What a translation gives.
    public struct Result: Sendable {
        /// The captured screen as a controller (`captured: true`).
        public var controller: ControllerSpec
        /// The captured screen size, in portrait points.
        public var screenSize: Size?
        /// What the capture lacked or what was left out, each said once.
        public var warnings: [Diagnostic]
    }

    /// The capture.
    public let document: CaptureDocument
    /// The controller id; `nil` names it after the screen (the navigation
    /// bar's title, else the application's name, else the file's).
    public var controllerID: String?
    /// Where view locations point: the capture itself, or (for `capture:`
    /// in a scenario) that key's line, so errors land in the scenario.
    public var locationOverride: SourceLocation?

    /// Creates a translator.
    public init(document: CaptureDocument, controllerID: String? = nil, locationOverride: SourceLocation? = nil) {
        self.document = document
        self.controllerID = controllerID
        self.locationOverride = locationOverride
    }

    /// Elements whose type is one of these are left out, with a note.
    static let omittedTypes: Set<String> = ["StatusBar", "Keyboard", "Keyboards"]

    /// Translates the capture.
    public func translate() -> Result {
        var state = State()
        var views: [ViewSpec] = []
        for window in document.elements {
            // A window the capture marks invisible (a keyboard or alert
            // window not shown) contributes nothing.
            if window.visible == false && window.type == "Window" { continue }
            views += translateChildren(
                of: window, parentOrigin: .zero, context: Context(), state: &state, includeSelf: window.type != "Window"
            )
        }
        let title = screenName()
        let name = controllerID ?? title ?? document.applicationName ?? Self.fileStem(document.file)
        var controller = ControllerSpec(id: name, location: location(line: 1, column: 1))
        controller.title = title ?? document.applicationName
        // A view named like its controller would shadow the root view (whose id is the controller's).
        controller.views = CaptureNames.assign(views, taken: [name])
        controller.isCaptured = true
        return Result(controller: controller, screenSize: document.screenSize, warnings: warnings(state))
    }

    /// The screen's name: the first visible navigation bar's title text,
    /// else its name.
    func screenName() -> String? {
        var pending = Array(document.elements.reversed())
        while let element = pending.popLast() {
            guard element.visible != false else { continue }
            if element.type == "NavigationBar" {
                let text = element.children.first {
                    ($0.type == "StaticText" || $0.type == "Other") && $0.visible != false
                        && ($0.label ?? $0.value) != nil
                }
                if let title = text?.label ?? text?.value, !title.isEmpty { return title }
                if let name = element.identifier ?? element.label, !name.isEmpty { return name }
            }
            // Bars are never inside lists, cells or controls: their rows need no visit.
            if ["Table", "CollectionView", "Cell", "Button", "StaticText", "Image", "TextField", "Switch"].contains(
                element.type)
            {
                continue
            }
            pending += element.children.reversed()
        }
        return nil
    }

    static func fileStem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    func location(line: Int, column: Int) -> SourceLocation {
        if let locationOverride { return locationOverride }
        return SourceLocation(file: document.file, line: max(0, line), column: max(1, column))
    }

    /// The one warning per kind of loss.
    private func warnings(_ state: State) -> [Diagnostic] {
        var warnings = document.warnings
        let file = document.file
        for (type, place) in state.omitted.sorted(by: { $0.value.line < $1.value.line }) {
            let what = type == "StatusBar" ? "the status bar" : "the keyboard"
            warnings.append(
                Diagnostic(
                    "\(what) is left out: it belongs to the system, not to the app's screen", file: file,
                    line: place.line, column: max(1, place.column), severity: .warning))
        }
        if !state.unknownTypes.isEmpty {
            warnings.append(
                Diagnostic(
                    "element types a11ysim does not know were read as plain views: \(state.unknownTypes.sorted().joined(separator: ", "))",
                    file: file, line: 0, column: 0, severity: .warning))
        }
        warnings.append(
            Diagnostic(
                "the capture (\(document.format.displayName)) does not record \(document.format.lacks); the imported screen has none of them",
                file: file, line: 0, column: 0, severity: .warning))
        return warnings
    }
}

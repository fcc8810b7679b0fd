internal import AppModel
internal import Diagnostics

/// Walks a parsed document into a ``StoryboardDocument``: the root checks,
/// scenes and XIB top-level objects. Views, text and segues are read in the
/// extensions.
struct StoryboardReader {
    let path: String
    let options: StoryboardImportOptions
    var warnings: [Diagnostic] = []
    var segues: [StoryboardSegue] = []
    /// Gesture recognizer id -> the views it is attached to.
    var recognizerViews: [String: [String]] = [:]
    /// View id -> the custom class's outlet that holds it (``collectOutlets(_:)``).
    var outlets: [String: StoryboardOutlet] = [:]
    /// View id -> the size its required constraints fix (``constrainedSizes(_:)``).
    var sizes: [String: ConstrainedSize] = [:]
    /// The controller whose scene is being read.
    var currentController = ""

    init(path: String, options: StoryboardImportOptions) {
        self.path = path
        self.options = options
    }

    mutating func warn(_ message: String, at node: XMLElementNode) {
        warnings.append(Diagnostic.warning(message, file: path, line: node.line, column: node.column))
    }

    func error(_ message: String, at node: XMLElementNode, hint: String? = nil) -> Diagnostic {
        Diagnostic(message, file: path, line: node.line, column: node.column, hint: hint)
    }

    mutating func read(_ root: XMLElementNode) throws(Diagnostic) -> StoryboardDocument {
        if root.name == "archive" {
            throw error(
                "this is an Interface Builder 3 archive (<archive>), an old XIB format that a11ysim does not read",
                at: root,
                hint: "open the file in a recent Xcode and save it, which converts it to the <document> format")
        }
        guard root.name == "document" else {
            throw error(
                "this is not an Interface Builder document: the root element is <\(root.name)>, not <document>",
                at: root)
        }
        try checkPlatform(root)
        let type = root["type"] ?? ""
        var document = StoryboardDocument(file: path, kind: type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib)
        document.toolsVersion = root["toolsVersion"]
        document.targetRuntime = root["targetRuntime"]
        document.deviceID = root.child(named: "device")?.id
        document.initialControllerID = root["initialViewController"]
        document.resourceColors = Self.resourceColors(root)
        outlets = Self.collectOutlets(root)
        sizes = Self.constrainedSizes(root)
        if let scenes = root.child(named: "scenes") {
            document.kind = .storyboard
            for scene in scenes.children(named: "scene") {
                if let controller = try readScene(scene) { document.controllers.append(controller) }
            }
        } else if let objects = root.child(named: "objects") {
            document.kind = .xib
            document.controllers = readXIB(objects)
        } else {
            throw error("the document has neither <scenes> nor <objects>, so it describes no screen", at: root)
        }
        if let initial = document.initialControllerID, document.controller(initial) == nil {
            warn(
                "the initial view controller '\(initial)' is not a scene's controller; the first controller is used",
                at: root)
        }
        document.segues = segues.map { segue in
            var segue = segue
            if case .gesture(let recognizer, _) = segue.trigger {
                segue.trigger = .gesture(recognizer: recognizer, views: recognizerViews[recognizer] ?? [])
            }
            return segue
        }
        document.warnings = warnings
        return document
    }

    /// Refuses documents for other platforms, naming the platform.
    private func checkPlatform(_ root: XMLElementNode) throws(Diagnostic) {
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        let platform: String?
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
            platform = "macOS (AppKit)"
        } else if runtime.contains("AppleTV") || type.contains("AppleTV") {
            platform = "tvOS"
        } else if runtime.lowercased().contains("watchkit") || type.lowercased().contains("watchkit") {
            platform = "watchOS"
        } else if !runtime.isEmpty && !runtime.hasPrefix("iOS") {
            platform = "'\(runtime)'"
        } else {
            platform = nil
        }
        if let platform {
            throw error(
                "this document is for \(platform), not iOS; a11ysim simulates VoiceOver on iOS (UIKit) only", at: root,
                hint: "import the iOS storyboard or XIB of the app instead")
        }
        if !type.isEmpty && !type.contains("CocoaTouch") {
            throw error("the document type '\(type)' is not an iOS storyboard or XIB", at: root)
        }
    }

    private mutating func readScene(_ scene: XMLElementNode) throws(Diagnostic) -> StoryboardController? {
        guard let objects = scene.child(named: "objects") else {
            warn("the scene has no <objects>; it is skipped", at: scene)
            return nil
        }
        guard let node = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }) else {
            warn(
                "the scene has no view controller (no object with sceneMemberID=\"viewController\"); it is skipped",
                at: scene)
            return nil
        }
        guard let id = node.id else { throw error("the scene's controller <\(node.name)> has no id", at: node) }
        currentController = id
        var controller = readController(node, id: id)
        for object in objects.children where object.name != node.name || object.id != id {
            if object.name == "exit", let exitID = object.id {
                controller.exitIDs.append(exitID)
            } else if object.name.hasSuffix("GestureRecognizer"), let recognizer = object.id {
                readSegues(in: object, trigger: .gesture(recognizer: recognizer, views: []))
            }
        }
        return controller
    }

    /// A XIB: one controller for File's Owner's view (or the first top-level
    /// view), one more for each other top-level view.
    private mutating func readXIB(_ objects: XMLElementNode) -> [StoryboardController] {
        let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerView = owner?.child(named: "connections")?.children(named: "outlet").first {
            $0["property"] == "view"
        }?["destination"]
        let base = Self.baseName(path)
        var views: [StoryboardView] = []
        for object in objects.children where object.name != "placeholder" {
            currentController = object.id ?? base
            if let view = readView(object) { views.append(view) }
        }
        let mainIndex = views.firstIndex { $0.id == ownerView } ?? 0
        var controllers: [StoryboardController] = []
        for (index, view) in views.enumerated() {
            let id = index == mainIndex ? (owner?["customClass"] ?? base) : view.id
            var controller = StoryboardController(
                id: id, element: "xib", kind: .view, line: view.line, column: view.column)
            controller.customClass = index == mainIndex ? owner?["customClass"] : view.customClass
            controller.rootView = view
            if index == mainIndex { controllers.insert(controller, at: 0) } else { controllers.append(controller) }
        }
        return controllers
    }

    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }
}

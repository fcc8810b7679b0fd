import AppModel
import VoiceOver

/// A content controller whose root view holds `views`.
@MainActor
func screen(_ id: String, title: String? = nil, _ views: [View]) -> ViewController {
    let controller = ViewController(id: id, title: title)
    controller.contentBuilder = { root in
        for view in views { root.addSubview(view) }
    }
    return controller
}

/// Launches `root` on a device and starts a screen reader over it.
@MainActor
func launch(
    _ root: ViewController, device: Device = .iphone, layoutDirection: LayoutDirection = .leftToRight,
    settings: VoiceOverSettings = VoiceOverSettings()
) async -> ScreenReader {
    let app = Application(device: device, layoutDirection: layoutDirection)
    app.launch(root: root)
    let reader = ScreenReader(application: app, settings: settings)
    await reader.start()
    return reader
}

extension ScreenReader {
    /// The texts spoken (the `speech` kinds) from transcript position `index` on.
    func speech(since index: Int = 0) -> [String] {
        utterances(since: index).filter(\.kind.countsAsSpeech).map(\.text)
    }

    /// The focused element's id.
    var focusID: String? { focusedElement?.id }
}

@testable import AppModel

/// A content controller with a title and, optionally, a few labelled buttons.
@MainActor
func content(_ id: String, title: String? = nil, buttons: [String] = []) -> ViewController {
    let controller = ViewController(id: id, title: title)
    controller.restorationIdentifier = id
    controller.contentBuilder = { root in
        for name in buttons { root.addSubview(Button(name, id: name)) }
    }
    return controller
}

/// An app on an iPhone whose factory makes content controllers by id.
@MainActor
func makeApp(device: Device = .iphone, orientation: Orientation = .portrait) -> Application {
    let app = Application(device: device, orientation: orientation)
    app.controllerFactory = { id in content(id, title: id.prefix(1).uppercased() + id.dropFirst()) }
    return app
}

extension Application {
    /// Appearance and load callbacks recorded since the last clear.
    var lifecycle: [String] { trace.names(of: TraceEvent.Kind.lifecycle) }

    /// The events of the given kinds, then clears the trace.
    func drain(_ kinds: Set<TraceEvent.Kind> = TraceEvent.Kind.lifecycle) -> [String] {
        defer { clearTrace() }
        return trace.names(of: kinds)
    }
}

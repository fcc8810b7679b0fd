internal import AppModel
internal import AppSpec

/// The screens a live run shows beyond its entry: pushed destinations,
/// sheets and covers, alerts and confirmation dialogs (docs/swiftui.md,
/// "State and actions").
extension ScreenBuilder {
    /// A pushed destination: a screen in its navigation stack, titled by
    /// its `.navigationTitle`; returns its id.
    mutating func addPushed(_ nodes: [ViewNode], fallbackName: String) -> String {
        let title = nodes.lazy.compactMap(\.innerNavigationTitle).first
        return screen(nodes, name: title ?? fallbackName, title: title, tabTitle: nil, top: 0, inNavigation: true)
    }

    /// A sheet, cover or popover: its own navigation stack when it has one;
    /// returns its id.
    mutating func addPresented(
        _ nodes: [ViewNode], kind: DeclaredPresentation.Kind, modal: Bool, fallbackName: String
    ) -> String {
        let id = controller(for: nodes, name: fallbackName)
        guard let index = controllers.lastIndex(where: { $0.id == id }) else { return id }
        switch kind {
        case .fullScreenCover: controllers[index].modalPresentationStyle = .fullScreen
        case .popover: controllers[index].modalPresentationStyle = .popover
        default: controllers[index].modalPresentationStyle = .pageSheet
        }
        controllers[index].isModalInPresentation = modal
        return id
    }

    /// An alert or an action sheet with its buttons; returns its id.
    mutating func addAlert(
        title: String?, message: String?, style: AlertController.Style, buttons: [ControllerSpec.AlertActionSpec],
        name: String? = nil
    ) -> String {
        let id = uniqueScreen(name ?? (title?.isEmpty == false ? title! : "Alert") + " Alert")
        var alert = ControllerSpec(
            id: id,
            content: .alert(ControllerSpec.AlertSpec(title: title, message: message, style: style, actions: buttons)),
            location: location)
        alert.title = title
        append(alert)
        return id
    }

    /// The controller with `id`.
    func controller(withID id: String) -> ControllerSpec? {
        controllers.first { $0.id == id }
    }
}

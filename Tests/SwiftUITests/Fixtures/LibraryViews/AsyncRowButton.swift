import SwiftUI

/// A library's button whose title initializers hand on to the one that
/// takes a label, and whose label reaches a modifier overloaded by the type
/// of its argument.
public struct AsyncRowButton<Label: View>: View {
    private let action: () async -> Void
    private let label: Label
    @State private var running = false

    public var body: some View {
        Button(action: {}) {
            label
                .busyOverlay(isBusy: running)
        }
    }

    public init(_ title: String, action: @escaping () async -> Void) where Label == Text {
        self.init(action: action) {
            Text(verbatim: title)
        }
    }

    public init(_ title: String, systemImage: String, action: @escaping () async -> Void)
    where Label == SwiftUI.Label<Text, Image> {
        self.init(action: action) {
            SwiftUI.Label(title, systemImage: systemImage)
        }
    }

    public init(action: @escaping () async -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

public enum LoadState { case idle, busy }

extension View {
    /// The state's overload hands on to the Bool one.
    public func busyOverlay(isBusy state: LoadState) -> some View {
        busyOverlay(isBusy: state == .busy)
    }

    public func busyOverlay(isBusy busy: Bool) -> some View {
        overlay {
            if busy { ProgressView() }
        }
    }
}

struct ActionsView: View {
    var body: some View {
        Form {
            AsyncRowButton("Sync now") {}
            AsyncRowButton("Upload", systemImage: "icloud.and.arrow.up") {}
            AsyncRowButton(action: {}) {
                Text("Custom label")
            }
        }
    }
}

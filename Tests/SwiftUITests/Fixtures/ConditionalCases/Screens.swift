import SwiftUI

enum Screen: CaseIterable {
    case share, settings
}

struct ScreenView: View {
    let screen: Screen

    var body: some View {
        switch screen {
        #if os(iOS)
        case .share:
            Button("Share Text") {}
        #else
        case .share:
            Text("No sharing here")
        #endif
        case .settings:
            Text("Settings")
        }
    }
}

struct ConditionalCasesView: View {
    var body: some View {
        VStack {
            ScreenView(screen: .share)
            ScreenView(screen: .settings)
        }
    }
}

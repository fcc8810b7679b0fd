import SwiftUI

/// Live-run fixture: branches a UI test takes with launch arguments,
/// environment and user defaults.
struct LaunchView: View {
    @AppStorage("onboarded") private var onboarded = false

    var body: some View {
        VStack {
            if ProcessInfo.processInfo.arguments.contains("-UITests") {
                Text("Test data")
            }
            if let server = ProcessInfo.processInfo.environment["SERVER"] {
                Text("Server: \(server)")
            }
            if onboarded {
                Text("Welcome back")
            } else {
                Button("Get started") { onboarded = true }
            }
        }
    }
}

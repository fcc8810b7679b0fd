import SwiftUI

extension Bundle {
    var buildNumber: String { infoDictionary?["CFBundleVersion"] as? String ?? "?" }
}

/// The app's version as its Xcode project sets it.
struct AboutView: View {
    private var version: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    }

    var body: some View {
        List {
            Text("Version \(version) (\(Bundle.main.buildNumber))")
            Text(Bundle.main.infoDictionary?["CFBundleDisplayName"] as? String ?? "App")
            Text(Bundle.main.infoDictionary?["NSCameraUsageDescription"] as? String ?? "none")
        }
    }
}

@main
struct VersionedApp: App {
    var body: some Scene { WindowGroup { AboutView() } }
}

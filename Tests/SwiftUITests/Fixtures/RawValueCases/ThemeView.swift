import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case light, dark, system

    var id: String { rawValue }
    var displayName: String { rawValue.capitalized }
}

/// A case made from its raw value (`AppTheme(rawValue:)`), with a fallback.
final class ThemeSettings: ObservableObject {
    @Published var theme: AppTheme
    @Published var accent: AppTheme

    init(saved: String?) {
        theme = AppTheme(rawValue: saved ?? "system") ?? .system
        accent = AppTheme(rawValue: "sepia") ?? .light
    }
}

struct ThemeView: View {
    @StateObject private var settings = ThemeSettings(saved: "dark")

    var body: some View {
        Form {
            Picker("Theme", selection: $settings.theme) {
                ForEach(AppTheme.allCases) { theme in
                    Text(theme.displayName).tag(theme)
                }
            }
            Text("Accent: \(settings.accent.displayName)")
        }
    }
}

#Preview {
    ThemeView()
}

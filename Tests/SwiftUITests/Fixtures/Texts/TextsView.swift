import SwiftUI

// Reference §1.1 and §1.2: texts, images, labels, shapes.
struct TextsView: View {
    var name = "Ada"

    var body: some View {
        VStack {
            Text("Checking")
            Text("Hi ") + Text(name).bold().foregroundColor(.red)
            Text("\(Text(name).italic()) is here")
            Image("get10off")
            Image("close-icon-white")
            Image(systemName: "globe")
            Image(systemName: "exclamationmark.circle")
            Image(systemName: "clock.arrow.circlepath")
            Image(decorative: "background")
            Image("avatar", label: Text("Alt"))
            Image("logo").accessibilityLabel("Favorite")
            Label("Wi-Fi", systemImage: "wifi")
            Rectangle()
            Circle().accessibilityLabel("Status")
            Text("Ada_Lovelace".replacingOccurrences(of: "_", with: " "))
            Divider()
            Spacer()
        }
    }
}

#Preview("Texts") {
    TextsView()
}

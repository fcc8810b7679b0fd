import SwiftUI

// Reference §1.1, §1.3, §1.4, §1.6 and §5: label styles, empty and Markdown
// text, an asset named by the string table, a silent labelled shape, tap
// gestures, styling, labels kept when hidden, and labelled fields.
struct DefaultsView: View {
    @State private var on = false
    @State private var level = 0.5
    @State private var email = ""
    @State private var secret = "hunter2"

    var body: some View {
        VStack {
            Label("World", systemImage: "globe").labelStyle(.iconOnly)
            Label("", systemImage: "globe").labelStyle(.iconOnly)
            Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly)
            Text("")
            Text("Read the **terms** at [Apple](https://apple.com)")
            Image("hero-banner")
            Circle().accessibility(label: Text(""))
            Text("Tap to retry").onTapGesture {}
            Text("Headline").font(.headline).bold()
            Button { } label: { Label("Add", systemImage: "plus") }.labelStyle(.iconOnly)
            Toggle("Bluetooth", isOn: $on).labelsHidden()
            Toggle("Remember me", isOn: $on).toggleStyle(.switch).disabled(true)
            Slider(value: $level)
            LabeledContent("Email") {
                TextField("name@example.com", text: $email)
            }
            SecureField("Password", text: $secret)
            Text("Balance $1,024").redacted(reason: .placeholder)
        }
    }
}

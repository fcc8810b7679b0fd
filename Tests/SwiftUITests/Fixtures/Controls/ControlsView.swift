import SwiftUI

// Reference §1.4–§1.7: toggles, sliders, steppers, pickers, text input, progress.
struct ControlsView: View {
    @State private var wifi = true
    @State private var airplane = false
    @State private var volume = 5.0
    @State private var tickets = 3
    @State private var name = ""
    @State private var nickname = "jdoe24"
    @State private var password = ""
    @State private var fruit = "Apple"

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle(isOn: $airplane) { Text("Airplane Mode") }
            Toggle("Theme", isOn: $wifi).accessibilityValue("Dark")
            Slider(value: $volume, in: 0...10) { Text("Volume") }
            Stepper("Tickets: \(tickets)", value: $tickets, in: 1...10)
            TextField("Name", text: $name)
            TextField("", text: $nickname).accessibilityLabel("Username")
            SecureField("Password", text: $password)
            Picker("Fruit", selection: $fruit) {
                Text("Apple").tag("Apple")
                Text("Pear").tag("Pear")
            }
            ProgressView("Downloading", value: 0.5)
        }
    }
}

#Preview {
    ControlsView()
}

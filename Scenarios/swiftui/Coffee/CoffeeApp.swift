import SwiftUI

/// A small SwiftUI app for a11ysim's examples: a coffee order. a11ysim
/// reads this code on Linux, without building it, and says what VoiceOver
/// says (Scenarios/swiftui/coffee-order.yaml).
@main
struct CoffeeApp: App {
    var body: some Scene {
        WindowGroup {
            OrderView()
        }
    }
}

enum Size: String, CaseIterable, Identifiable {
    case small = "Small"
    case medium = "Medium"
    case large = "Large"

    var id: Self { self }
}

struct OrderView: View {
    @State private var size: Size = .medium
    @State private var shots = 2
    @State private var oatMilk = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Drink") {
                    Picker("Size", selection: $size) {
                        ForEach(Size.allCases) { size in
                            Text(size.rawValue)
                        }
                    }
                    Stepper("Espresso shots: \(shots)", value: $shots, in: 1...4)
                    Toggle("Oat milk", isOn: $oatMilk)
                }
                Section {
                    HStack {
                        Text("Total")
                        Spacer()
                        Text("$4.50")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            .navigationTitle("Your Order")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "heart")
                    }
                    .accessibilityLabel("Save as favorite")
                }
            }
        }
    }
}

#Preview {
    OrderView()
}

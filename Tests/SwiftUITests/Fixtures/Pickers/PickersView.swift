import SwiftUI

// Reference §1.5: pickers in each style, date pickers and a colour picker.
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct PickersView: View {
    @State private var color = "Green"
    @State private var flavor: Flavor = .vanilla
    @State private var size = 2
    @State private var topping = "Nuts"
    @State private var when = Date()
    @State private var tint = Color.blue

    var body: some View {
        VStack {
            Picker("Color", selection: $color) {
                Text("Red").tag("Red")
                Text("Green").tag("Green")
                Text("Blue").tag("Blue")
            }
            .pickerStyle(.segmented)
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Picker(selection: $size, label: Text("Size")) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(WheelPickerStyle())
            Picker("Topping", selection: $topping) {
                Text("Nuts").tag("Nuts")
                Text("Sprinkles").tag("Sprinkles")
            }
            .pickerStyle(.inline)
            DatePicker("Delivery", selection: $when)
            DatePicker("Day", selection: $when, displayedComponents: .date)
                .datePickerStyle(.wheel)
            ColorPicker("Tint", selection: $tint)
        }
    }
}

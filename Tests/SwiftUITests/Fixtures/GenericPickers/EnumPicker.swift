import SwiftUI

enum Roast: String, CaseIterable, Hashable {
    case light, dark

    var title: String {
        switch self {
        case .light: "Light roast"
        case .dark: "Dark roast"
        }
    }
}

/// A picker over any enum's cases, its value type inferred from the binding.
struct EnumPicker<Value: CaseIterable & Hashable>: View where Value.AllCases: RandomAccessCollection {
    let title: String
    @Binding var selection: Value
    let name: (Value) -> String

    var body: some View {
        Picker(title, selection: $selection) {
            ForEach(Value.allCases, id: \.self) { value in
                Text(name(value)).tag(value)
            }
        }
    }
}

/// Shows its label unless labels are hidden (`\.labelsVisibility`).
struct LabeledIfVisible<Label: View>: View {
    @Environment(\.labelsVisibility) private var visibility
    let label: Label

    var body: some View {
        switch visibility {
        case .hidden: EmptyView()
        default: label
        }
    }
}

struct CoffeeOrderView: View {
    @State private var roast: Roast = .dark

    var body: some View {
        Form {
            EnumPicker(title: "Roast", selection: $roast) { $0.title }
            LabeledContent {
                Text("Oat")
            } label: {
                Text("Milk")
            }
            LabeledIfVisible(label: Text("Shown label"))
            LabeledIfVisible(label: Text("Hidden label"))
                .labelsHidden()
        }
    }
}

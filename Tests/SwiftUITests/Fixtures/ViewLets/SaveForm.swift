import SwiftUI

/// Views kept in locals with their modifiers, a date picked by a child
/// through a binding (its default `.now`), and a text relative to now.
struct SaveForm: View {
    @State private var savedAt: Date = .now
    @State private var expanded = false

    var body: some View {
        VStack {
            Button(action: { expanded.toggle() }) {
                let label: some View = HStack {
                    Image(systemName: "checkmark.circle.fill")
                    Text("Save Changes")
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 16)
                if #available(iOS 26.0, *) {
                    label.glassEffect()
                } else {
                    label.background(Color.blue)
                }
            }
            let hint = Text("Swipe to delete").accessibilityHidden(true)
            hint
            DateCard(date: $savedAt)
            Text(savedAt, style: .relative)
        }
    }
}

struct DateCard: View {
    @Binding var date: Date

    var body: some View {
        Text(formatted())
    }

    private func formatted() -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter.string(from: date)
    }
}

#Preview {
    SaveForm()
}

import SwiftUI

// Reference §1.5–§1.7: menus, disclosure groups, text editors, indeterminate progress, labeled content.
struct MoreControlsView: View {
    @State private var notes = ""

    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Copy") {}
                Button("Paste") {}
            }
            DisclosureGroup("Details") {
                Text("Hidden until expanded")
            }
            TextEditor(text: $notes)
                .accessibilityLabel("Notes")
            ProgressView()
            LabeledContent("Name", value: "John")
            LabeledContent("Build") { Text("42") }
            EditButton()
        }
    }
}

#Preview {
    MoreControlsView()
}

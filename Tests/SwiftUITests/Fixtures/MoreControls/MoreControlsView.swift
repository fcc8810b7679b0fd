import SwiftUI

// Reference §1.5–§1.7: menus, disclosure groups, text editors, indeterminate progress, labeled content.
struct MoreControlsView: View {
    @State private var notes = ""
    @State private var email = ""
    @State private var name = ""

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
            // With a prompt, the prompt is the placeholder and the title (or label view) the name (reference §1.6).
            TextField("Email", text: $email, prompt: Text("you@example.com"))
            TextField(text: $name, prompt: Text("Full name")) {
                Text("Name")
            }
        }
    }
}

#Preview {
    MoreControlsView()
}

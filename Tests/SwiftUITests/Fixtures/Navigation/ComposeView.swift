import SwiftUI

// Reference §2.2: toolbar items sit in the navigation bar, leading items,
// the title, then trailing ones, and bottom-bar items in the bottom toolbar.
struct ComposeView: View {
    var body: some View {
        NavigationStack {
            Form {
                Text("To: Ada")
            }
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Attach") {}
                    Button("Camera") {}
                }
            }
        }
    }
}

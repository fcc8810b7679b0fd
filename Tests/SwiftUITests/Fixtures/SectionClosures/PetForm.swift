import SwiftUI

/// A section whose content, header and footer are closures passed by
/// label, the footer in parentheses.
struct PetForm: View {
    @State private var name = "Momo"

    var body: some View {
        Form {
            Section(content: {
                TextField("Name", text: $name)
            }, header: { Text("Pet") }, footer: ({
                Text("Required")
            }))
        }
    }
}

#Preview {
    PetForm()
}

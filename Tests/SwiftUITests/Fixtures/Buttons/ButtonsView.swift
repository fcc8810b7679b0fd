import SwiftUI

// Reference §1.3: buttons and links.
struct ButtonsView: View {
    var body: some View {
        VStack {
            Button("Delete") {}
                .accessibilityHint("Removes this item permanently")
            Button("Log In") {}.disabled(true)
            Button {
            } label: {
                Image(systemName: "mic.fill")
            }
            .accessibilityLabel("Microphone")
            Button(action: {}) {
                Image(systemName: "plus")
            }
            // The label as a labelled argument, as older code writes it.
            Button(action: {}, label: {
                Image("archive-box")
            })
            Button {
            } label: {
                Label("Add", systemImage: "plus")
            }
            Button {
            } label: {
                HStack {
                    Image(systemName: "square.and.arrow.down")
                    Text("Save")
                }
            }
            Button {
            } label: {
                VStack {
                    Text("A")
                    Text("B")
                }
            }
            Link("Apple", destination: URL(string: "https://apple.com")!)
            ShareLink(item: "x")
        }
    }
}

#Preview {
    ButtonsView()
}

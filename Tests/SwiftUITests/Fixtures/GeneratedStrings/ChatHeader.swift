import SwiftUI

/// Texts from constants a code generator makes from the string table
/// (`L10n`, in a file these sources do not hold).
struct ChatHeader: View {
    @State private var draft = ""

    var body: some View {
        VStack {
            Text(L10n.Chat.title)
            TextField("", text: $draft)
                .accessibilityLabel(L10n.A11y.ChatInput.label)
            Text(L10n.Chat.missing)
        }
    }
}

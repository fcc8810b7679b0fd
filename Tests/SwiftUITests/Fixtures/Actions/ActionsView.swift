import SwiftUI

// Reference §3.1, §3.2, §5 and §6: custom actions (reverse declaration order),
// swipe actions, onDelete and context menus as actions, buttons a .combine
// takes in, the adjustable action, custom content, sort priority, a representation.
struct ActionsView: View {
    @State private var rating = 3
    private let mail = ["Inbox", "Drafts"]

    var body: some View {
        VStack {
            Text("Important Email")
                .accessibilityAction(named: "Reply") {}
                .accessibilityAction(named: "Delete") {}
            HStack {
                Text("Ada Lovelace")
                Button("Call") {}
            }
            .accessibilityElement(children: .combine)
            Text("Rating")
                .accessibilityValue("\(rating) out of 5")
                .accessibilityAdjustableAction { _ in }
            Text("Bailey")
                .accessibilityCustomContent("Breed", "Beagle", importance: .high)
                .accessibilityCustomContent(AccessibilityCustomContentKey("Age"), Text("3 years"))
            Text("Custom dialog")
                .accessibilityAction(.escape) {}
            Text("Photo")
                .contextMenu {
                    Button("Copy") {}
                }
            ZStack {
                Text("Header")
                    .accessibilitySortPriority(2)
                Text("Tab bar")
                    .accessibilitySortPriority(3)
            }
            Capsule()
                .accessibilityRepresentation {
                    Toggle("Dark Mode", isOn: .constant(true))
                }
            List {
                ForEach(mail, id: \.self) { box in
                    Text(box)
                }
                .onDelete { _ in }
                Text("Archive")
                    .swipeActions {
                        Button("Flag") {}
                        Button("Trash") {}
                    }
            }
        }
    }
}

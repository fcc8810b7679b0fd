import SwiftUI

// Nested types are told apart by their whole name: each screen's
// `ViewModel` and each provider's `Preview` is its own; a model that makes
// itself is a cycle, said as unknown rather than followed forever.
struct InboxView: View {
    final class ViewModel: ObservableObject {
        let title = "Inbox"
    }
    @StateObject private var model = ViewModel()

    var body: some View {
        Text(model.title)
    }
}

struct OutboxView: View {
    final class ViewModel: ObservableObject {
        let title = "Outbox"
    }
    @StateObject private var model = ViewModel()

    var body: some View {
        Text(model.title)
    }
}

final class Folder {
    var name = "Root"
    var child: Folder?
    init() {
        child = .init()
    }
}

struct InboxView_Previews: PreviewProvider {
    struct Preview: View {
        var body: some View {
            InboxView()
        }
    }
    static var previews: some View {
        Preview()
    }
}

struct OutboxView_Previews: PreviewProvider {
    struct Preview: View {
        private let folder = Folder()
        var body: some View {
            VStack {
                OutboxView()
                Text(folder.name)
            }
        }
    }
    static var previews: some View {
        Preview()
    }
}

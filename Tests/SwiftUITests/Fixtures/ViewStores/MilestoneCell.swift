import ComposableArchitecture
import SwiftUI

struct Milestone: Equatable {
    var title: String
}

/// A cell of the Composable Architecture before 1.0: its view store is
/// the store scoped to the cell's own view state.
struct MilestoneCell: View {
    struct ViewState: Equatable {
        let title: String?
        var isUntitled: Bool { title == nil }

        init(milestone: Milestone) {
            title = milestone.title.isEmpty ? nil : milestone.title
        }
    }

    let store: Store<Milestone, Never>

    var body: some View {
        WithViewStore(store.scope(state: ViewState.init)) { viewStore in
            Text(viewStore.title ?? "Untitled")
            if viewStore.isUntitled {
                Text("Add a title")
            }
        }
    }
}

#Preview {
    VStack {
        MilestoneCell(store: Store(initialState: Milestone(title: "Anniversary"), reducer: .empty, environment: ()))
        MilestoneCell(store: Store(initialState: Milestone(title: ""), reducer: .empty, environment: ()))
    }
}

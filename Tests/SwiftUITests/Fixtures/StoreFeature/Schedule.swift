import ComposableArchitecture
import SwiftUI

/// A feature of the Composable Architecture: the view reads its store's
/// state, a child store scoped from it, and rows of an identified array.
@Reducer
struct Schedule {
    @ObservableState
    struct State: Equatable {
        var title: String
        var talks: IdentifiedArrayOf<Talk> = []
        var detail: TalkDetail.State?
        var isFavorite = false
    }

    enum Action {
        case favoriteTapped
        case detail(TalkDetail.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .favoriteTapped:
                state.isFavorite.toggle()
                return .none
            case .detail:
                return .none
            }
        }
    }
}

struct Talk: Equatable, Identifiable {
    var id: Int
    var title: String
}

@Reducer
struct TalkDetail {
    @ObservableState
    struct State: Equatable {
        var speaker: String
    }

    enum Action {
        case close
    }
}

struct ScheduleView: View {
    let store: StoreOf<Schedule>

    var body: some View {
        List {
            Text(store.title)
                .accessibilityAddTraits(.isHeader)
            ForEach(store.talks) { talk in
                Text(talk.title)
            }
            Button(store.isFavorite ? "Unfavorite" : "Favorite") {
                store.send(.favoriteTapped)
            }
            if let detail = store.scope(state: \.detail, action: \.detail) {
                Text("Speaker: \(detail.speaker)")
            } else {
                Text("No talk chosen")
            }
        }
    }
}

#Preview("Chosen") {
    ScheduleView(
        store: .init(
            initialState: .init(
                title: "Day 1", talks: [.init(id: 1, title: "Opening"), .init(id: 2, title: "Closing")],
                detail: .init(speaker: "Ada"))
        ) {
            Schedule()
        })
}

#Preview("Empty") {
    ScheduleView(store: Store(initialState: Schedule.State(title: "Day 2")) { Schedule() })
}

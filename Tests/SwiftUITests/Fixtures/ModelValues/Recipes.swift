import SwiftUI

/// Two views each with a nested `ViewModel`: each view's name is its own.
/// The recipe's view model fills its groups in a method its initializer
/// calls, so only running the initializer shows them.
struct IndexView: View {
    @StateObject var viewModel: ViewModel

    init() {
        _viewModel = .init(wrappedValue: ViewModel())
    }

    var body: some View {
        Text("\(viewModel.count) recipes")
    }
}

extension IndexView {
    final class ViewModel: ObservableObject {
        @Published var count = 1
    }
}

struct RecipeView: View {
    @StateObject var viewModel: ViewModel

    init(title: String) {
        let viewModel = ViewModel(title)
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        VStack {
            Text(viewModel.title)
            ForEach(viewModel.groups, id: \.self) { group in
                Text(group.uppercased())
            }
        }
    }
}

extension RecipeView {
    final class ViewModel: ObservableObject {
        @Published var groups = [String]()
        @Published var title: String

        init(_ title: String) {
            self.title = title
            regroup()
        }

        private func regroup() {
            groups = title.isEmpty ? [] : ["mix", "rest", "bake"]
        }
    }
}

struct BreadView: View {
    var body: some View {
        RecipeView(title: "Sourdough")
    }
}

import SwiftUI

struct Recipe {
    var name: String
    var timeEnd = Date().addingTimeInterval(3_600)
}

final class RecipeModel: ObservableObject {
    @Published var recipe: Recipe

    init(_ recipe: Recipe) {
        self.recipe = recipe
    }
}

struct StealthPicker<Label: View>: View {
    @Binding var date: Date
    var label: Label

    init(date: Binding<Date>, @ViewBuilder label: () -> Label) {
        self._date = date
        self.label = label()
    }

    var body: some View {
        ZStack {
            label
            DatePicker("", selection: $date, displayedComponents: .date)
                .labelsHidden()
        }
    }
}

/// A date picker bound to a model's field (`$model.recipe.timeEnd`) through a
/// view's `@Binding`, its end an hour from now.
struct RecipeScreen: View {
    @StateObject var model = RecipeModel(Recipe(name: "Loaf"))

    var body: some View {
        picker
    }

    private var picker: some View {
        StealthPicker(date: $model.recipe.timeEnd) {
            Image(systemName: "calendar")
        }
    }
}

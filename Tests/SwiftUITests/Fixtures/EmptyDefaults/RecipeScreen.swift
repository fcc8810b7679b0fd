import SwiftUI

struct RecipeScreen: View {
    @StateObject private var model: RecipeModel

    init(_ recipe: Recipe, mode: Mode) {
        _model = StateObject(wrappedValue: RecipeModel(recipe, mode: mode))
    }

    var body: some View {
        VStack {
            switch model.mode {
            case .plan: Text("Planning")
            case .edit: Text("Editing")
            }
            Text("\(model.count) steps")
        }
    }
}

struct NewRecipeScreen: View {
    var body: some View {
        RecipeScreen(.init(), mode: .edit)
    }
}

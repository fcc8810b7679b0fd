import Foundation

struct Step {
    var name: String
}

struct Recipe {
    var name: String
    var steps: [Step]
    var tags: Set<String>
    var isActive: Bool

    init(name: String = .init(), steps: [Step] = .init(), tags: Set<String> = .init(), isActive: Bool = false) {
        self.name = name
        self.steps = steps
        self.tags = tags
        self.isActive = isActive
    }
}

enum Mode {
    case plan, edit
}

/// A model whose initializer reads the recipe it is given.
final class RecipeModel: ObservableObject {
    @Published var recipe: Recipe
    @Published var mode: Mode
    @Published var count = 0

    init(_ recipe: Recipe, mode: Mode) {
        self.recipe = recipe
        self.mode = recipe.isActive ? .plan : mode
        for _ in recipe.steps { count += 1 }
    }
}

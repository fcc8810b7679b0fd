import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
}

/// Live-run fixture: a stack driven by a path; links push values, a button
/// appends one, and a destination pops by removing the last.
struct PathView: View {
    @State private var path: [Recipe] = []
    let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Waffles")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                Button("Surprise me") { path.append(recipes[1]) }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, path: $path)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Binding var path: [Recipe]

    var body: some View {
        VStack {
            Text("Steps for \(recipe.name)")
            Button("Done") { path.removeLast() }
        }
        .navigationTitle(recipe.name)
    }
}

import SwiftUI

// docs/swiftui.md "What is evaluated": implicit members by declared type,
// dictionaries and subscripts, calendar names, stored views, optionals left
// out, trailing closures into a generic container, `self.` calls, and an
// initialiser's local `let`.
struct Recipe {
    var name: String
    var servings: Int = 2
    static let sample = Recipe(name: "Baguette")
}

final class RecipeModel: ObservableObject {
    @Published var recipe: Recipe
    init(recipe: Recipe) {
        self.recipe = recipe
    }
}

struct Card<Content: View>: View {
    var title: String?
    let content: Content

    init(title: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack {
            if let title {
                Text(title)
            }
            content
        }
    }
}

struct Badge: View {
    var caption: String?
    @ViewBuilder var label: () -> Text

    var body: some View {
        HStack {
            label()
            if let caption {
                Text(caption)
            } else {
                Text("No caption")
            }
        }
    }
}

struct RecipeScreen: View {
    @StateObject private var model: RecipeModel
    private let prices = ["small": "$3", "large": "$5"]
    private let divider = Text("·")

    init(_ recipe: Recipe) {
        let model = RecipeModel(recipe: recipe)
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        VStack {
            Text(model.recipe.name.uppercased())
            Text("Serves \(model.recipe.servings)")
            Text(prices["large"] ?? "?")
            Text(Calendar.current.shortMonthSymbols[2])
            divider
            Card(title: "Tips") {
                Text("Bake hot")
            }
            Card {
                Text("No title")
            }
            Badge { Text("New") }
            self.footer(note: "Enjoy")
        }
    }

    private func footer(note: String) -> some View {
        Text(note)
    }
}

#Preview {
    RecipeScreen(.sample)
}

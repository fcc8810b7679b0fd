import SwiftUI

// docs/swiftui.md "What is evaluated": implicit members by declared type,
// dictionaries and subscripts, calendar names, stored views, optionals left
// out, trailing closures into a generic container, `self.` calls, an
// initialiser's local `let`, computed properties and methods of instances and
// enum cases, tuple switches, `guard let`, and `String(format:)`.
struct Recipe {
    var name: String
    var servings: Int = 2
    var minutes: Double = 45
    var unit: TimeUnit = .minutes
    var note: String?
    static let sample = Recipe(name: "Baguette")

    var duration: String {
        String(format: "%.1f", minutes) + " " + unit.shortHand(plural: minutes != 1)
    }

    var noteText: String {
        guard let note else { return "No note" }
        return note
    }

    func servingsText(for guests: Int) -> String {
        if guests > servings { return "Make more" }
        return "Enough"
    }
}

enum TimeUnit: String {
    case minutes, hours

    func shortHand(plural: Bool) -> String {
        switch (self, plural) {
        case (.minutes, true): return "mins"
        case (.minutes, false): return "min"
        case (_, _): return self.rawValue
        }
    }
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

struct Shelf<Content: View>: View {
    let items: [String]
    let row: (String) -> Content

    var body: some View {
        HStack {
            ForEach(items, id: \.self) { item in
                row(item)
            }
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
    @State private var volume = 5.0
    private let ratio: Double = 2
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
            Text(model.recipe.duration)
            Text(model.recipe.noteText)
            Text(model.recipe.servingsText(for: 4))
            Shelf(items: ["Seed", "Suet"]) { food in
                Text(food)
            }
            Text(["Oats", "Rye", "Spelt"].filter { $0 != "Rye" }.map { $0.uppercased() }.joined(separator: " & "))
            ForEach(["b", "a"].sorted(), id: \.self) { letter in
                Text(letter)
            }
            Text("Volume \(volume), \(7 / 2), \(7.0 / 2), \(ratio)")
        }
    }

    private func footer(note: String) -> some View {
        Text(note)
    }
}

#Preview {
    RecipeScreen(.sample)
}

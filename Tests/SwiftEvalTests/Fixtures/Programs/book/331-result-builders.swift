// Result builders: a function and a closure parameter marked with a builder
// type, each statement combined by its static build functions.
struct Ingredient: CustomStringConvertible {
    var name: String
    var cups: Double
    var description: String { "\(cups) cups of \(name)" }
}

struct Recipe {
    var title: String
    var summary: String
    var ingredients: [Ingredient]

    init(_ title: String, @RecipeBuilder _ make: () -> (String, [Ingredient])) {
        self.title = title
        (summary, ingredients) = make()
    }
}

@resultBuilder
enum RecipeBuilder {
    static func buildBlock(_ summary: String, _ ingredients: Ingredient...) -> (String, [Ingredient]) {
        (summary, ingredients)
    }

    @available(*, unavailable, message: "a recipe starts with its summary")
    static func buildBlock(_ ingredients: Ingredient...) -> (String, [Ingredient]) {
        fatalError()
    }
}

@resultBuilder
enum RecipeListBuilder {
    static func buildEither(first component: [Recipe]) -> [Recipe] { component }
    static func buildEither(second component: [Recipe]) -> [Recipe] { component }
    static func buildOptional(_ component: [Recipe]?) -> [Recipe] { component ?? [] }
    static func buildExpression(_ expression: Recipe) -> [Recipe] { [expression] }
    static func buildExpression(_ expression: ()) -> [Recipe] { [] }
    static func buildArray(_ components: [[Recipe]]) -> [Recipe] { components.flatMap { $0 } }
    static func buildBlock(_ recipes: [Recipe]...) -> [Recipe] { recipes.flatMap { $0 } }
}

@RecipeListBuilder
func menu(includingSeasonal: Bool, vegan: Bool, extras: [String]) -> [Recipe] {
    Recipe("Berry Blue") {
        "Filling and refreshing"
        Ingredient(name: "orange", cups: 1.5)
        Ingredient(name: "blueberry", cups: 1)
    }
    let base = "Banana"
    Recipe(base + " Split") {
        "Creamy"
        Ingredient(name: base.lowercased(), cups: 2)
    }
    if includingSeasonal {
        Recipe("Pumpkin Spice") {
            "Autumn in a cup"
            Ingredient(name: "pumpkin", cups: 0.5)
        }
    }
    if vegan {
        Recipe("Green Machine") { "Leafy"; Ingredient(name: "kale", cups: 1) }
    } else {
        Recipe("Honey Milk") { "Sweet"; Ingredient(name: "milk", cups: 1) }
    }
    for extra in extras {
        Recipe(extra) { "Extra" }
    }
    print("menu built")
}

let full = menu(includingSeasonal: true, vegan: false, extras: ["Mint", "Lime"])
print(full.map(\.title))
print(full[0].summary, full[0].ingredients)
print(full[1].ingredients)
let short = menu(includingSeasonal: false, vegan: true, extras: [])
print(short.map(\.title), short.count)
print(short.last!.summary)

@resultBuilder
struct Joined {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + ", " + next }
    static func buildFinalResult(_ component: String) -> String { "[" + component + "]" }
}

func list(@Joined _ make: () -> String) -> String { make() }
print(list { "a"; "b"; "c" })
print(list { "only" })

enum Greetings {
    @Joined static var greeting: String {
        "hello"
        "world"
    }
}
print(Greetings.greeting)

@RecipeListBuilder
func explicit() -> [Recipe] {
    return [Recipe("Plain") { "Nothing" }]
}
print(explicit().map(\.title))

@resultBuilder
enum Tag {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "+") }
    static func buildEither(first c: String) -> String { "F(" + c + ")" }
    static func buildEither(second c: String) -> String { "S(" + c + ")" }
    static func buildOptional(_ c: String?) -> String { "O(" + (c ?? "nil") + ")" }
}
@Tag func pick(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" } else { "d" }
}
@Tag func pick3(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else { "c" }
}
@Tag func pick5(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" } else if n == 3 { "d" } else { "e" }
}
@Tag func pickNoElse(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" }
}
for n in 0..<4 { print(pick(n), pickNoElse(n)) }
for n in 0..<5 { print(pick5(n)) }
print(pick3(2))

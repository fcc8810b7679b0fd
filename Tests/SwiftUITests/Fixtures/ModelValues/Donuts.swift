import SwiftUI

/// A model whose nested type is declared in an extension, with static
/// instances in that type's own extension, a computed property over an
/// existential array through a key path, and localized names.
struct Donut: Identifiable {
    var id: Int
    var name: String
    var dough: Dough
    var ingredients: [any Ingredient] { [dough] }
    var sweetness: Int { ingredients.map(\.sweetness).reduce(0, +) }
    var flavor: Flavor { sweetness > 2 ? .sweet : .salty }
}

protocol Ingredient {
    var name: String { get }
    var sweetness: Int { get }
}

extension Donut {
    struct Dough: Ingredient {
        var name: String
        var sweetness: Int
    }
}

extension Donut.Dough {
    static let plain = Donut.Dough(name: String(localized: "Plain", comment: "A dough"), sweetness: 1)
    static let cocoa = Donut.Dough(name: String(localized: "Cocoa", comment: "A dough"), sweetness: 3)
}

extension Donut {
    static let all = [
        Donut(id: 0, name: "Classic", dough: .plain),
        Donut(id: 1, name: "Midnight", dough: .cocoa),
    ]
}

enum Flavor: String {
    case salty, sweet
    var name: String { rawValue.capitalized }
    var image: Image { Image.flavorSymbol(self) }
}

extension Image {
    /// A view made by a static function of an extension of SwiftUI's type.
    static func flavorSymbol(_ flavor: Flavor) -> Image {
        switch flavor {
        case .salty:
            return Image(systemName: "drop")
        case .sweet:
            return Image(systemName: "birthday.cake")
        }
    }
}

/// A view of the app named like SwiftUI's `Grid`: the app's own type wins.
struct Grid: View {
    var donuts: [Donut]

    var body: some View {
        VStack {
            ForEach(donuts) { donut in
                let flavor = donut.flavor
                Text(donut.name)
                Text(donut.dough.name)
                Text("Sweetness \(donut.sweetness)")
                flavor.image
            }
        }
    }
}

struct DonutsView: View {
    @State private var donuts = Donut.all

    var body: some View {
        Grid(donuts: donuts)
    }
}

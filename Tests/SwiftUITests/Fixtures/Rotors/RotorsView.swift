import SwiftUI

/// Custom rotors: entries built in a closure, entries from a collection,
/// and an entry naming a view tagged with `.accessibilityRotorEntry`.
struct Dish: Identifiable {
    var id: Int
    var name: String
    var isVegan: Bool
}

struct RotorsView: View {
    @Namespace private var namespace
    var dishes = [
        Dish(id: 1, name: "Burger", isVegan: false),
        Dish(id: 2, name: "Soup", isVegan: true),
        Dish(id: 3, name: "Salad", isVegan: true),
    ]

    var body: some View {
        VStack {
            Text("Menu")
                .accessibilityAddTraits(.isHeader)
            List {
                ForEach(dishes) { dish in
                    Text(dish.name)
                }
                Text("Chef's note")
                    .accessibilityRotorEntry(id: "note", in: namespace)
            }
            .accessibilityRotor("Vegan") {
                ForEach(dishes.filter { $0.isVegan }.reversed()) { dish in
                    AccessibilityRotorEntry(dish.name, id: dish.id)
                }
            }
            .accessibilityRotor("Notes") {
                AccessibilityRotorEntry("Chef's note", id: "note", in: namespace)
            }
            .accessibilityRotor("All dishes", entries: dishes, entryLabel: \.name)
        }
    }
}

#Preview("Rotors") {
    RotorsView()
}

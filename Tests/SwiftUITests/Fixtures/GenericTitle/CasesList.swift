import SwiftUI

enum Drinks: String, CaseIterable, Identifiable {
    case tea = "Tea"
    case coffee = "Coffee"

    var id: String { rawValue }
}

/// A list of a generic type's cases, titled by the type's name.
struct CasesList<Cases: CaseIterable & Identifiable & RawRepresentable<String>>: View {
    var body: some View {
        NavigationStack {
            List(Array(Cases.allCases)) { item in
                Text(item.rawValue)
            }
            .navigationTitle(String(describing: Cases.self))
        }
    }
}

struct DrinksScreen: View {
    var body: some View {
        CasesList<Drinks>()
    }
}

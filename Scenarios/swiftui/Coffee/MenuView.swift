import SwiftUI

/// The coffee menu: a drink's page pushed from the list, a cart sheet with
/// its own navigation, and an alert that confirms the order
/// (Scenarios/swiftui/coffee-checkout.yaml plays it through).
struct MenuView: View {
    let drinks = ["Latte", "Flat White", "Cortado"]
    @State private var cart: [String] = []
    @State private var showsCart = false

    var body: some View {
        NavigationStack {
            List {
                Section("Drinks") {
                    ForEach(drinks, id: \.self) { drink in
                        NavigationLink(drink) {
                            DrinkView(name: drink, cart: $cart)
                        }
                    }
                }
                Button("View cart (\(cart.count))") { showsCart = true }
            }
            .navigationTitle("Menu")
            .sheet(isPresented: $showsCart) {
                CartView(cart: $cart)
            }
        }
    }
}

struct DrinkView: View {
    let name: String
    @Binding var cart: [String]

    var body: some View {
        VStack {
            Text("Steamed milk over a double shot.")
            Button("Add to order") { cart.append(name) }
        }
        .navigationTitle(name)
    }
}

struct CartView: View {
    @Binding var cart: [String]
    @State private var confirming = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(cart, id: \.self) { item in
                    Text(item)
                }
                Button("Place order") { confirming = true }
            }
            .navigationTitle("Your Cart")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
            .alert("Order placed", isPresented: $confirming) {
                Button("OK") {
                    cart.removeAll()
                    dismiss()
                }
            } message: {
                Text("We will call your name.")
            }
        }
    }
}

#Preview("Menu") {
    MenuView()
}

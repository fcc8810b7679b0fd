import SwiftUI

/// An optional mapped to a view among views: its view when it has a value,
/// nothing when it is nil.
struct PricedItem { var name: String; var buy: Int?; var sell: Int? }
struct PriceView: View {
    var label: String
    var price: Int
    var body: some View { Text("\(label) \(price) bells") }
}
struct PricedItemView: View {
    let item = PricedItem(name: "Chair", buy: 1200, sell: nil)
    var body: some View {
        VStack {
            Text(item.name)
            item.buy.map { buy in
                PriceView(label: "Buy", price: buy)
            }
            item.sell.map { PriceView(label: "Sell", price: $0) }
        }
    }
}

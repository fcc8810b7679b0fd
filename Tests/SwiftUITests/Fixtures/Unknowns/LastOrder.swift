import SwiftUI

struct PendingOrder: Identifiable {
    var id: String
}

/// Orders made for each day of a week, more on weekends: how many depends
/// on the device's calendar.
final class OrderModel: ObservableObject {
    @Published var orders: [PendingOrder] = []

    init() {
        for day in 0..<7 {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400)
            if Calendar.current.isDateInWeekend(date) {
                orders.append(PendingOrder(id: "W-\(day)"))
            }
        }
    }
}

/// The last order: a member of the bound order is unknown for the
/// calendar's reason.
struct LastOrderCard: View {
    @ObservedObject var model: OrderModel
    var orders: [PendingOrder] { model.orders }

    var body: some View {
        VStack {
            ForEach(orders.reversed().prefix(5)) { order in
                Image(systemName: "shippingbox")
            }
            if let order = orders.last {
                Text(order.id)
            }
        }
    }
}

struct LastOrderScreen: View {
    @StateObject private var model = OrderModel()

    var body: some View {
        LastOrderCard(model: model)
    }
}

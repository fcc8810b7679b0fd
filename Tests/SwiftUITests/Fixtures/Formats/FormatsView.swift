import SwiftUI

/// Numbers and the simulated clock's date in SwiftUI's format styles, read in US English.
struct FormatsView: View {
    var price = 1234.5
    var count = 12000
    var code = "EUR"
    var ratio = 42.7
    var body: some View {
        VStack {
            Text(price, format: .currency(code: "USD"))
            Text(count.formatted())
            Text("\(count)")
            Text(price.formatted(.number.precision(.fractionLength(1))))
            Text(Date.now, style: .date)
            Text(0.25, format: .percent)
            Text(Date().formatted(date: .abbreviated, time: .omitted))
            Text(Date.now.formatted(.dateTime.month(.wide).day().year()))
            Text(Date.now, style: .relative)
            Text(42.formatted(.percent))
            Text(price.formatted())
            Text(price, format: .currency(code: code))
            Text("\(Int(ratio))% done")
            Text("Best Value \(Image(systemName: "star.fill"))")
        }
    }
}

#Preview("Formats") {
    FormatsView()
}

import Observation

@Observable
final class CartBadgeModel {
    var count = 0
    var label: String { count == 0 ? "" : (count > 9 ? "9+" : "\(count)") }
    @ObservationIgnored var renderCount = 0

    func add(_ n: Int) { count += n }
    func clear() { count = 0 }
}

let model = CartBadgeModel()

func render() {
    withObservationTracking {
        model.renderCount += 1
        print("render #\(model.renderCount): badge='\(model.label)'")
    } onChange: {
        print("  change detected (old count \(model.count))")
    }
}

render()
model.add(2)
render()
model.add(5)
model.add(4)
render()
model.clear()
print("final count: \(model.count), label empty: \(model.label.isEmpty)")
model.renderCount = 100
print("renderCount changed without tracking: \(model.renderCount)")

// jordansinger__SwiftUI-Kit: Shared/ContentView.swift (groupings), Shared/Groupings/ControlsGroup.swift (Flavor, Stepper, Slider), ColorsGroup.swift, ButtonModifiers.swift (ButtonStyleParams, rounded(toPlaces:))
import Foundation

struct Grouping { var title: String; var icon: String }
let isIOS = true
var groupings = [
    Grouping(title: "Buttons", icon: "capsule"), Grouping(title: "Colors", icon: "paintpalette"),
    Grouping(title: "Controls", icon: "slider.horizontal.3"), Grouping(title: "Fonts", icon: "textformat"),
]
if isIOS { groupings += [Grouping(title: "Haptics", icon: "waveform"), Grouping(title: "Gestures", icon: "hand.tap")] }
groupings += [Grouping(title: "Images", icon: "photo"), Grouping(title: "Indicators", icon: "speedometer"), Grouping(title: "Map", icon: "map")]
print("SwiftUI:", groupings.map { "\($0.title) (\($0.icon))" }.joined(separator: ", "))

enum Flavor: String, CaseIterable, Identifiable, CustomStringConvertible {
    case chocolate, vanilla, strawberry
    var id: String { self.rawValue }
    var description: String { self.rawValue.localizedCapitalized }
}
var selectedFlavor = Flavor.chocolate
print("Picker Flavor:", Flavor.allCases.map { $0 == selectedFlavor ? "[\($0)]" : "\($0)" }.joined(separator: " "))
selectedFlavor = Flavor(rawValue: "strawberry") ?? .vanilla
print("selected \(selectedFlavor), id \(selectedFlavor.id), missing -> \(Flavor(rawValue: "mint") ?? .vanilla)")

struct StandardColor { var name: String }
let colors = ["accentColor", "black", "blue", "clear", "gray", "green", "orange", "pink", "primary", "purple", "red", "secondary", "white", "yellow"].map(StandardColor.init)
print("\(colors.count) swatches; semantic:", colors.filter { ["accentColor", "primary", "secondary", "clear"].contains($0.name) }.map(\.name))

// Stepper("Age: \(age)", value: $age, in: 0...100) and Slider(value:in:step:)
struct Stepper {
    var value: Int
    let range: ClosedRange<Int>
    mutating func increment() { if value < range.upperBound { value += 1 } }
    mutating func decrement() { if value > range.lowerBound { value -= 1 } }
}
var age = Stepper(value: 0, range: 0...100)
age.decrement(); age.increment(); age.increment()
print("Age: \(age.value)")
age.value = 100; age.increment()
print("Age: \(age.value)")
func snap(_ value: Double, in range: ClosedRange<Double>, step: Double) -> Double {
    let clamped = min(max(value, range.lowerBound), range.upperBound)
    return range.lowerBound + ((clamped - range.lowerBound) / step).rounded() * step
}
print("Rating:", [0.2, 4.4, 4.6, 12].map { snap($0, in: 1...10, step: 1) })

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let divisor = pow(10.0, Double(places))
        return (self * divisor).rounded() / divisor
    }
}
struct ButtonStyleParams { let scale, rotation, blur: Double; let animate: Bool; let response, damping, duration: Double }
let DEFAULT_SCALE = 0.85, DEFAULT_RESPONSE = 0.35, DEFAULT_DAMPING = 0.35
var scale = DEFAULT_SCALE, rotation = 0.0, blur = 0.0, animate = true
func getParams() -> ButtonStyleParams {
    ButtonStyleParams(scale: scale, rotation: rotation, blur: blur, animate: animate, response: DEFAULT_RESPONSE, damping: DEFAULT_DAMPING, duration: 1)
}
func labels(_ p: ButtonStyleParams) -> [String] {
    var result = [String(format: "Scale Effect: %.0f%%", p.scale * 100), String(format: "Rotation Effect: %.0f degrees", p.rotation), String(format: "Blur Radius: %.1f", p.blur)]
    if p.animate { result += [String(format: "Spring Stiffness: %.2f", p.response), String(format: "Spring Damping: %.2f", p.damping)] }
    return result
}
print(labels(getParams()).joined(separator: " | "))
scale = snap(1.234, in: 0.05...2, step: 0.05); rotation = snap(-47, in: -360...360, step: 5); blur = 7.25; animate = false
print(labels(getParams()).joined(separator: " | "))
print(scale.rounded(toPlaces: 2), (2.0 / 3).rounded(toPlaces: 3), 1234.5678.rounded(toPlaces: 1), 0.125.rounded(toPlaces: 2))

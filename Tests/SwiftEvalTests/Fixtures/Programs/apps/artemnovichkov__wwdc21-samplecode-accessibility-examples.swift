// artemnovichkov__wwdc21-samplecode (CreatingAccessibleViews): Shared/AccessibilityExamples.swift, RotorsExample.swift, CanvasExample.swift, CustomContentExample.swift, CompositionExample.swift, EnvironmentExample.swift
import Foundation

struct Example {
    var name: String
    var view: String
    var wantsScrollView: Bool
    var wantsPadding: Bool
    init(_ name: String, wantsScrollView: Bool = true, wantsPadding: Bool = true, content: @escaping () -> String) {
        self.name = name
        self.wantsScrollView = wantsScrollView
        self.wantsPadding = wantsPadding
        self.view = content()
    }
}
let examples = [
    Example("Standard Controls") { "StandardControlExample" },
    Example("Canvas") { "CanvasExample" },
    Example("Sort Priority") { "SortPriorityExample" },
    Example("Rotors", wantsScrollView: false, wantsPadding: false) { "RotorsExample" },
    Example("Custom Content") { "CustomContentExample" },
]
for example in examples {
    print("\(example.name) -> \(example.view)\(example.wantsScrollView ? " [scroll]" : "")\(example.wantsPadding ? " [padding]" : "")")
}

struct RotorModel {
    struct Value: Identifiable {
        var label: String
        var isRotorEntry: Bool = false
        var id: String { label }
    }
    var values: [Value] = [
        Value(label: "one"), Value(label: "two"), Value(label: "three", isRotorEntry: true), Value(label: "four"),
        Value(label: "five", isRotorEntry: true), Value(label: "six"), Value(label: "seven"),
    ]
}
print("Special Values rotor:", RotorModel().values.filter(\.isRotorEntry).map(\.label))

// LinesOfCodeGraph: bar geometry and the accessibility children of the canvas
let lines = [30, 12, 2, 34, 50]
let size = (width: 300.0, height: 300.0), inset = 25.0
let insetSize = (width: size.width, height: size.height - inset * 2)
let width = insetSize.width / Double(lines.count)
let maxLines = lines.max() ?? 0
for index in lines.indices {
    let xInset = width * Double(index)
    let height = (Double(lines[index]) / Double(maxLines)) * insetSize.height
    let yInset = insetSize.height - height
    print("Week \(index + 1): \(lines[index]) lines, rect x=\(xInset + 2.5) y=\(yInset + inset) w=\(width - 5) h=\(height)")
}

struct Illustration { var label: String; var shape: String; var predominantColor: String }
let illustrations = [
    Illustration(label: "First Green Dot", shape: "Circle", predominantColor: "Green"),
    Illustration(label: "First Red Dot", shape: "Circle", predominantColor: "Red"),
    Illustration(label: "Second Red Dot", shape: "Circle", predominantColor: "Red"),
    Illustration(label: "Second Yellow Dot", shape: "Circle", predominantColor: "Yellow"),
]
for illustration in illustrations.prefix(2) {
    print("\(illustration.label); Predominant Color: Mostly \(illustration.predominantColor); Illustration Shape: \(illustration.shape)")
}
let byColor = Dictionary(grouping: illustrations, by: \.predominantColor)
print(byColor.keys.sorted().map { "\($0)=\(byColor[$0]!.count)" }.joined(separator: " "))

var fired: [String] = []
let customContent: KeyValuePairs<String, String> = ["Label A": "Value A", "Label B": "Value B"]
let customActions: KeyValuePairs<String, () -> Void> = [
    "Custom action A": { fired.append("Custom action A fired!") },
    "Custom action B": { fired.append("Custom action B fired!") },
]
for (label, value) in customContent { print("custom content \(label): \(value)") }
for (name, action) in customActions.reversed() { print("perform \(name)"); action() }
print(fired)

enum ColorValue: Hashable {
    case type1, type2, type3
    var color: String { switch self { case .type1: "red"; case .type2: "green"; case .type3: "blue" } }
    var shape: String { switch self { case .type1: "Rectangle"; case .type2: "Circle"; case .type3: "Capsule" } }
}
let values: [ColorValue] = [.type1, .type3, .type2, .type1, .type3, .type2, .type1]
for differentiateWithoutColor in [false, true] {
    print(values.map { "\($0.color):\(differentiateWithoutColor ? $0.shape : "Circle")" }.joined(separator: " "))
}

class ViewComponent: CustomStringConvertible {
    let identifier: String
    var isHidden = false
    var children: [ViewComponent] = []

    init(identifier: String) {
        self.identifier = identifier
    }

    var kind: String { "View" }

    func render(indent: Int = 0) -> [String] {
        guard !isHidden else { return [] }
        let pad = String(repeating: "  ", count: indent)
        var lines = ["\(pad)\(self)"]
        for child in children {
            lines += child.render(indent: indent + 1)
        }
        return lines
    }

    var description: String { "<\(kind) \(identifier)>" }

    func add(_ child: ViewComponent) -> Self {
        children.append(child)
        return self
    }
}

class Label: ViewComponent {
    var text: String
    init(identifier: String, text: String) {
        self.text = text
        super.init(identifier: identifier)
    }
    override var kind: String { "Label" }
    override var description: String { super.description + " \"\(text)\"" }
}

class Button: Label {
    var tapCount = 0
    var onTap: ((Button) -> Void)?
    override var kind: String { "Button" }

    func tap() {
        tapCount += 1
        onTap?(self)
    }
}

final class Stack: ViewComponent {
    enum Axis { case vertical, horizontal }
    let axis: Axis
    init(identifier: String, axis: Axis) {
        self.axis = axis
        super.init(identifier: identifier)
    }
    override var kind: String { axis == .vertical ? "VStack" : "HStack" }
}

let counterLabel = Label(identifier: "count", text: "Taps: 0")
let button = Button(identifier: "inc", text: "Tap me")
button.onTap = { b in
    counterLabel.text = "Taps: \(b.tapCount)"
}
let footer = Label(identifier: "footer", text: "v1.0")
let root = Stack(identifier: "root", axis: .vertical)
    .add(Label(identifier: "title", text: "Counter"))
    .add(Stack(identifier: "row", axis: .horizontal).add(counterLabel).add(button))
    .add(footer)

root.render().forEach { print($0) }
button.tap(); button.tap(); button.tap()
footer.isHidden = true
print("---")
root.render().forEach { print($0) }

let all: [ViewComponent] = [root, counterLabel, button, footer]
let labels = all.compactMap { $0 as? Label }
print("Labels: \(labels.map(\.identifier))")
print("Buttons: \(all.filter { $0 is Button }.count)")
print(button is Label, root is Label, type(of: button) == Button.self)

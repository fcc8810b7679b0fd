class View: CustomStringConvertible {
    var frame: (x: Int, y: Int, w: Int, h: Int)
    var subviews: [View] = []
    weak var superview: View?
    var isHidden = false
    static var created = 0

    init(x: Int = 0, y: Int = 0, w: Int, h: Int) {
        frame = (x, y, w, h)
        View.created += 1
    }
    convenience init(size: Int) { self.init(w: size, h: size) }

    func addSubview(_ v: View) { v.superview = self; subviews.append(v) }
    var typeName: String { "View" }
    var extra: String { "" }
    var description: String { "\(typeName)(\(frame.x),\(frame.y) \(frame.w)x\(frame.h))\(extra)" }

    func dump(_ depth: Int = 0) {
        guard !isHidden else { return }
        print(String(repeating: "  ", count: depth) + description)
        subviews.forEach { $0.dump(depth + 1) }
    }
    var absoluteOrigin: (Int, Int) {
        guard let s = superview else { return (frame.x, frame.y) }
        let p = s.absoluteOrigin
        return (p.0 + frame.x, p.1 + frame.y)
    }
    func countVisible() -> Int { isHidden ? 0 : 1 + subviews.map { $0.countVisible() }.reduce(0, +) }
}

class Label: View {
    var text: String
    init(text: String, x: Int, y: Int) {
        self.text = text
        super.init(x: x, y: y, w: text.count * 8, h: 20)
    }
    override var typeName: String { "Label" }
    override var extra: String { " \"\(text)\"" }
}

final class Button: Label {
    var tapCount = 0
    var onTap: ((Button) -> Void)?
    override init(text: String, x: Int, y: Int) {
        super.init(text: text, x: x, y: y)
        frame.w += 16
        frame.h = 44
    }
    override var typeName: String { "Button" }
    func tap() { tapCount += 1; onTap?(self) }
}

let root = View(w: 320, h: 480)
let header = View(x: 0, y: 20, w: 320, h: 60)
let title = Label(text: "Settings", x: 16, y: 10)
let save = Button(text: "Save", x: 240, y: 8)
let badge = View(size: 8)
root.addSubview(header)
header.addSubview(title)
header.addSubview(save)
save.addSubview(badge)
let footer = Label(text: "v1.0", x: 4, y: 460)
root.addSubview(footer)

save.onTap = { b in b.text = b.tapCount > 1 ? "Saved ×\(b.tapCount)" : "Saved" }
root.dump()
save.tap(); save.tap()
footer.isHidden = true
print("--")
root.dump()
print(save.absoluteOrigin, badge.absoluteOrigin, root.countVisible(), View.created)
print(badge.superview?.description ?? "none", root.superview == nil)
print(root.subviews.map(\.typeName), header.subviews.compactMap { ($0 as? Label)?.text })

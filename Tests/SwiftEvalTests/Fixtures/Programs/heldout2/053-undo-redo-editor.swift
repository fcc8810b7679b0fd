import Foundation

struct UndoStack<State> {
    private(set) var past: [State] = []
    private(set) var future: [State] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func record(_ state: State) {
        past.append(state)
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
    }

    mutating func undo(current: State) -> State? {
        guard let prev = past.popLast() else { return nil }
        future.append(current)
        return prev
    }

    mutating func redo(current: State) -> State? {
        guard let next = future.popLast() else { return nil }
        past.append(current)
        return next
    }

    var canUndo: Bool { !past.isEmpty }
    var canRedo: Bool { !future.isEmpty }
}

struct TextDocument: Equatable {
    var text: String = ""
    var isBold = false
}

enum EditCommand {
    case type(String)
    case deleteLast(Int)
    case toggleBold
    case replace(String, with: String)
}

final class EditorViewModel {
    private(set) var doc = TextDocument()
    private var history = UndoStack<TextDocument>(limit: 4)

    func perform(_ cmd: EditCommand) {
        var next = doc
        switch cmd {
        case .type(let s): next.text += s
        case .deleteLast(let n): next.text = String(next.text.dropLast(n))
        case .toggleBold: next.isBold.toggle()
        case let .replace(a, b): next.text = next.text.replacingOccurrences(of: a, with: b)
        }
        guard next != doc else { print("  (no change)"); return }
        history.record(doc)
        doc = next
    }

    func undo() { if let d = history.undo(current: doc) { doc = d } else { print("  nothing to undo") } }
    func redo() { if let d = history.redo(current: doc) { doc = d } else { print("  nothing to redo") } }

    var status: String {
        let shown = doc.isBold ? "**\(doc.text)**" : doc.text
        return "\"\(shown)\" undo:\(history.canUndo ? history.past.count : 0) redo:\(history.future.count)"
    }
}

let editor = EditorViewModel()
let script: [(String, () -> Void)] = [
    ("type Hello", { editor.perform(.type("Hello")) }),
    ("type  world", { editor.perform(.type(" world")) }),
    ("bold", { editor.perform(.toggleBold) }),
    ("replace world", { editor.perform(.replace("world", with: "Swift")) }),
    ("replace missing", { editor.perform(.replace("xyz", with: "abc")) }),
    ("undo", editor.undo),
    ("undo", editor.undo),
    ("redo", editor.redo),
    ("delete 3", { editor.perform(.deleteLast(3)) }),
    ("redo", editor.redo),
    ("type !", { editor.perform(.type("!")) }),
    ("type ?", { editor.perform(.type("?")) }),
    ("undo x5", { for _ in 0..<5 { editor.undo() } }),
]
for (label, action) in script {
    action()
    print("\(label.padding(toLength: 16, withPad: " ", startingAt: 0))\(editor.status)")
}

var numbers = UndoStack<Int>(limit: 2)
for n in 1...5 { numbers.record(n) }
print(numbers.past, numbers.undo(current: 6) ?? -1, numbers.undo(current: 4) ?? -1, numbers.undo(current: 3) ?? -1, numbers.future)

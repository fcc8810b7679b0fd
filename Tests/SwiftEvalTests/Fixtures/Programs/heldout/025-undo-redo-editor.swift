import Foundation

struct TextEditor {
    private(set) var text = ""
    private var undoStack: [String] = []
    private var redoStack: [String] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    private mutating func commit(_ change: (inout String) -> Void) {
        undoStack.append(text)
        redoStack.removeAll()
        change(&text)
    }

    mutating func type(_ s: String) { commit { $0 += s } }
    mutating func deleteLast(_ n: Int) { commit { $0.removeLast(min(n, $0.count)) } }
    mutating func replace(_ target: String, with replacement: String) {
        guard text.contains(target) else { return }
        commit { $0 = $0.replacingOccurrences(of: target, with: replacement) }
    }

    mutating func undo() {
        guard let previous = undoStack.popLast() else { return }
        redoStack.append(text)
        text = previous
    }

    mutating func redo() {
        guard let next = redoStack.popLast() else { return }
        undoStack.append(text)
        text = next
    }
}


var editor = TextEditor()
let script: [(String, (inout TextEditor) -> Void)] = [
    ("type Hello", { $0.type("Hello") }),
    ("type , world", { $0.type(", world") }),
    ("delete 5", { $0.deleteLast(5) }),
    ("type Swift", { $0.type("Swift") }),
    ("undo", { $0.undo() }),
    ("undo", { $0.undo() }),
    ("redo", { $0.redo() }),
    ("replace Hello->Hi", { $0.replace("Hello", with: "Hi") }),
    ("redo", { $0.redo() }),
    ("replace xyz->abc", { $0.replace("xyz", with: "abc") }),
    ("undo", { $0.undo() }),
]
for (label, action) in script {
    action(&editor)
    let flags = "\(editor.canUndo ? "U" : "-")\(editor.canRedo ? "R" : "-")"
    print("\(label.padding(toLength: 18, withPad: " ", startingAt: 0)) [\(flags)] \"\(editor.text)\"")
}

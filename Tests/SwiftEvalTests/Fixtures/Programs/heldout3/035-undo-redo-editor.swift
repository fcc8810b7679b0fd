enum EditCommand: CustomStringConvertible {
    case insert(text: String, at: Int)
    case delete(range: Range<Int>, removed: String)
    case replaceAll(old: String, new: String)

    var description: String {
        switch self {
        case let .insert(text, at): return "insert \"\(text)\"@\(at)"
        case let .delete(range, removed): return "delete \(range.lowerBound)..<\(range.upperBound) \"\(removed)\""
        case let .replaceAll(old, new): return "replace \"\(old)\" → \"\(new)\""
        }
    }
}

struct TextEditor {
    private(set) var text = ""
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var undoMenuTitle: String { undoStack.last.map { "Undo \($0)" } ?? "Can't Undo" }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }

    private mutating func apply(_ cmd: EditCommand) {
        switch cmd {
        case let .insert(t, at):
            text.insert(contentsOf: t, at: index(at))
        case let .delete(range, _):
            text.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
        case let .replaceAll(_, new):
            text = new
        }
    }

    private func inverse(_ cmd: EditCommand) -> EditCommand {
        switch cmd {
        case let .insert(t, at): return .delete(range: at..<(at + t.count), removed: t)
        case let .delete(range, removed): return .insert(text: removed, at: range.lowerBound)
        case let .replaceAll(old, new): return .replaceAll(old: new, new: old)
        }
    }

    mutating func perform(_ cmd: EditCommand) {
        apply(cmd)
        undoStack.append(cmd)
        redoStack.removeAll()
    }

    mutating func insert(_ t: String, at: Int) { perform(.insert(text: t, at: at)) }
    mutating func delete(_ r: Range<Int>) {
        let removed = String(text[index(r.lowerBound)..<index(r.upperBound)])
        perform(.delete(range: r, removed: removed))
    }

    mutating func undo() {
        guard let cmd = undoStack.popLast() else { return }
        apply(inverse(cmd))
        redoStack.append(cmd)
    }

    mutating func redo() {
        guard let cmd = redoStack.popLast() else { return }
        apply(cmd)
        undoStack.append(cmd)
    }
}

var editor = TextEditor()
editor.insert("Hello", at: 0)
editor.insert(" world", at: 5)
editor.insert(",", at: 5)
print(editor.text, "|", editor.undoMenuTitle)
editor.delete(0..<1)
editor.insert("J", at: 0)
print(editor.text)
editor.undo(); editor.undo()
print(editor.text, "| redo?", editor.canRedo)
editor.redo()
print(editor.text)
editor.perform(.replaceAll(old: editor.text, new: "Blank"))
print(editor.text, "|", editor.undoMenuTitle)
editor.undo()
print(editor.text)
editor.insert("!", at: editor.text.count)
print(editor.text, "| redo?", editor.canRedo)
while editor.canUndo { editor.undo() }
print("[\(editor.text)]", editor.undoMenuTitle)

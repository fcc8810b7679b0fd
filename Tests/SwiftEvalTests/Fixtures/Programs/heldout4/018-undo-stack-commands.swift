protocol Command {
    var name: String { get }
    func apply(to doc: inout [String])
    func revert(on doc: inout [String])
}

struct InsertLine: Command {
    let index: Int, text: String
    var name: String { "insert@\(index)" }
    func apply(to doc: inout [String]) { doc.insert(text, at: index) }
    func revert(on doc: inout [String]) { doc.remove(at: index) }
}

struct ReplaceLine: Command {
    let index: Int, old: String, new: String
    var name: String { "replace@\(index)" }
    func apply(to doc: inout [String]) { doc[index] = new }
    func revert(on doc: inout [String]) { doc[index] = old }
}

struct DeleteLine: Command {
    let index: Int, removed: String
    var name: String { "delete@\(index)" }
    func apply(to doc: inout [String]) { doc.remove(at: index) }
    func revert(on doc: inout [String]) { doc.insert(removed, at: index) }
}

final class Editor {
    private(set) var lines: [String] = []
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []

    func perform(_ c: Command) {
        c.apply(to: &lines)
        undoStack.append(c)
        redoStack.removeAll()
    }
    func insert(_ text: String, at i: Int? = nil) { perform(InsertLine(index: i ?? lines.count, text: text)) }
    func replace(_ i: Int, with t: String) { perform(ReplaceLine(index: i, old: lines[i], new: t)) }
    func delete(_ i: Int) { perform(DeleteLine(index: i, removed: lines[i])) }

    @discardableResult func undo() -> String? {
        guard let c = undoStack.popLast() else { return nil }
        c.revert(on: &lines)
        redoStack.append(c)
        return c.name
    }
    @discardableResult func redo() -> String? {
        guard let c = redoStack.popLast() else { return nil }
        c.apply(to: &lines)
        undoStack.append(c)
        return c.name
    }
    var menuState: String {
        "undo:\(undoStack.last?.name ?? "-") redo:\(redoStack.last?.name ?? "-")"
    }
    func dump(_ tag: String) { print(tag, lines, menuState) }
}

let ed = Editor()
ed.insert("Hello")
ed.insert("World")
ed.insert("Dear", at: 1)
ed.dump("A")
ed.replace(2, with: "Swift")
ed.delete(0)
ed.dump("B")
print(ed.undo() ?? "nothing", ed.undo() ?? "nothing")
ed.dump("C")
ed.redo()
ed.dump("D")
ed.insert("!")
ed.dump("E")
print(ed.redo() ?? "nothing to redo")
while let n = ed.undo() { print("undid", n) }
ed.dump("F")

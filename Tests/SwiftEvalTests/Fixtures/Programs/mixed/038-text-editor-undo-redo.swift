// Text editor document: command enum with inverses, undo/redo stacks, word/char counts after each step.
import Foundation

enum Edit {
    case insert(String, at: Int)
    case delete(range: Range<Int>, removed: String)
    case replaceAll(old: String, new: String, previous: String)
}

struct Document {
    private(set) var text = ""
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var stats: String {
        let words = text.split(whereSeparator: { $0.isWhitespace }).count
        return "\(words) word\(words == 1 ? "" : "s"), \(text.count) char\(text.count == 1 ? "" : "s")"
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(offset, 0), text.count))
    }
    private mutating func apply(_ edit: Edit) {
        switch edit {
        case let .insert(s, at):
            text.insert(contentsOf: s, at: index(at))
        case let .delete(range, _):
            text.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
        case let .replaceAll(old, new, _):
            text = text.replacingOccurrences(of: old, with: new)
        }
    }
    private func inverse(_ edit: Edit) -> Edit {
        switch edit {
        case let .insert(s, at): return .delete(range: at..<(at + s.count), removed: s)
        case let .delete(range, removed): return .insert(removed, at: range.lowerBound)
        case let .replaceAll(_, _, previous): return .replaceAll(old: "", new: "", previous: previous)
        }
    }
    mutating func perform(_ edit: Edit) {
        var e = edit
        if case let .delete(range, _) = edit {
            let clamped = max(range.lowerBound, 0)..<min(range.upperBound, text.count)
            e = .delete(range: clamped, removed: String(text[index(clamped.lowerBound)..<index(clamped.upperBound)]))
        }
        if case let .replaceAll(old, new, _) = edit { e = .replaceAll(old: old, new: new, previous: text) }
        apply(e)
        undoStack.append(e)
        redoStack.removeAll()
    }
    mutating func undo() {
        guard let last = undoStack.popLast() else { return }
        if case let .replaceAll(_, _, previous) = last { text = previous } else { apply(inverse(last)) }
        redoStack.append(last)
    }
    mutating func redo() {
        guard let next = redoStack.popLast() else { return }
        apply(next)
        undoStack.append(next)
    }
}

var doc = Document()
func show(_ action: String) {
    print("\(action.padding(toLength: 14, withPad: " ", startingAt: 0)) \"\(doc.text)\" (\(doc.stats)) undo:\(doc.canUndo) redo:\(doc.canRedo)")
}
show("new")
doc.undo(); show("undo on empty")
doc.perform(.insert("Hello world", at: 0)); show("type")
doc.perform(.insert(",", at: 5)); show("comma")
doc.perform(.insert("!", at: 99)); show("append")
doc.perform(.delete(range: 6..<13, removed: "")); show("delete")
doc.undo(); show("undo")
doc.perform(.replaceAll(old: "o", new: "0", previous: "")); show("replace o")
doc.undo(); show("undo replace")
doc.redo(); show("redo replace")
doc.undo(); doc.undo(); doc.undo(); show("undo ×3")
doc.redo(); show("redo")
doc.perform(.insert("A", at: 0)); show("branch")
doc.redo(); show("redo (none)")
doc.perform(.delete(range: -5..<2, removed: "")); show("clamped del")

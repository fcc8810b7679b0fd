// Inserting and removing characters and ranges in a String.
var note = "Buy milk"
note.insert("!", at: note.endIndex)
print(note)
note.insert(contentsOf: " and eggs", at: note.index(before: note.endIndex))
print(note)

let removed = note.remove(at: note.index(before: note.endIndex))
print(removed, note)

if let space = note.firstIndex(of: " ") {
    note.removeSubrange(note.startIndex..<space)
    print("[\(note)]")
}
note.removeFirst()
print(note)
note.removeLast(5)
print(note)
note.removeFirst(4)
print(note)

var phone = "555-123-4567"
phone.removeAll(where: { $0 == "-" })
print(phone)

var code = "ABCDEF"
let range = code.index(code.startIndex, offsetBy: 2)..<code.index(code.startIndex, offsetBy: 4)
code.replaceSubrange(range, with: "xyz")
print(code)

var last = "tail"
print(last.popLast() as Any, last)
var none = ""
print(none.popLast() as Any)
var greeting = "hello"
greeting.insert("H", at: greeting.startIndex)
greeting.remove(at: greeting.index(after: greeting.startIndex))
print(greeting)
var clearMe = "temp"
clearMe.removeAll()
print(clearMe.isEmpty)

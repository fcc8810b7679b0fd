// Appending, inserting, removing and replacing array elements.
var playlist = ["Intro", "Theme"]
playlist.append("Outro")
print(playlist)
playlist += ["Bonus"]
playlist.insert("Prelude", at: 0)
print(playlist)
playlist.insert(contentsOf: ["A", "B"], at: 2)
print(playlist)

let removed = playlist.remove(at: 2)
print(removed, playlist)
let first = playlist.removeFirst()
let last = playlist.removeLast()
print(first, last, playlist)

playlist[0] = "Opening"
print(playlist)
playlist[1...2] = ["X", "Y", "Z"]
print(playlist)
playlist.replaceSubrange(0..<2, with: ["Only"])
print(playlist)
playlist.removeSubrange(1...1)
print(playlist)
playlist.swapAt(0, playlist.count - 1)
print(playlist)

var numbers = [5, 3, 8, 3, 1, 3]
numbers.removeAll(where: { $0 == 3 })
print(numbers)
print(numbers.popLast() as Any, numbers)
numbers.removeFirst(2)
print(numbers)
numbers.removeAll()
print(numbers, numbers.popLast() as Any)
numbers.append(contentsOf: 10...12)
print(numbers)
numbers.reverse()
print(numbers)
var copy = numbers
copy[0] = 99
print(numbers, copy)

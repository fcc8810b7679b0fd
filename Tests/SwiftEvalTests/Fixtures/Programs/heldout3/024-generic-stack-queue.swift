struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }

    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(items)" }
}

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    var count: Int { inbox.count + outbox.count }

    mutating func enqueue(_ e: Element) { inbox.append(e) }

    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

extension Queue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.init()
        elements.forEach { enqueue($0) }
    }
}

func isBalanced(_ s: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in s {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let open = pairs[ch] {
            guard stack.pop() == open else { return false }
        }
    }
    return stack.isEmpty
}

func maxElement<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best { best = item }
    return best
}

var s = Stack<Int>()
[3, 1, 4, 1, 5].forEach { s.push($0) }
print(s, "top:", s.top ?? -1, "count:", s.count)
s.pop(); s.pop()
print(s)

var q: Queue<String> = ["first", "second"]
q.enqueue("third")
print(q.dequeue() ?? "-", q.count)
q.enqueue("fourth")
var drained: [String] = []
while let next = q.dequeue() { drained.append(next) }
print(drained)

for expr in ["(a[b]{c})", "(]", "((())", "{[()()]}", ""] {
    print("\"\(expr)\" balanced: \(isBalanced(expr))")
}
print(maxElement([3, 9, 2]) as Any, maxElement(["pear", "apple"]) as Any, maxElement([Double]()) as Any)

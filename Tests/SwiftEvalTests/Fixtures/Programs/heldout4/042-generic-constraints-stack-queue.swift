protocol Container {
    associatedtype Element
    var count: Int { get }
    mutating func push(_ e: Element)
    mutating func pop() -> Element?
    func peek() -> Element?
}

extension Container {
    var isEmpty: Bool { count == 0 }
    mutating func drain() -> [Element] {
        var out: [Element] = []
        while let e = pop() { out.append(e) }
        return out
    }
}

extension Container where Element: Numeric {
    func peekDoubled() -> Element? { peek().map { $0 + $0 } }
}

struct Stack<T>: Container {
    private var items: [T] = []
    var count: Int { items.count }
    mutating func push(_ e: T) { items.append(e) }
    mutating func pop() -> T? { items.popLast() }
    func peek() -> T? { items.last }
}

struct Queue<T>: Container {
    private var inbox: [T] = [], outbox: [T] = []
    var count: Int { inbox.count + outbox.count }
    mutating func push(_ e: T) { inbox.append(e) }
    mutating func pop() -> T? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox = [] }
        return outbox.popLast()
    }
    func peek() -> T? { outbox.last ?? inbox.first }
}

func fill<C: Container>(_ c: inout C, with items: [C.Element]) { items.forEach { c.push($0) } }

var s = Stack<Int>()
var q = Queue<Int>()
fill(&s, with: [1, 2, 3])
fill(&q, with: [1, 2, 3])
print(s.peek() ?? 0, q.peek() ?? 0, s.peekDoubled() ?? 0, q.peekDoubled() ?? 0)
print(s.pop() ?? 0, q.pop() ?? 0)
s.push(10); q.push(10)
print(s.drain(), q.drain(), s.isEmpty, q.isEmpty)

func balanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var st = Stack<Character>()
    for ch in text {
        if "([{".contains(ch) { st.push(ch) }
        else if let open = pairs[ch] { if st.pop() != open { return false } }
    }
    return st.isEmpty
}
for t in ["(a[b]{c})", "([)]", "((", "", "{[()()]}x)"] { print("\"\(t)\"", balanced(t)) }

var tasks = Queue<String>()
fill(&tasks, with: ["sync", "upload"])
var processed: [String] = []
while let t = tasks.pop() {
    processed.append(t)
    if t == "upload" { tasks.push("thumbnail"); tasks.push("notify") }
}
print(processed)

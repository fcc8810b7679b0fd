class Screen {
    let name: String
    private(set) var isVisible = false
    static var liveCount = 0

    init(name: String) {
        self.name = name
        Screen.liveCount += 1
        print("init \(name)")
    }

    func appear() {
        isVisible = true
        print("\(name) appeared")
    }

    func disappear() {
        isVisible = false
        print("\(name) disappeared")
    }

    func title() -> String { name }

    deinit {
        Screen.liveCount -= 1
        print("deinit \(name)")
    }
}

final class DetailScreen: Screen {
    let itemID: Int
    init(itemID: Int) {
        self.itemID = itemID
        super.init(name: "Detail-\(itemID)")
    }
    override func appear() {
        super.appear()
        print("  loading item \(itemID)")
    }
    override func title() -> String { "Item #\(itemID)" }
}

final class NavigationStack {
    private var stack: [Screen] = []
    func push(_ s: Screen) {
        stack.last?.disappear()
        stack.append(s)
        s.appear()
    }
    func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast().disappear()
        stack.last?.appear()
    }
    var breadcrumb: String { stack.map { $0.title() }.joined(separator: " > ") }
}

do {
    let nav = NavigationStack()
    nav.push(Screen(name: "Home"))
    nav.push(DetailScreen(itemID: 5))
    nav.push(DetailScreen(itemID: 9))
    print("Path: \(nav.breadcrumb), live=\(Screen.liveCount)")
    nav.pop()
    print("Path: \(nav.breadcrumb), live=\(Screen.liveCount)")
}
print("After scope, live=\(Screen.liveCount)")

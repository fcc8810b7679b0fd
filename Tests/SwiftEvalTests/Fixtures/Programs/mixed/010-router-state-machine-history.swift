// Navigation router: enum screens with payloads, mutating transitions, a history stack, deep links.
import Foundation

enum Screen: Equatable, CustomStringConvertible {
    case home
    case list(category: String)
    case detail(id: Int)
    case settings
    case login(returnTo: String?)

    var description: String {
        switch self {
        case .home: return "Home"
        case .list(let c): return "List(\(c))"
        case .detail(let id): return "Detail#\(id)"
        case .settings: return "Settings"
        case .login(let r): return "Login→\(r ?? "-")"
        }
    }
    var requiresAuth: Bool {
        if case .settings = self { return true }
        if case .detail(let id) = self, id >= 100 { return true }
        return false
    }
}

struct Router {
    private(set) var stack: [Screen] = [.home]
    var isLoggedIn = false
    var current: Screen { stack.last ?? .home }
    var breadcrumb: String { stack.map(\.description).joined(separator: " > ") }

    mutating func push(_ screen: Screen) {
        guard screen != current else { return }
        if screen.requiresAuth && !isLoggedIn {
            stack.append(.login(returnTo: screen.description))
        } else {
            stack.append(screen)
        }
    }
    @discardableResult
    mutating func pop() -> Screen? {
        guard stack.count > 1 else { return nil }
        return stack.removeLast()
    }
    mutating func popToRoot() { stack.removeSubrange(1...) }
    mutating func open(url: String) {
        let path = url.replacingOccurrences(of: "app://", with: "").split(separator: "/").map(String.init)
        popToRoot()
        switch (path.first, path.count) {
        case ("list"?, 2): push(.list(category: path[1]))
        case ("item"?, 2):
            if let id = Int(path[1]) { push(.detail(id: id)) } else { print("bad id '\(path[1])'") }
        case ("settings"?, _): push(.settings)
        default: print("unhandled link \(url)")
        }
    }
}

var router = Router()
print(router.breadcrumb)
router.push(.list(category: "shoes"))
router.push(.list(category: "shoes"))
router.push(.detail(id: 7))
print(router.breadcrumb)
router.push(.detail(id: 150))
print(router.breadcrumb)
if case .login(let target?) = router.current { print("Needs login for \(target)") }
router.pop()
router.isLoggedIn = true
router.push(.detail(id: 150))
print(router.breadcrumb)
print("popped: \(router.pop().map(\.description) ?? "nothing")")
router.popToRoot()
print("popped at root: \(router.pop().map(\.description) ?? "nothing")")
for link in ["app://list/hats", "app://item/12", "app://item/abc", "app://settings", "app://cart"] {
    router.open(url: link)
    print("\(link) => \(router.breadcrumb) [depth \(router.stack.count)]")
}
router.push(.list(category: "bags"))
router.push(.detail(id: 3))
router.push(.settings)
var visited = 0
while let screen = router.pop() {
    visited += 1
    print("back from \(screen)")
}
print("Back presses: \(visited), now at \(router.current)")

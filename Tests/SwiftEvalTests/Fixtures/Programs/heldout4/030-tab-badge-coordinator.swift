enum Tab: Int, CaseIterable, Comparable {
    case home, search, inbox, profile
    static func < (a: Tab, b: Tab) -> Bool { a.rawValue < b.rawValue }
    var title: String {
        switch self {
        case .home: return "Home"
        case .search: return "Search"
        case .inbox: return "Inbox"
        case .profile: return "Me"
        }
    }
}

enum Route: Equatable {
    case list
    case detail(id: Int)
    case compose(replyTo: Int?)
    case settings
}

struct NavigationState {
    var selected: Tab = .home
    var stacks: [Tab: [Route]] = [:]
    var badges: [Tab: Int] = [:]

    mutating func push(_ r: Route) { stacks[selected, default: [.list]].append(r) }
    mutating func pop() -> Route? {
        guard var s = stacks[selected], s.count > 1 else { return nil }
        let r = s.removeLast()
        stacks[selected] = s
        return r
    }
    mutating func select(_ t: Tab) {
        if t == selected { stacks[t] = [.list] }
        selected = t
        badges[t] = nil
    }
    var tabBar: String {
        Tab.allCases.map { t in
            let mark = t == selected ? "*" : ""
            let badge = badges[t].map { "(\($0))" } ?? ""
            return "\(mark)\(t.title)\(badge)"
        }.joined(separator: " ")
    }
    var breadcrumb: String {
        (stacks[selected] ?? [.list]).map { r -> String in
            switch r {
            case .list: return "List"
            case .detail(let id): return "Item \(id)"
            case .compose(let reply?): return "Reply to \(reply)"
            case .compose(nil): return "New"
            case .settings: return "Settings"
            }
        }.joined(separator: " > ")
    }
}

var nav = NavigationState()
nav.badges[.inbox] = 3
nav.badges[.profile] = 1
print(nav.tabBar, "|", nav.breadcrumb)
nav.push(.detail(id: 7))
nav.push(.compose(replyTo: 7))
print(nav.tabBar, "|", nav.breadcrumb)
nav.select(.inbox)
nav.push(.compose(replyTo: nil))
print(nav.tabBar, "|", nav.breadcrumb)
nav.select(.home)
print(nav.tabBar, "|", nav.breadcrumb)
print(nav.pop() == .compose(replyTo: 7), nav.breadcrumb)
nav.select(.home)
print(nav.breadcrumb, nav.pop() as Any)
nav.select(.profile)
nav.push(.settings)
print(nav.tabBar, "|", nav.breadcrumb)
print(nav.stacks.keys.sorted().map(\.title), nav.badges.isEmpty)

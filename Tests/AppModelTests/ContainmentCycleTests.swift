import Testing

@testable import AppModel

/// A damaged storyboard can ask a container to hold a controller that
/// already holds it (a push or a detail segue back to an ancestor). UIKit
/// raises; the model refuses, says so in the trace, and every walk over the
/// controllers still ends.
@MainActor
@Suite struct ContainmentCycleTests {
    @Test func aNavigationControllerRefusesToPushTheSplitThatHoldsIt() {
        let app = makeApp(device: .ipad)
        let list = NavigationController(id: "list", viewControllers: [content("items", title: "Items")])
        let split = SplitViewController(id: "split", primary: list, secondary: content("detail", title: "Detail"))
        app.launch(root: split)
        _ = app.drain()
        list.push(split)
        #expect(list.viewControllers.map(\.id) == ["items"])
        #expect(split.parent == nil)
        #expect(
            app.trace.events.last { $0.kind == .log }?.detail
                == "refused to contain 'split': it already contains 'list'")
        #expect(app.drain([.log, .push]) == ["list.log"])
        #expect(app.allControllers.map(\.id) == ["split", "list", "items", "detail"])
    }

    @Test func aSplitRefusesToShowItsOwnAncestorInTheDetailColumn() {
        let app = makeApp(device: .ipad)
        let inner = SplitViewController(id: "inner", primary: content("list"), secondary: content("detail"))
        let tabs = TabBarController(id: "tabs", viewControllers: [inner])
        app.launch(root: tabs)
        inner.showInDetailColumn(tabs)
        #expect(inner.secondary?.id == "detail")
        #expect(app.allControllers.map(\.id) == ["tabs", "inner", "list", "detail"])
    }

    @Test func aControllerIsContainedInItselfAndItsAncestorsOnly() {
        let items = content("items")
        let nav = NavigationController(id: "nav", viewControllers: [items])
        #expect(items.isContained(in: nav))
        #expect(items.isContained(in: items))
        #expect(!nav.isContained(in: items))
    }
}

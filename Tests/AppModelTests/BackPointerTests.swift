import Testing

@testable import AppModel

/// A view's superview, its owning controller and a controller's parent are
/// not `weak` (for speed), so the object they point to clears them as it
/// goes: whatever outlives its container finds `nil`, as with `weak`.
@MainActor
@Suite struct BackPointerTests {
    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
        let child = View(id: "child")
        do {
            let parent = View(id: "parent")
            let middle = View(id: "middle")
            parent.addSubview(middle)
            middle.addSubview(child)
            #expect(child.superview === middle)
            #expect(child.isDescendant(of: parent))
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func aRootViewThatOutlivesItsControllerHasNoOwner() {
        var root: View?
        do {
            let controller = ViewController(id: "screen")
            root = controller.view
            #expect(root?.owningController === controller)
        }
        #expect(root?.owningController == nil)
    }

    @Test func aChildThatOutlivesItsParentHasNoParent() {
        let child = ViewController(id: "child")
        do {
            let parent = ViewController(id: "parent")
            parent.addChild(child)
            child.didMove(toParent: parent)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
    }

    @Test func aViewMovedToAnotherSuperviewKeepsItsNewOne() {
        let child = View(id: "child")
        let kept = View(id: "kept")
        do {
            let first = View(id: "first")
            first.addSubview(child)
            kept.addSubview(child)
        }
        #expect(child.superview === kept)
    }
}

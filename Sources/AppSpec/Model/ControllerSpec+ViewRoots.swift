extension ControllerSpec {
    /// Replaces every top-level view the controller declares with
    /// `transform` of it: its views, root view, toolbar items and navigation
    /// item's left, right and title views (the transform recurses into
    /// subviews itself). Renaming or cloning a controller's views goes
    /// through here, so no kind of view root is forgotten.
    public mutating func transformViewRoots(_ transform: (ViewSpec) -> ViewSpec) {
        views = views.map(transform)
        rootView = rootView.map(transform)
        toolbarItems = toolbarItems.map(transform)
        if var item = navigationItem {
            item.left = item.left.map(transform)
            item.right = item.right.map(transform)
            item.titleView = item.titleView.map(transform)
            navigationItem = item
        }
    }
}

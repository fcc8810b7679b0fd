/// What state preservation saved: the preserved controllers as a tree, each
/// with its restoration path (docs/scenario-format.md, "Steps").
public struct RestorationArchive: Hashable, Sendable {
    /// One preserved controller.
    public struct Node: Hashable, Sendable {
        /// The controller's restoration identifier.
        public var identifier: String
        /// The restoration path: the identifiers from the root of its tree,
        /// with a navigation stack's repeated identifiers told apart by position.
        public var path: [String]
        /// The controller's id in the app definition, used to recreate it as
        /// a storyboard would.
        public var controllerID: String
        /// The restoration class asked first, if any.
        public var restorationClass: String?
        /// The preserved children, in container order.
        public var children: [Node]
        /// The selected tab or current page.
        public var selectedIndex: Int?
        /// The preserved presented controller.
        public var presented: Node? {
            get { presentedStorage.first }
            set { presentedStorage = newValue.map { [$0] } ?? [] }
        }
        /// For a presented controller: the style it was shown with.
        public var presentationStyle: ModalPresentationStyle?
        private var presentedStorage: [Node] = []

        /// Creates a node.
        public init(
            identifier: String, path: [String], controllerID: String, restorationClass: String?, children: [Node] = [],
            selectedIndex: Int? = nil
        ) {
            self.identifier = identifier
            self.path = path
            self.controllerID = controllerID
            self.restorationClass = restorationClass
            self.children = children
            self.selectedIndex = selectedIndex
        }

        /// The path written with slashes, e.g. `nav/settings`.
        public var pathString: String { path.joined(separator: "/") }
    }

    /// The preserved root controller, or `nil` when the root has no identifier.
    public var root: Node?

    /// Every preserved path, parents first, presented controllers after their presenter's tree.
    public var paths: [String] {
        var result: [String] = []
        var pending: [Node] = root.map { [$0] } ?? []
        while !pending.isEmpty {
            let node = pending.removeFirst()
            result.append(node.pathString)
            pending.insert(contentsOf: node.children + (node.presented.map { [$0] } ?? []), at: 0)
        }
        return result
    }
}

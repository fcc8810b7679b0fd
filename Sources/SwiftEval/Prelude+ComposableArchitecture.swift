/// The Composable Architecture's `Store` (`import ComposableArchitecture`)
/// as views read it: a store holds its feature's state, a member the store
/// does not declare is read from that state (`store.title`), and
/// `scope(state:action:)` is a store of the child state a key path reads
/// (`nil` where that child state is `nil`). Run as Swift source with the
/// program's rules; read only for a program that imports the package.
/// Reducers are not run: an action sent changes nothing here.
enum ComposableArchitecturePrelude {
    /// The modules whose import brings these types in.
    static let modules: Set<String> = ["ComposableArchitecture"]

    static let source = """
        @dynamicMemberLookup
        final class Store<State, Action> {
            private(set) var state: State

            init(initialState: State, reducer: () -> Any, withDependencies: Any? = nil) {
                self.state = initialState
            }

            // Before 1.0: a store made with its reducer's environment.
            init(initialState: State, reducer: Any?, environment: Any?) {
                self.state = initialState
            }

            init(scopedState: State) {
                self.state = scopedState
            }

            subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
                state[keyPath: keyPath]
            }

            var currentState: State { state }

            func withState<Value>(_ read: (State) -> Value) -> Value { read(state) }

            func scope<ChildState, ChildAction>(
                state path: KeyPath<State, ChildState>, action: Any
            ) -> Store<ChildState, ChildAction>! {
                // An optional child's store reads through the child it holds.
                let child = state[keyPath: path]
                if case Optional<Any>.none = child as Any { return nil }
                return Store<ChildState, ChildAction>(scopedState: child)
            }

            // Before 1.0: a store of the state a function makes of this one (`ViewState.init`).
            func scope<ChildState>(state toChild: (State) -> ChildState) -> Store<ChildState, Action> {
                Store<ChildState, Action>(scopedState: toChild(state))
            }
        }

        typealias StoreOf<R> = Store<R.State, R.Action>
        """
}

/// swift-identified-collections' `IdentifiedArray` (re-exported by the
/// Composable Architecture) as views read it: an array of identifiable
/// elements in order, an element found by its id (`rows[id: id]`).
enum IdentifiedCollectionsPrelude {
    /// The modules whose import brings these types in.
    static let modules: Set<String> = ["IdentifiedCollections", "ComposableArchitecture"]

    static let source = """
        typealias IdentifiedArrayOf<Element> = [Element]
        typealias IdentifiedArray<ID, Element> = [Element]

        extension Array where Element: Identifiable {
            init(uniqueElements elements: [Element]) { self = elements }

            subscript(id id: Element.ID) -> Element? {
                first { $0.id == id }
            }

            var ids: [Element.ID] { map(\\.id) }
        }
        """
}

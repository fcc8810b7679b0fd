/// SwiftData as app code uses it to fill and read its store: a container
/// and its context, `insert`, `delete`, `fetch` with a descriptor's
/// predicate, sort and limit, and `@Model` classes as plain classes. For a
/// program that imports SwiftData. One store per run: every container and
/// context of the program shares it, as an app with one container does.
/// A store kept in memory only starts empty at launch; a fetch from another
/// before the program inserted anything reads what the device's store
/// holds: runtime data. Run as Swift source with the program's rules
/// (`#Predicate { … }` is its closure).
enum SwiftDataPrelude {
    /// The modules whose import brings these types in.
    static let modules: Set<String> = ["SwiftData"]

    static let source = """
        final class _ModelStore {
            static var models: [AnyObject] = []
            static var filled = false
            static var inMemory = false
            static var known: Bool { filled || inMemory }
            static func reset() {
                models = []
                filled = false
                inMemory = false
            }
        }

        struct ModelConfiguration {
            var isStoredInMemoryOnly: Bool
            init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false) {
                self.isStoredInMemoryOnly = isStoredInMemoryOnly
            }
        }

        struct Schema {
            init(_ types: [Any]) {}
        }

        final class ModelContainer {
            let mainContext = ModelContext()
            init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
                if configurations.contains(where: { $0.isStoredInMemoryOnly }) {
                    _ModelStore.inMemory = true
                }
            }

            init(for types: Any.Type..., configurations: ModelConfiguration...) throws {
                if configurations.contains(where: { $0.isStoredInMemoryOnly }) {
                    _ModelStore.inMemory = true
                }
            }
        }

        enum SortOrder {
            case forward, reverse
        }

        struct _StandardComparator {
            let localized: Bool
            static let localizedStandard = _StandardComparator(localized: true)
            static let localized = _StandardComparator(localized: true)
            static let lexical = _StandardComparator(localized: false)
        }

        struct SortDescriptor<Compared> {
            let ascending: (Compared, Compared) -> Bool
            let descending: (Compared, Compared) -> Bool
            var order: SortOrder

            init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
                self.order = order
                ascending = { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
                descending = { $1[keyPath: keyPath] < $0[keyPath: keyPath] }
            }

            init(_ keyPath: KeyPath<Compared, String>, comparator: _StandardComparator, order: SortOrder = .forward) {
                self.order = order
                if comparator.localized {
                    ascending = { $0[keyPath: keyPath].localizedStandardCompare($1[keyPath: keyPath]) == .orderedAscending }
                    descending = { $1[keyPath: keyPath].localizedStandardCompare($0[keyPath: keyPath]) == .orderedAscending }
                } else {
                    ascending = { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
                    descending = { $1[keyPath: keyPath] < $0[keyPath: keyPath] }
                }
            }

            /// Whether `first` comes before `second`; `nil` when they tie.
            func orders(_ first: Compared, _ second: Compared) -> Bool? {
                let before = order == .forward ? ascending : descending
                if before(first, second) { return true }
                if before(second, first) { return false }
                return nil
            }
        }

        struct FetchDescriptor<T> {
            var predicate: ((T) -> Bool)?
            var sortBy: [SortDescriptor<T>]
            var fetchLimit: Int?
            var fetchOffset: Int?

            init(predicate: ((T) -> Bool)? = nil, sortBy: [SortDescriptor<T>] = []) {
                self.predicate = predicate
                self.sortBy = sortBy
            }
        }

        struct Query<Element> {
            let descriptor: FetchDescriptor<Element>

            init(_ descriptor: FetchDescriptor<Element>) {
                self.descriptor = descriptor
            }

            init(filter: ((Element) -> Bool)? = nil, sort: [SortDescriptor<Element>] = []) {
                descriptor = FetchDescriptor<Element>(predicate: filter, sortBy: sort)
            }

            init<Value: Comparable>(
                filter: ((Element) -> Bool)? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward
            ) {
                descriptor = FetchDescriptor<Element>(
                    predicate: filter, sortBy: [SortDescriptor<Element>(keyPath, order: order)])
            }

            var wrappedValue: [Element] {
                (try? ModelContext().fetch(descriptor)) ?? []
            }
        }

        final class ModelContext {
            init() {}
            init(_ container: ModelContainer) {}

            func insert<T: AnyObject>(_ model: T) {
                _ModelStore.filled = true
                if !_ModelStore.models.contains(where: { $0 === model }) {
                    _ModelStore.models.append(model)
                }
            }

            func delete<T: AnyObject>(_ model: T) {
                _ModelStore.models.removeAll { $0 === model }
            }

            func save() throws {}

            func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
                guard _ModelStore.known else { return _storeOnDevice() }
                var found = _ModelStore.models.compactMap { $0 as? T }
                if let predicate = descriptor.predicate {
                    found = found.filter(predicate)
                }
                if !descriptor.sortBy.isEmpty {
                    found = _sorted(found, by: descriptor.sortBy)
                }
                if let offset = descriptor.fetchOffset {
                    found = Array(found.dropFirst(offset))
                }
                if let limit = descriptor.fetchLimit {
                    found = Array(found.prefix(limit))
                }
                return found
            }

            func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int {
                try fetch(descriptor).count
            }

            private func _sorted<T>(_ models: [T], by descriptors: [SortDescriptor<T>]) -> [T] {
                models.sorted { first, second in
                    for descriptor in descriptors {
                        if let before = descriptor.orders(first, second) { return before }
                    }
                    return false
                }
            }
        }
        """
}

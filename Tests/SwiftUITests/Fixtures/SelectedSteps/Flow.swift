import OrderedCollections
import SwiftUI

/// A flow of pages kept in an ordered dictionary by a key made from each
/// page's type and an optional tag; a flow can start at a page chosen by
/// its type (`Card<Text>.self`) or by its tag.
struct PageKey: Hashable {
    enum Kind: Equatable {
        case position(Int)
        case tagged(any Hashable)

        static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case let (.position(a), .position(b)): a == b
            case let (.tagged(a), .tagged(b)): a.sameValue(as: b)
            default: false
            }
        }
    }

    let kind: Kind
    let pageType: any View.Type

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind && lhs.pageType == rhs.pageType }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(pageType))
        if case .position(let index) = kind { hasher.combine(index) }
    }
}

extension Equatable {
    func sameValue(as other: any Equatable) -> Bool {
        guard let other = other as? Self else { return false }
        return other == self
    }
}

protocol Tagged {
    associatedtype Tag: Hashable
    var tag: Tag { get }
}

struct PageTagModifier<Tag: Hashable>: ViewModifier, Tagged {
    let tag: Tag

    func body(content: Content) -> some View { content }
}

extension View {
    func pageTag<Tag: Hashable>(_ tag: Tag) -> ModifiedContent<Self, PageTagModifier<Tag>> {
        modifier(PageTagModifier(tag: tag))
    }
}

extension ModifiedContent: Tagged where Modifier: Tagged {
    var tag: Modifier.Tag { modifier.tag }
}

@resultBuilder
enum PagesBuilder {
    static func buildExpression(_ view: some View) -> [any View] { [view] }
    static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    static func buildEither(first: [any View]) -> [any View] { first }
    static func buildEither(second: [any View]) -> [any View] { second }
}

@MainActor
@Observable
final class FlowPath {
    enum Start {
        case pageType(any View.Type)
        case tag(any Hashable)
    }

    var path: [PageKey] = []
    @ObservationIgnored private(set) var didLoad = false
    @ObservationIgnored private var pages: OrderedDictionary<PageKey, any View> = [:]

    init() {}

    var firstPage: AnyView {
        guard let key = pages.elements.first?.key, let view = pages[key] else { return AnyView(EmptyView()) }
        return AnyView(view)
    }

    func load(_ views: [any View], start: Start?) {
        didLoad = true
        for (index, view) in views.enumerated() {
            pages[PageKey(kind: Self.kind(of: view, at: index), pageType: type(of: view))] = view
        }
        if let start { go(to: start) }
    }

    /// The pages after the one shown now are the ones `views` makes (a
    /// page that came or went with a condition); the ones already visited stay.
    func refresh(_ views: [any View]) {
        let current = path.last.flatMap { pages.keys.firstIndex(of: $0) } ?? 0
        if current + 1 < pages.count { pages.removeSubrange((current + 1)...) }
        for (index, view) in views.enumerated() {
            let key = PageKey(kind: Self.kind(of: view, at: index), pageType: type(of: view))
            if !pages.keys.contains(key) { pages[key] = view }
        }
    }

    private static func kind(of view: any View, at index: Int) -> PageKey.Kind {
        if let tagged = view as? any Tagged { return .tagged(tagged.tag) }
        return .position(index)
    }

    func page(for key: PageKey) -> AnyView {
        guard let view = pages[key] else { return AnyView(Text("Missing page")) }
        return AnyView(view)
    }

    func go(to start: Start) {
        let current = path.last.flatMap { pages.keys.firstIndex(of: $0) } ?? 0
        let found = pages.keys[current...].dropFirst().firstIndex { key in
            switch (start, key.kind) {
            case (.pageType(let type), _): return key.pageType == type
            case let (.tag(wanted), .tagged(tag)): return wanted.sameValue(as: tag)
            case (.tag, .position): return false
            }
        }
        guard let found else { return }
        path.append(pages.keys[found])
    }

    func next() {
        let current = path.last.flatMap { pages.keys.firstIndex(of: $0) } ?? 0
        guard current + 1 < pages.count else { return }
        path.append(pages.keys[current + 1])
    }
}

/// The pages one reading of a flow made: a new collection each time.
final class PageCollection {
    let views: [any View]

    init(views: [any View]) {
        self.views = views
    }
}

struct Flow: View {
    @State private var ownPath = FlowPath()
    private var givenPath: FlowPath?
    private let collection: PageCollection
    private var path: FlowPath { givenPath ?? ownPath }

    init(path: FlowPath? = nil, start: FlowPath.Start? = nil, @PagesBuilder _ pages: () -> [any View]) {
        givenPath = path
        collection = PageCollection(views: pages())
        // Loaded once: this initializer runs again each time the view that writes it is read.
        if !self.path.didLoad { self.path.load(collection.views, start: start) }
    }

    var body: some View {
        @Bindable var path = path
        NavigationStack(path: $path.path) {
            path.firstPage
                .navigationDestination(for: PageKey.self) { key in
                    path.page(for: key)
                }
        }
        .environment(path)
        .onChange(of: ObjectIdentifier(collection)) {
            path.refresh(collection.views)
        }
    }
}

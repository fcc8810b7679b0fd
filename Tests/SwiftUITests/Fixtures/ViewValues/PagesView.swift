import SwiftUI

struct Greeting: View {
    let name: String

    var body: some View {
        Text("Hello \(name)")
    }
}

@resultBuilder
enum PageBuilder {
    static func buildExpression(_ view: some View) -> [any View] { [view] }
    static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
}

/// Views kept as values in a model: filled by a builder, shown later.
final class Pages {
    var views: [String: any View] = [:]
    var order: [any View] = []

    func configure(@PageBuilder _ content: () -> [any View]) {
        for (index, view) in content().enumerated() {
            views["page\(index)"] = view
            order.append(view)
        }
    }

    var first: AnyView {
        guard let view = views["page0"] else {
            return AnyView(EmptyView())
        }
        return AnyView(view)
    }
}

/// An initializer that runs code: the pages it configures are the ones the body shows.
struct PagesScreen: View {
    let pages: Pages

    init() {
        pages = Pages()
        pages.configure {
            Greeting(name: "Ada")
            Greeting(name: "Grace")
        }
    }

    var body: some View {
        VStack {
            pages.first
            AnyView(pages.order[1])
            Text("\(pages.views.count) pages")
        }
    }
}

struct HomeView: View {
    var body: some View {
        PagesScreen()
    }
}

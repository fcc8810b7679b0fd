import SwiftUI
import SDWebImageSwiftUI

/// A model whose name depends on data the sources do not hold.
struct Villager {
    var names: [String: String]

    var localizedName: String {
        guard let name = names[Locale.current.identifier] else { return "Unknown" }
        return name
    }
}

/// Passes the row-building closure it is given on to the view it wraps.
struct Shelf<Content: View>: View {
    var content: (String) -> Content

    init(@ViewBuilder content: @escaping (String) -> Content) {
        self.content = content
    }

    var body: some View {
        ShelfRows(content: content)
    }
}

struct ShelfRows<Content: View>: View {
    var content: (String) -> Content

    var body: some View {
        VStack {
            content("Seeds")
            content("Suet")
        }
    }
}

/// A card kept in an array and shown by index.
struct Card: View {
    let title: String

    var body: some View {
        Text(title).accessibilityAddTraits(.isHeader)
    }
}

struct PassingView: View {
    var villager: Villager
    var cards = [Card(title: "Total"), Card(title: "Average")]

    var body: some View {
        VStack {
            WebImage(url: URL(string: "https://example.com/a.png"))
            CachedAsyncImage(url: nil) { image in
                image
            } placeholder: {
                ProgressView("Loading photo")
            }
            Text(try! AttributedString(markdown: "Read the **[guide](https://example.com)**"))
            Text(villager.localizedName)
            Shelf { food in
                Text("Food: \(food)")
            }
            ForEach(0..<cards.count, id: \.self) { index in
                cards[index]
            }
        }
    }
}

#Preview("Passing") {
    PassingView(villager: Villager(names: [:]))
}

import SwiftUI

/// Enum cases that carry values, read through `switch`, `if case` and casts.
enum FeedTag: Identifiable {
    case title(LocalizedStringKey)
    case city(name: String, people: Int)
    case donut(Flavor)

    var id: String { "tag" }

    var title: LocalizedStringKey {
        switch self {
        case .title(let text):
            return text
        case let .city(name, _):
            return .init(name)
        case .donut(let flavor):
            return .init(flavor.name)
        }
    }

    func detail() -> String {
        if case .city(_, let people) = self, people > 1000 {
            return "Big city"
        }
        return "Small"
    }
}

enum Flavor: String, CaseIterable, Identifiable {
    case lemon, cocoa

    var id: String { rawValue }

    var name: String {
        switch self {
        case .lemon: "Lemon"
        case .cocoa: "Cocoa"
        }
    }
}

struct EnumsView: View {
    var tags: [FeedTag] = [.title("Space"), .city(name: "London", people: 9000), FeedTag.donut(.cocoa)]
    @State private var favorite: Flavor? = .cocoa
    var pair: (Flavor, Int?) = (.lemon, nil)

    var body: some View {
        List {
            ForEach(tags) { tag in
                Text(tag.title)
            }
            Text(tags[1].detail())
            switch pair {
            case (.lemon, let count?):
                Text("Lemon \(count)")
            case (.lemon, nil):
                Text("Lemon alone")
            default:
                Text("Other")
            }
            Picker("Favorite", selection: $favorite) {
                Text("None").tag(nil as Flavor?)
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.name).tag(flavor as Flavor?)
                }
            }
        }
    }
}

#Preview("Enums") {
    EnumsView()
}

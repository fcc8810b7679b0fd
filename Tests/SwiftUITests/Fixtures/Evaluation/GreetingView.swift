import SwiftUI

enum Level: String {
    case beginner = "Beginner"
    case expert = "Expert"
}

let appName = "Greeter"

// What the evaluator settles from the sources, and what it marks unknown.
struct GreetingView: View {
    @State private var count = 2
    @State private var showsFooter = true
    @State private var level = Level.expert
    var model = DataModel()
    let colors = ["Red", "Green"]

    var body: some View {
        VStack {
            Text("Hello from \(appName), \(count) times")
            ForEach(0..<count, id: \.self) { index in
                Text("Row \(index + 1)")
            }
            ForEach(Array(colors.enumerated()), id: \.offset) { index, color in
                Text("\(index). \(color)")
            }
            if showsFooter {
                Text("Footer shown")
            } else {
                Text("Footer hidden")
            }
            switch level {
            case .beginner: Text("Start here")
            case .expert: Text("Level: \(level.rawValue)")
            }
            #if os(iOS)
            Text("On iOS")
            #else
            Text("Elsewhere")
            #endif
            Badge(title: "New", count: count * 3)
            Caption("Made with care")
            ForEach(model.items) { item in
                Text(item.title)
            }
            RemoteThing()
        }
    }
}

struct Badge: View {
    let title: String
    var count: Int = 0

    var body: some View {
        Text("\(title): \(count)")
    }
}

struct Caption: View {
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    var body: some View {
        Text(text)
    }
}

#Preview {
    GreetingView()
}

import SwiftUI

/// A step of a list of things to know: its texts made by the model.
struct KnowStep {
    let title: Text?
    let description: Text
    init(title: LocalizedStringResource? = nil, description: LocalizedStringResource) {
        self.title = title.map { Text($0) }
        self.description = Text(description)
    }
}

struct ButtonConfig {
    let title: Text
}

/// A container whose header closure has a default: a trailing closure
/// fills it when a labelled one fills the footer.
struct Frame<Header: View, Footer: View>: View {
    private let header: Header
    private let footer: Footer
    var body: some View {
        VStack {
            header
            footer
        }
    }
    init(wrap: Bool = true, @ViewBuilder header: () -> Header = { EmptyView() }, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.footer = footer()
    }
}

struct TextValuesView: View {
    let steps: [KnowStep] = [.init(title: "A thing", description: "First"), .init(description: "Last")]
    let config = ButtonConfig(title: Text("Go"))

    var body: some View {
        Frame {
            Text("Things to know").accessibilityAddTraits(.isHeader)
        } footer: {
            ForEach(0..<steps.count, id: \.self) { index in
                row(index: index)
            }
            Button(action: {}) { config.title.bold() }
        }
    }

    private func row(index: Int) -> some View {
        let step = steps[index]
        return VStack {
            if let title = step.title {
                title
                    .bold()
                    .accessibilityLabel(Text(verbatim: "\(index + 1). ") + title)
                    .accessibilityAddTraits(.isHeader)
            }
            step.description
        }
    }
}

/// An area whose texts come from closures (`.init { icon } title: { … } description: { … }`):
/// the reader cannot read them, the interpreter makes the value.
struct Area {
    let icon: AnyView
    let title: Text
    let description: Text
    init(@ViewBuilder icon: () -> some View, @ViewBuilder title: () -> Text, @ViewBuilder description: () -> Text) {
        self.icon = AnyView(icon())
        self.title = title()
        self.description = description()
    }
}

struct AreasView: View {
    let areas: [Area] = [
        .init {
            Circle().fill(.orange)
        } title: {
            Text("Circle")
        } description: {
            Text("A circle!")
        }
    ]

    var body: some View {
        ForEach(0..<areas.count, id: \.self) { index in
            areas[index].icon.accessibilityHidden(true)
            areas[index].title.accessibilityAddTraits(.isHeader)
            areas[index].description
        }
    }
}

/// Long text shown a line at a time (`enumerateLines`), each line a row
/// with a random id; a resource's text read through `localizedString(for:)`.
struct LinesView: View {
    private struct Line: Identifiable {
        let id: UUID
        let text: String
    }

    @Environment(\.locale) private var locale
    let text = "First line\n\nSecond line"
    let resource: LocalizedStringResource = "Closing words"

    private var lines: [Line] {
        var found: [Line] = []
        text.enumerateLines { line, _ in found.append(Line(id: UUID(), text: line)) }
        return found
    }

    var body: some View {
        VStack {
            ForEach(lines) { line in
                Text(verbatim: line.text)
            }
            Text(verbatim: resource.localizedString(for: locale))
        }
    }
}

/// A profile that shows initials until an image loader gives an image:
/// the default loader (`{ nil }`) gives none at once.
struct ProfileView: View {
    let name: PersonNameComponents
    let loader: () async -> Image?
    @State private var image: Image?

    init(name: PersonNameComponents, loader: @escaping () async -> Image? = { nil }) {
        self.name = name
        self.loader = loader
    }

    var body: some View {
        VStack {
            if let image {
                image
            } else {
                Text(name.formatted(.name(style: .abbreviated)))
            }
        }
        .task { image = await loader() }
    }
}

struct ProfilesView: View {
    var body: some View {
        VStack {
            ProfileView(name: PersonNameComponents(givenName: "Grace", familyName: "Hopper"))
            ProfileView(name: PersonNameComponents(givenName: "Alan", familyName: "Turing")) {
                try? await Task.sleep(for: .seconds(3))
                return Image(systemName: "globe")
            }
        }
    }
}

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

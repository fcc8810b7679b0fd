import SwiftUI

/// A group with a caption, made from a `Text` or from a localized key; a
/// text literal can only be the key (a `Text` is not made from a literal).
struct CaptionedGroup<Content: View>: View {
    private var caption: Text
    private var content: Content

    init(_ caption: Text, @ViewBuilder content: () -> Content) {
        self.caption = caption
        self.content = content()
    }

    init(_ key: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(key), content: content)
    }

    var body: some View {
        GroupBox(label: caption) {
            content
        }
    }
}

/// Lines of a text given verbatim: the parameter's type `Text` is the
/// initializer's generic parameter, which a literal fills.
struct VerbatimLines: View {
    private let lines: [String]

    init<Text: StringProtocol>(verbatim text: Text) {
        lines = String(text).components(separatedBy: "\n")
    }

    var body: some View {
        ForEach(lines, id: \.self) { line in
            SwiftUI.Text(verbatim: line)
        }
    }
}

struct CaptionedScreen: View {
    var body: some View {
        VStack {
            CaptionedGroup("Headings") {
                Text("Body")
            }
            CaptionedGroup(Text("Made from a text")) {
                Text("More")
            }
            VerbatimLines(verbatim: "First line\nSecond line")
        }
    }
}

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

struct CaptionedScreen: View {
    var body: some View {
        VStack {
            CaptionedGroup("Headings") {
                Text("Body")
            }
            CaptionedGroup(Text("Made from a text")) {
                Text("More")
            }
        }
    }
}

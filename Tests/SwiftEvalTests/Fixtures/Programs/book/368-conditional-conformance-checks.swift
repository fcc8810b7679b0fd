// A conformance an extension adds under a `where` clause holds only for the
// values whose generic argument meets it: `is`, `as?` and `as any P` ask it.
protocol Labelled {
    var label: String { get }
}

struct Tag: Labelled {
    let label: String
}

struct Plain {
    let value: Int
}

struct Wrapper<Content> {
    let content: Content
}

extension Wrapper: Labelled where Content: Labelled {
    var label: String { "wrapped " + content.label }
}

let items: [Any] = [Wrapper(content: Tag(label: "a")), Wrapper(content: Plain(value: 1)), Tag(label: "b"), Plain(value: 2)]
for item in items {
    if let labelled = item as? any Labelled {
        print("labelled:", labelled.label)
    } else {
        print("not labelled:", item is Labelled)
    }
}
let nested = Wrapper(content: Wrapper(content: Tag(label: "inner")))
print((nested as Any) is Labelled, (nested as Any as? any Labelled)?.label ?? "none")

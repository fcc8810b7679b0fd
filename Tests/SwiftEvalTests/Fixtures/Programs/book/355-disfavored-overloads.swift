struct V {
    let text: String
    init(title: String) { text = "plain " + title }
    @_disfavoredOverload
    init<S: StringProtocol>(title: S) { text = "generic " + String(title) }
}
print(V(title: "x").text)
let sub = "abc".dropFirst()
print(V(title: sub).text)

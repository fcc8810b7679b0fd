struct Res: ExpressibleByStringLiteral { let key: String; init(stringLiteral value: String) { key = value } }
struct E {
    let text: String
    init(description: String) { text = "string " + description }
    init(description: Res) { text = "resource " + description.key }
}
print(E(description: "x").text)

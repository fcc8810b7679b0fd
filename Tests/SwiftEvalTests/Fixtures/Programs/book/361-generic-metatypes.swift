// The dynamic type of a generic value, its arguments told by a stored
// property or by the closure it keeps, compared with types as written.
protocol Screen {}

struct Label: Screen {
    let text: String
}

struct Card<Content>: Screen {
    let content: () -> Content
}

struct Box<Value>: Screen {
    let value: Value
}

struct Plain: Screen {}

let screens: [any Screen] = [Label(text: "a"), Card { Label(text: "b") }, Box(value: Plain()), Plain()]
let wanted: any Screen.Type = Card<Label>.self
for screen in screens {
    print(type(of: screen), type(of: screen) == wanted, type(of: screen) == Box<Plain>.self)
}
let firstCard = screens.firstIndex { type(of: $0) == Card<Label>.self }
print(firstCard ?? -1)
print(ObjectIdentifier(type(of: screens[1])) == ObjectIdentifier(Card<Label>.self))
print(type(of: screens[3]) == Plain.self, type(of: screens[0]) == Plain.self)

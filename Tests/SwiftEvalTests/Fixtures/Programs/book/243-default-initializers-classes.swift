// Initialization: default initializers for classes with default values, optional properties starting nil.
class Preferences {
    var theme = "system"
    var fontSize = 15
    var nickname: String?
    var favorites: [String] = []
    let createdVersion = 2
}

final class Draft {
    var subject: String?
    var body = ""
    var attachments = 0
    var isEmpty: Bool { subject == nil && body.isEmpty && attachments == 0 }
}

struct Counter {
    var value = 0
    var step = 1
}

let prefs = Preferences()
print(prefs.theme, prefs.fontSize, prefs.nickname as Any, prefs.favorites, prefs.createdVersion)
prefs.nickname = "Jo"
prefs.favorites.append("News")
print(prefs.nickname ?? "-", prefs.favorites)

let draft = Draft()
print(draft.isEmpty)
draft.subject = "Hello"
print(draft.isEmpty, draft.subject!)
draft.subject = nil
draft.attachments = 2
print(draft.isEmpty, draft.attachments)

var c = Counter()
print(c.value, c.step)
let custom = Counter(value: 10, step: 5)
print(custom.value + custom.step)
c.value += c.step
print(c)

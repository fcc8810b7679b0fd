// Inheritance: subclasses overriding methods, calling super, and dynamic dispatch through the base.
class Notification {
    let title: String
    init(title: String) { self.title = title }

    func render() -> String { "[\(title)]" }
    func priority() -> Int { 1 }
}

class Reminder: Notification {
    let due: String
    init(title: String, due: String) {
        self.due = due
        super.init(title: title)
    }
    override func render() -> String {
        super.render() + " due \(due)"
    }
    override func priority() -> Int { super.priority() + 1 }
}

class UrgentReminder: Reminder {
    override func render() -> String {
        "!! " + super.render()
    }
    override func priority() -> Int { 10 }
}

let items: [Notification] = [
    Notification(title: "Welcome"),
    Reminder(title: "Pay rent", due: "Friday"),
    UrgentReminder(title: "Renew passport", due: "today"),
]
for item in items {
    print(item.render(), item.priority())
}
let sorted = items.sorted { $0.priority() > $1.priority() }
print(sorted.map { $0.title })
let base: Reminder = UrgentReminder(title: "Call bank", due: "noon")
print(base.render())
print(base.due)

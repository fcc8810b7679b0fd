// Protocols: default implementations in protocol extensions, overriding them, and extension-only methods.
protocol Notifier {
    var channel: String { get }
    func send(_ message: String) -> String
    func greeting() -> String
}

extension Notifier {
    func greeting() -> String { "Hello from \(channel)" }
    func send(_ message: String) -> String { "[\(channel)] \(message)" }
    func broadcast(_ messages: [String]) -> [String] { messages.map { send($0) } }
    func signature() -> String { "-- \(channel)" }
}

struct EmailNotifier: Notifier {
    let channel = "email"
}

struct SMSNotifier: Notifier {
    let channel = "sms"
    func send(_ message: String) -> String {
        "SMS: " + String(message.prefix(10))
    }
    func greeting() -> String { "Hi!" }
    func signature() -> String { "-- text" }
}

let email = EmailNotifier()
let sms = SMSNotifier()
print(email.greeting())
print(email.send("Your order shipped"))
print(sms.greeting())
print(sms.send("Your order shipped"))
print(sms.broadcast(["One", "Delivery today at noon"]))
print(email.broadcast(["A", "B"]))

let notifiers: [Notifier] = [email, sms]
for n in notifiers {
    print(n.greeting(), "|", n.send("ping"), "|", n.signature())
}
print(sms.signature())

// Dimillian__FoundationChat: FoundationChat/Models/SwiftData/{Conversation,Message}.swift, Models/Generable/Role.swift, Env/ChatEngine.swift (history, token estimate, prompt choice), Views/ConversationsList/{ConversationsListView,ConversationRowView}.swift, Views/ConversationDetail/Message/MessageView.swift
import Foundation

enum Role: String, Codable, Hashable, CaseIterable { case user = "User", assistant = "Assistant", system = "System" }

final class Message {
    var content: String
    var role: Role
    var timestamp: Date
    var attachementTitle: String?, attachementDescription: String?, attachementThumbnail: String?
    init(content: String, role: Role, timestamp: Date, attachementTitle: String? = nil, attachementDescription: String? = nil, attachementThumbnail: String? = nil) {
        self.content = content
        self.role = role
        self.timestamp = timestamp
        self.attachementTitle = attachementTitle
        self.attachementThumbnail = attachementThumbnail   // attachementDescription is not stored, as in the app
    }
}
final class Conversation {
    var messages: [Message]
    var summary: String?
    var lastMessageTimestamp: Date { messages.last?.timestamp ?? Date(timeIntervalSince1970: 0) }   // Date() in the app
    var sortedMessages: [Message] { messages.sorted { $0.timestamp < $1.timestamp } }
    init(messages: [Message], summary: String?) { self.messages = messages; self.summary = summary }
}

final class ChatEngine {
    private let conversation: Conversation
    private let safeTokenLimit: Int
    init(conversation: Conversation, safeTokenLimit: Int = 3500) { self.conversation = conversation; self.safeTokenLimit = safeTokenLimit }
    var conversationHistory: String { conversation.sortedMessages.map { "Role: \($0.role.rawValue)\nContent: \($0.content)" }.joined(separator: "\n\n") }
    var conversationHistorySize: Int { conversationHistory.components(separatedBy: .whitespacesAndNewlines).count }
    var estimatedTokenCount: Int { Int(Double(conversationHistorySize) / 0.75) }
    var promptContext: String {
        if estimatedTokenCount < safeTokenLimit { return "history (\(conversation.messages.count) messages)" }
        return "summary: \(conversation.summary ?? "No summary available") / last: \(conversation.messages.last?.content ?? "No message available")"
    }
}

let style = Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
func at(_ minutes: Double) -> Date { Date(timeIntervalSince1970: 1_750_000_000 + minutes * 60) }
let greeting = Conversation(messages: [
    Message(content: "Hello world", role: .user, timestamp: at(0)),
    Message(content: "How may I asist you today?", role: .assistant, timestamp: at(1)),
], summary: "Greetings and an offer to help.")
let swift = Conversation(messages: [
    Message(content: "Summarize  https://swift.org\tplease", role: .user, timestamp: at(90)),
    Message(content: "Swift is a general-purpose language.", role: .assistant, timestamp: at(91), attachementTitle: "Swift.org", attachementDescription: "dropped", attachementThumbnail: "swift.png"),
    Message(content: "Thanks!", role: .user, timestamp: at(89)),
], summary: nil)
let empty = Conversation(messages: [], summary: "New conversation")

print("Conversations")
for conversation in [greeting, empty, swift].sorted(by: { $0.lastMessageTimestamp > $1.lastMessageTimestamp }) {
    let time = Date(timeIntervalSince1970: conversation.messages.last?.timestamp.timeIntervalSince1970 ?? 0).formatted(style)
    print("  \(conversation.messages.last?.role.rawValue ?? "Unknown") | \(conversation.summary ?? "No summary") | \(time)")
}
for message in swift.sortedMessages {
    let side = message.role == .user ? "        [right]" : "[left]"
    print(side, message.content, message.attachementTitle.map { "📎 \($0) (\(message.attachementThumbnail ?? "-"), \(message.attachementDescription ?? "no description"))" } ?? "")
}
let engine = ChatEngine(conversation: swift)
print(engine.conversationHistory.replacingOccurrences(of: "\n", with: "⏎"))
print("words \(engine.conversationHistorySize), tokens \(engine.estimatedTokenCount), context: \(engine.promptContext)")
let tight = ChatEngine(conversation: swift, safeTokenLimit: 20)
print("tight limit context:", tight.promptContext)
swift.messages.append(Message(content: "...", role: .assistant, timestamp: at(95)))
swift.messages.last!.content = "Error: The operation couldn’t be completed."
print("after streaming:", swift.messages.count, swift.sortedMessages.last!.content, ChatEngine(conversation: empty).conversationHistorySize, Role.allCases.map(\.rawValue))

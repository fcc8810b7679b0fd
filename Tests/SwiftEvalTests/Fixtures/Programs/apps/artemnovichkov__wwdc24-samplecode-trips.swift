// artemnovichkov__wwdc24-samplecode: Sources/Model/{Beach,Comment,Contact,Trip}.swift, Views/TripsView.swift (TripCommentView, attachments), Views/ContactAlertView.swift
import Foundation

enum Rating: Codable, CaseIterable, Comparable {
    case none, halfStar, fullStar
    var imageName: String { switch self { case .none: "star"; case .halfStar: "star.leadinghalf.filled"; case .fullStar: "star.fill" } }
    var label: String { switch self { case .none: "No Rating"; case .halfStar: "Half Star"; case .fullStar: "Full Star" } }
}

final class Comment {
    enum Reaction: Codable {
        case none, favorite, superFavorite
        var image: String { switch self { case .none: "star"; case .favorite: "star.fill"; case .superFavorite: "sparkles" } }
        var label: String? { switch self { case .superFavorite: "Super Favorite"; default: nil } }
    }
    struct Reply: Codable { var message: String }
    var contact: String, message: String
    var isUnread = true
    var reaction = Reaction.none
    var replies: [Reply] = []
    init(contact: String, message: String) { self.contact = contact; self.message = message }

    static let commentMessages: [String: String] = [
        "Looks like a wonderful time.": "Thanks!",
        "Absolutely beautiful!": "It was, I had so much fun.",
        "Hope you wore sunscreen.": "You know it!",
    ]
    static func makeReply(for comment: Comment) -> Reply? { commentMessages[comment.message].map { .init(message: $0) } }

    func toggleFavorite() {
        switch reaction {
        case .none: reaction = .favorite
        case .favorite: reaction = .superFavorite
        case .superFavorite: reaction = .none
        }
    }
    func createReply() { Comment.makeReply(for: self).map { replies.append($0) } }
    var accessibilityLabel: String {
        let label = reaction.label ?? ""
        return [contact, isUnread ? "Unread" : nil, message, label.isEmpty ? reaction.image : label].compactMap { $0 }.joined(separator: ", ")
    }
}

enum Sound: String, Codable {
    case fans, synth, bells, rattle, fork, rain
    var name: String { rawValue.capitalized }
    var file: (name: String, type: String) {
        switch self {
        case .fans, .fork: (rawValue, "m4a")
        case .synth, .bells, .rattle, .rain: (rawValue, "aif")
        }
    }
}
struct SoundItem: Codable { var x: Double; var sound: Sound }

protocol TripAttachment { var imageName: String { get }; var label: String { get }; func actionURL() -> URL? }
struct LocationAttachment: TripAttachment {
    let imageName = "mappin", label = "Location"
    var location: (lat: Double, long: Double)
    func actionURL() -> URL? { URL(string: "maps://?saddr=&daddr=\(location.lat),\(location.long)") }
}
struct WebsiteAttachment: TripAttachment {
    let imageName = "safari", label = "Website"
    var website: String
    func actionURL() -> URL? { URL(string: website) }
}
func makeAttachments(location: (Double, Double)?, website: String?) -> [any TripAttachment] {
    var attachments = [any TripAttachment]()
    if let location { attachments.append(LocationAttachment(location: location)) }
    if let website { attachments.append(WebsiteAttachment(website: website)) }
    return attachments
}

print(Rating.allCases.map(\.label), Rating.halfStar < .fullStar, Rating.allCases.max()!.imageName)
let comments = Comment.commentMessages.keys.sorted().enumerated().map { Comment(contact: ["Kathy", "Nick", "Jack"][$0.offset], message: $0.element) }
comments[0].toggleFavorite(); comments[0].toggleFavorite(); comments[0].isUnread = false
comments[1].toggleFavorite(); comments[1].createReply(); comments[1].createReply()
comments[2].toggleFavorite(); comments[2].toggleFavorite(); comments[2].toggleFavorite()
for comment in comments {
    print(comment.accessibilityLabel, "| replies:", comment.replies.map(\.message))
}
let attachments = makeAttachments(location: (37.793_109, -122.483_900), website: "https://example.com/beach")
for attachment in attachments { print("\(attachment.label) [\(attachment.imageName)] -> \(attachment.actionURL()?.absoluteString ?? "-")") }
print(makeAttachments(location: nil, website: nil).isEmpty ? "no attachments" : "attachments")

var sounds = [SoundItem(x: 180, sound: .rain), SoundItem(x: 20, sound: .fans), SoundItem(x: 95, sound: .bells)]
sounds.sort { $0.x < $1.x }
print((["Alert"] + (sounds.isEmpty ? ["No Sounds"] : sounds.map(\.sound.name))).joined(separator: ", "))
print(sounds.map { "\($0.sound.file.name).\($0.sound.file.type)" })
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try! encoder.encode(sounds), as: UTF8.self))
print(String(decoding: try! encoder.encode([Rating.halfStar, .none]), as: UTF8.self))
let decoded = try! JSONDecoder().decode([SoundItem].self, from: Data(#"[{"x":1.5,"sound":"synth"}]"#.utf8))
print(decoded.map { "\($0.sound.name) at \($0.x)" })

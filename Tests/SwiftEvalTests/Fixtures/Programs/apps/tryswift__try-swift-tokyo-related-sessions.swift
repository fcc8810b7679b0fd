// tryswift__try-swift-tokyo: Conference/Sources/ScheduleFeature/SessionTagging.swift, Schedule.swift (findRelatedSessions), SharedModels/Sources/SharedModels/RelatedSession.swift
import Foundation

enum ConferenceYear: Int { case year2017 = 2017, year2024 = 2024, year2025 = 2025, year2026 = 2026 }
struct Session { var title: String; var description: String?; var summary: String?; var speakers: [String] }
struct SearchableSession { var year: ConferenceYear; var session: Session }
struct RelatedSession {
    var year: ConferenceYear, session: Session, speakerName: String?, isSameSpeaker: Bool
    var id: String { "\(year.rawValue)-\(session.title)-\(speakerName ?? "")" }
}

enum SessionTag: String, CaseIterable, Hashable {
    case swiftUI = "SwiftUI", concurrency = "Concurrency", macros = "Macros", testing = "Testing"
    case performance = "Performance", accessibility = "Accessibility", serverSide = "Server-side Swift", ai = "AI"
    var keywords: [String] {
        switch self {
        case .swiftUI: return ["swiftui"]
        case .concurrency: return ["concurrency", "async/await", "async await", "actors", "sendable", "structured concurrency", "task group"]
        case .macros: return ["macro", "macros", "@attached", "@freestanding"]
        case .testing: return ["testing", "xctest", "swift testing", "snapshot test", "unit test", "tdd", "test-driven"]
        case .performance: return ["performance", "optimization", "optimizing", "profiling", "high-performance"]
        case .accessibility: return ["accessibility", "voiceover", "a11y", "assistive"]
        case .serverSide: return ["server-side", "server side", "server swift", "vapor", "hummingbird", "backend"]
        case .ai: return ["ai", "machine learning", "artificial intelligence", "foundation model", "llm"]
        }
    }
}

enum SessionTagging {
    static func generateTags(for session: Session) -> Set<SessionTag> {
        var corpus = session.title.lowercased()
        if let description = session.description { corpus += " " + description.lowercased() }
        if let summary = session.summary { corpus += " " + summary.lowercased() }
        var tags: Set<SessionTag> = []
        for tag in SessionTag.allCases {
            for keyword in tag.keywords where corpus.contains(keyword) { tags.insert(tag); break }
        }
        return tags
    }
    static func nameComponents(_ name: String) -> Set<String> {
        Set(name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter { $0.count > 1 })
    }
    static func speakerNamesMatch(_ name1: String, _ name2: String) -> Bool {
        let words1 = nameComponents(name1), words2 = nameComponents(name2)
        guard !words1.isEmpty, !words2.isEmpty else { return false }
        let smaller = words1.count <= words2.count ? words1 : words2
        let larger = words1.count > words2.count ? words1 : words2
        return smaller.isSubset(of: larger)
    }
}

func findRelatedSessions(for session: Session, from allSessions: [SearchableSession], limit: Int = 3) -> [RelatedSession] {
    let currentSpeakerNames = session.speakers
    func isSelf(_ candidate: Session) -> Bool { candidate.title == session.title && candidate.speakers.first == session.speakers.first }
    func sharesSpeaker(_ candidate: Session) -> Bool {
        currentSpeakerNames.contains { name in candidate.speakers.contains { SessionTagging.speakerNamesMatch(name, $0) } }
    }
    func makeRelated(_ s: SearchableSession, isSameSpeaker: Bool) -> RelatedSession {
        RelatedSession(year: s.year, session: s.session, speakerName: s.session.speakers.first, isSameSpeaker: isSameSpeaker)
    }
    var sameSpeakerResults = allSessions.filter { !isSelf($0.session) && sharesSpeaker($0.session) }.map { makeRelated($0, isSameSpeaker: true) }
    sameSpeakerResults.sort { $0.year.rawValue > $1.year.rawValue }
    if sameSpeakerResults.count >= limit { return Array(sameSpeakerResults.prefix(limit)) }
    let currentTags = SessionTagging.generateTags(for: session)
    var tagResults: [(related: RelatedSession, matchCount: Int)] = []
    let sameSpeakerIds = Set(sameSpeakerResults.map(\.id))
    for searchable in allSessions where !isSelf(searchable.session) {
        let related = makeRelated(searchable, isSameSpeaker: false)
        guard !sameSpeakerIds.contains(related.id) else { continue }
        let matchCount = currentTags.intersection(SessionTagging.generateTags(for: searchable.session)).count
        if matchCount > 0 { tagResults.append((related, matchCount)) }
    }
    tagResults.sort { $0.matchCount > $1.matchCount }
    return sameSpeakerResults + tagResults.prefix(limit - sameSpeakerResults.count).map(\.related)
}

let sessions = [
    SearchableSession(year: .year2026, session: Session(title: "High-Performance Swift", description: "Profiling and optimizing SwiftUI apps", speakers: ["Paul Hudson"])),
    SearchableSession(year: .year2017, session: Session(title: "Server-side Swift with Vapor", summary: "Testing your backend", speakers: ["hudson paul"])),
    SearchableSession(year: .year2024, session: Session(title: "Accessible SwiftUI", description: "VoiceOver and performance tips", speakers: ["Mei Chen"])),
    SearchableSession(year: .year2025, session: Session(title: "Macros in practice", description: "@attached macros and unit test strategies", speakers: ["giginet(Kohki Miki)"])),
    SearchableSession(year: .year2025, session: Session(title: "Swift Concurrency deep dive", summary: "Actors, Sendable and task group", speakers: ["Kohki Miki"])),
    SearchableSession(year: .year2024, session: Session(title: "On-device AI", summary: "Using the Foundation Model framework", speakers: ["Anne Johnson", "Paul Hudson"])),
]
for s in sessions { print("\(s.session.title): \(SessionTagging.generateTags(for: s.session).map(\.rawValue).sorted())") }
print(SessionTagging.nameComponents("giginet(Kohki Miki)").sorted(), SessionTagging.speakerNamesMatch("Kohki Miki", "giginet(Kohki Miki)"), SessionTagging.speakerNamesMatch("A B", "Mei"))
for index in [0, 3, 2] {
    let related = findRelatedSessions(for: sessions[index].session, from: sessions)
    print("related to '\(sessions[index].session.title)':", related.map { "\($0.id)\($0.isSameSpeaker ? " [same speaker]" : "")" })
}

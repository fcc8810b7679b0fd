// tryswift__try-swift-tokyo: SharedModels/Sources/SharedModels/{Conference,Speaker,LocalizedContent,ConferenceYear}.swift, DataClient/Sources/DataClient/Client.swift (decoder), Conference/Sources/ScheduleFeature/Schedule.swift (search corpus, list rows)
import Foundation

struct Speaker: Codable, Equatable, Hashable {
    struct Link: Codable, Equatable, Hashable { var name: String; var url: URL }
    var name: String, imageName: String
    var bio: String?, bioJa: String?, jobTitle: String?, jobTitleJa: String?
    var links: [Link]?
}
struct Session: Codable, Equatable, Hashable {
    var title: String
    var titleJa: String?
    var summary: String?
    var speakers: [Speaker]?
    var place: String?, placeJa: String?
}
struct Schedule: Codable, Equatable, Hashable { var time: Date; var endTime: Date?; var sessions: [Session] }
struct Conference: Codable, Equatable, Hashable {
    var title: String
    var titleJa: String?
    var date: Date
    var schedules: [Schedule]
    func liveScheduleIndex(at now: Date, lastSlotDuration: TimeInterval = 3600) -> Int? {
        for (index, schedule) in schedules.enumerated() {
            let endTime = index + 1 < schedules.count ? schedules[index + 1].time : schedule.time.addingTimeInterval(lastSlotDuration)
            if now >= schedule.time && now < endTime { return index }
        }
        return nil
    }
}
enum ConferenceYear: Int, CaseIterable, Codable {
    case year2016 = 2016, year2017 = 2017, year2024 = 2024, year2025 = 2025, year2026 = 2026
    static var latest: Self { Self.allCases.max(by: { $0.rawValue < $1.rawValue })! }
}

var isJapanese = false
extension Session {
    var localizedTitle: String { isJapanese ? (titleJa ?? title) : title }
    var localizedPlace: String? { isJapanese ? (placeJa ?? place) : place }
    var searchCorpus: String {
        var parts = [title]
        if let titleJa { parts.append(titleJa) }
        if let summary { parts.append(summary) }
        parts += speakers?.map(\.name) ?? []
        return parts.joined(separator: " ").lowercased()
    }
}
extension Speaker { var localizedJobTitle: String? { isJapanese ? (jobTitleJa ?? jobTitle) : jobTitle } }

let json = """
{"id":1,"title":"Day 1","title_ja":"1日目","date":"2026-04-12T12:00:00+09:00","schedules":[
 {"time":"2026-04-12T09:00:00+09:00","sessions":[{"title":"Registration","title_ja":"受付","place":"Lobby","place_ja":"ロビー"}]},
 {"time":"2026-04-12T10:00:00+09:00","sessions":[{"title":"High-Performance Swift","title_ja":"高性能スイフト",
   "speakers":[{"name":"Paul Hudson","image_name":"Speaker/2026/PaulHudson","job_title":"Creator at Hacking with Swift",
     "job_title_ja":"Hacking with Swift クリエイター","links":[{"url":"https://x.com/twostraws","name":"@twostraws"}]}]}]},
 {"time":"2026-04-12T10:40:00+09:00","end_time":"2026-04-12T11:20:00+09:00","sessions":[
   {"title":"Lightning talks","summary":"Five short talks about SwiftUI and macros"},{"title":"Office hour","speakers":[]}]}]}
"""
let jsonDecoder = { $0.dateDecodingStrategy = .iso8601; $0.keyDecodingStrategy = .convertFromSnakeCase; return $0 }(JSONDecoder())
let day1 = try! jsonDecoder.decode(Conference.self, from: Data(json.utf8))
let tokyo = TimeZone(identifier: "Asia/Tokyo")!
let timeStyle = Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: tokyo)

for japanese in [false, true] {
    isJapanese = japanese
    print("== \(japanese ? (day1.titleJa ?? day1.title) : day1.title) (\(day1.schedules.count) slots)")
    for schedule in day1.schedules {
        let time = schedule.time.formatted(timeStyle) + (schedule.endTime.map { " - " + $0.formatted(timeStyle) } ?? "")
        for session in schedule.sessions {
            let speaker = session.speakers?.first.map { " — \($0.name), \($0.localizedJobTitle ?? "")" } ?? ""
            print("\(time) \(session.localizedTitle)\(session.localizedPlace.map { " @ \($0)" } ?? "")\(speaker)")
        }
    }
}
for minutes in [-30, 0, 59, 60, 100, 140, 160] {
    let now = day1.schedules[0].time.addingTimeInterval(TimeInterval(minutes * 60))
    print("t+\(minutes)m live index:", day1.liveScheduleIndex(at: now).map(String.init) ?? "none")
}
let all = day1.schedules.flatMap(\.sessions)
for query in ["  SWIFT ", "paul", "macros", " "] {
    let q = query.lowercased().trimmingCharacters(in: .whitespaces)
    print("search '\(query)':", q.isEmpty ? [] : all.filter { $0.searchCorpus.contains(q) }.map(\.title))
}
print("latest year:", ConferenceYear.latest.rawValue, "links:", all[1].speakers![0].links!.map { "\($0.name) \($0.url.host ?? "")" })

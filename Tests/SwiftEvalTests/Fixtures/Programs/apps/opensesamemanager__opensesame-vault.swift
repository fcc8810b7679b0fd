// OpenSesameManager__OpenSesame: Shared/Extensions/{String+Misc,Array+Misc}.swift, Documents/{AccountDocument,CardDocument}.swift, Views/Vault/VaultView/VaultView.swift (search predicates), Views/ContentView/ContentView+List.swift
import Foundation

extension String {
    func capitalizingFirstLetter() -> String { prefix(1).uppercased() + self.lowercased().dropFirst() }
    subscript(i: Int) -> String { String(self[index(startIndex, offsetBy: i)]) }
    var asHexString: String { unicodeScalars.filter { $0.isASCII }.map { String(format: "%X", $0.value) }.joined() }
    var withHTTPIfNeeded: String {
        var urlStr = self
        if !urlStr.hasPrefix("http://") && !urlStr.hasPrefix("https://") { urlStr = "https://" + self }
        return urlStr
    }
    var withWWWIfNeeded: String {
        var urlStr = self
        if !urlStr.hasPrefix("https://www.") || !urlStr.hasPrefix("http://www.") { urlStr = "https://www." + self }
        else if !urlStr.hasPrefix("www.") { urlStr = "www." + self }
        return urlStr
    }
    var removeHTTP: String {
        var urlStr = self
        if urlStr.hasPrefix("https://") { for _ in 0..<8 { urlStr.removeFirst() } }
        else if urlStr.hasPrefix("http://") { for _ in 0..<7 { urlStr.removeFirst() } }
        return urlStr
    }
    var removeWWW: String {
        var urlStr = self
        if urlStr.hasPrefix("www.") { for _ in 0..<4 { urlStr.removeFirst() } }
        return urlStr
    }
    func contains(_ string: String, caseInsentive: Bool) -> Bool { caseInsentive ? lowercased().contains(string.lowercased()) : contains(string) }
}
extension Collection { subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil } }

struct AccountDocument: Codable {
    var domain: String, website: String, username: String, password: String
    var otpAuth: String?
    var notes: String
    var dateAdded: Date
    var lastModified: Date?
    enum CodingKeys: CodingKey { case domain, website, username, password, otpAuth, notes, dateAdded, lastModified }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let dateFormatter = ISO8601DateFormatter()
        domain = try container.decode(String.self, forKey: .domain)
        website = try container.decode(String.self, forKey: .website)
        username = try container.decode(String.self, forKey: .username)
        password = try container.decode(String.self, forKey: .password)
        otpAuth = try? container.decode(String.self, forKey: .otpAuth)
        notes = try container.decode(String.self, forKey: .notes)
        dateAdded = dateFormatter.date(from: try container.decode(String.self, forKey: .dateAdded))!
        if let lastModified = try? container.decode(String.self, forKey: .lastModified) { self.lastModified = dateFormatter.date(from: lastModified) }
    }
}
struct CardDocument: Codable { var expirationDate: String, holder: String, name: String, number: String }

for s in ["hELLO wORLD", "éCOLE", ""] { print("'\(s.capitalizingFirstLetter())'", terminator: " ") }
print("| third char:", "OpenSesame"[2], "| hex:", "Añb1".asHexString)
for site in ["apple.com", "http://example.org", "https://www.github.com"] {
    print(site, "->", site.withHTTPIfNeeded, "|", site.withWWWIfNeeded, "|", site.withHTTPIfNeeded.removeHTTP.removeWWW)
}
print("Contains:", "GitHub".contains("hub", caseInsentive: true), "GitHub".contains("hub", caseInsentive: false), [1, 2, 3][safe: 5] ?? -1, [1, 2, 3][safe: 1] ?? -1)

let json = """
[{"domain":"github.com","website":"https://github.com","username":"octo","password":"p4ss","notes":"","dateAdded":"2021-09-23T10:00:00Z"},
 {"domain":"apple.com","website":"https://apple.com","username":"tim@example.com","password":"x","otpAuth":"otpauth://totp/Apple","notes":"work","dateAdded":"2021-08-01T08:30:00Z","lastModified":"2022-01-02T03:04:05Z"},
 {"domain":"example.org","website":"example.org","username":"GitUser","password":"y","notes":"","dateAdded":"2020-02-29T12:00:00Z"}]
"""
let accounts = try! JSONDecoder().decode([AccountDocument].self, from: Data(json.utf8))
let cards = [CardDocument(expirationDate: "9/27", holder: "Ethan", name: "Travel", number: "4111111111111111"), CardDocument(expirationDate: "1/26", holder: "Ethan", name: "Groceries", number: "5500000000000004")]
let isoOut = ISO8601DateFormatter()
for account in accounts.sorted(by: { $0.dateAdded < $1.dateAdded }) {
    print("\(account.domain.capitalizingFirstLetter()) — \(account.username) added \(isoOut.string(from: account.dateAdded))\(account.lastModified.map { ", modified \(isoOut.string(from: $0))" } ?? "")\(account.otpAuth != nil ? " [2FA]" : "")")
}
for search in ["", "GIT", "travel", "zzz"] {
    // domain contains[c] OR username contains[c] for accounts; name contains[c] for cards and notes
    let foundAccounts = search.isEmpty ? accounts : accounts.filter { $0.domain.contains(search, caseInsentive: true) || $0.username.contains(search, caseInsentive: true) }
    let foundCards = search.isEmpty ? cards : cards.filter { $0.name.contains(search, caseInsentive: true) }
    let overlay = foundAccounts.isEmpty && foundCards.isEmpty ? " -> Add a new account, note, or card" : ""
    print("search '\(search)': accounts \(foundAccounts.map(\.domain)) cards \(foundCards.map { "\($0.name) •••• \($0.number.suffix(4))" })\(overlay)")
}
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
print(String(decoding: try! encoder.encode(cards[1]), as: UTF8.self))
let vaultName: String? = "personal vault"
print("Are you sure you want to delete this '\(vaultName?.capitalized ?? "vault")'? You cannot retreive it when it is gone.")

// mikaelacaron__Basic-Car-Maintenance: Shared/Models/{Contributor,AppIcon,AlertItem,Action}.swift, Settings/ViewModels/{SettingsViewModel,ChooseAppIconViewModel}.swift, MainView/ViewModels/MainTabViewModel.swift
import Foundation

struct Contributor: Codable, Hashable, Identifiable {
    let login: String
    let id: Int
    let nodeID: String, avatarURL: String, url: String, htmlURL: String
    let contributions: Int
    enum CodingKeys: String, CodingKey {
        case login, id
        case nodeID = "nodeId"
        case avatarURL = "avatarUrl"
        case url
        case htmlURL = "htmlUrl"
        case contributions
    }
}

final class SettingsViewModel {
    var contributors: [Contributor]?
    var sortedContributors: [Contributor] {
        guard let contributors = contributors, !contributors.isEmpty else { return [] }
        return contributors.sorted { (contributor1, contributor2) in
            switch (contributor1.contributions, contributor2.contributions) {
            case let (contributor1, contributor2) where contributor1 > contributor2: return true
            case let (contributor1, contributor2) where contributor1 < contributor2: return false
            default: return contributor1.login < contributor2.login
            }
        }
    }
}

enum AppIcon: String, CaseIterable, Identifiable {
    case primary = "AppIcon"
    case carRed = "AppIcon-car-red"
    case carYellow = "AppIcon-car-yellow"
    case carBlack = "AppIcon-car-black"
    var id: String { rawValue }
    var iconName: String? {
        switch self { case .primary: return nil; default: return rawValue }
    }
    var description: String {
        switch self {
        case .primary: return "Default"; case .carRed: return "Red Car"
        case .carYellow: return "Yellow Car"; case .carBlack: return "Black Car"
        }
    }
}
final class ChooseAppIconViewModel {
    private(set) var selectedAppIcon: AppIcon
    init(alternateIconName: String?) {
        if let iconName = alternateIconName, let appIcon = AppIcon(rawValue: iconName) { selectedAppIcon = appIcon } else { selectedAppIcon = .primary }
    }
    func updateAppIcon(to icon: AppIcon, current: String?) -> String {
        selectedAppIcon = icon
        guard current != icon.iconName else { return "already using \(icon.description)" }
        return "setAlternateIconName(\(String(describing: icon.iconName)))"
    }
}

struct AlertItem: Codable, Identifiable, Equatable {
    var id: String?
    var actionText: String, actionURL: String, emojiIcon: String
    var isOn: Bool
    var message: String, title: String
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}
enum ActionType: String { case newMaintenance = "NewMaintenance", addVehicle = "AddVehicle" }

let data = Data("""
[{"login":"octocat","id":1,"node_id":"MDQ6","avatar_url":"https://a/1","url":"https://api/1","html_url":"https://github.com/octocat","contributions":12},
 {"login":"mikaelacaron","id":2,"node_id":"MDQ7","avatar_url":"https://a/2","url":"https://api/2","html_url":"https://github.com/mikaelacaron","contributions":140},
 {"login":"alice","id":3,"node_id":"MDQ8","avatar_url":"https://a/3","url":"https://api/3","html_url":"https://github.com/alice","contributions":12}]
""".utf8)
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let settings = SettingsViewModel()
print("Contributors:", settings.sortedContributors.isEmpty ? "ProgressView" : "list")
settings.contributors = try! decoder.decode([Contributor].self, from: data)
for contributor in settings.sortedContributors {
    print("  \(contributor.login) (\(contributor.contributions)) -> \(URL(string: contributor.htmlURL)?.lastPathComponent ?? "repo") [\(contributor.nodeID)]")
}
for name in [nil, "AppIcon-car-red", "AppIcon-unknown"] as [String?] {
    let vm = ChooseAppIconViewModel(alternateIconName: name)
    print("launch with \(name ?? "nil") -> \(vm.selectedAppIcon.description)")
}
let iconVM = ChooseAppIconViewModel(alternateIconName: nil)
print(iconVM.updateAppIcon(to: .carBlack, current: nil), "|", iconVM.updateAppIcon(to: .primary, current: nil), "|", iconVM.selectedAppIcon.id)
print(AppIcon.allCases.map { "\($0.description)=\($0.iconName ?? "nil")" }.joined(separator: ", "))

let alerts = try! JSONDecoder().decode([AlertItem].self, from: Data("""
[{"id":"a1","actionText":"Update","actionURL":"https://x","emojiIcon":"🚗","isOn":true,"message":"New version","title":"Hello"},
 {"id":"a2","actionText":"Read","actionURL":"https://y","emojiIcon":"🛠️","isOn":true,"message":"Tips","title":"Tips"}]
""".utf8))
let acknowledged = ["a1"]
let newest = alerts.filter { $0.isOn && !acknowledged.contains($0.id ?? "") }.first
print("alert:", newest.map { "\($0.emojiIcon) \($0.title): \($0.message) [\($0.actionText)]" } ?? "none", alerts[0] == alerts[1])
print(["NewMaintenance", "AddVehicle", "Other"].map { ActionType(rawValue: $0).map { "\($0)" } ?? "nil" })

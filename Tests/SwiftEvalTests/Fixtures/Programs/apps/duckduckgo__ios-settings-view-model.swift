// duckduckgo__iOS: DuckDuckGo/SettingsState.swift, SettingsViewModel.swift (bindings, status indicators, deep links), SettingsCell.swift (StatusIndicator)
import Foundation

struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    var wrappedValue: Value { get { get() } nonmutating set { set(newValue) } }
}
enum ThemeName: String { case systemDefault, light, dark }
enum AddressBarPosition: String { case top, bottom }
enum TextZoomLevel: Int, CaseIterable { case percent80 = 80, percent100 = 100, percent120 = 120, percent140 = 140 }
enum DuckPlayerMode: String { case enabled, alwaysAsk, disabled }
enum StatusIndicator { case on, off, alwaysOn
    var text: String { switch self { case .on: "On"; case .off: "Off"; case .alwaysOn: "Always On" } }
}

struct SettingsState {
    struct AddressBar { var enabled: Bool; var position: AddressBarPosition }
    struct TextZoom { var enabled: Bool; var level: TextZoomLevel }
    var appTheme: ThemeName
    var textZoom: TextZoom
    var addressBar: AddressBar
    var showsFullURL: Bool
    var autoconsentEnabled: Bool
    var applicationLock: Bool
    var autocomplete: Bool
    var duckPlayerMode: DuckPlayerMode?
    static var defaults: SettingsState {
        SettingsState(appTheme: .systemDefault, textZoom: TextZoom(enabled: false, level: .percent100), addressBar: AddressBar(enabled: false, position: .top),
                      showsFullURL: false, autoconsentEnabled: false, applicationLock: false, autocomplete: true, duckPlayerMode: .alwaysAsk)
    }
}

final class SettingsViewModel {
    private(set) var state: SettingsState
    var pixels: [String] = []
    var defaultTextZoomLevel = TextZoomLevel.percent100
    init(state: SettingsState? = nil) { self.state = state ?? .defaults }

    var themeBinding: Binding<ThemeName> {
        Binding(get: { self.state.appTheme }, set: { self.pixels.append("settingsThemeSelectorPressed"); self.state.appTheme = $0 })
    }
    var addressBarPositionBinding: Binding<AddressBarPosition> {
        Binding(get: { self.state.addressBar.position }, set: {
            self.pixels.append($0 == .top ? "settingsAddressBarTopSelected" : "settingsAddressBarBottomSelected")
            self.state.addressBar.position = $0
        })
    }
    var addressBarShowsFullURL: Binding<Bool> {
        Binding(get: { self.state.showsFullURL }, set: { self.pixels.append($0 ? "settingsShowFullURLOn" : "settingsShowFullURLOff"); self.state.showsFullURL = $0 })
    }
    var textZoomLevelBinding: Binding<TextZoomLevel> {
        Binding(get: { self.state.textZoom.level }, set: { newValue in
            self.pixels.append("settingsAccessiblityTextZoom(initial: \(self.defaultTextZoomLevel.rawValue), updated: \(newValue.rawValue))")
            self.defaultTextZoomLevel = newValue
            self.state.textZoom.level = newValue
        })
    }
    var duckPlayerModeBinding: Binding<DuckPlayerMode> {
        Binding(get: { self.state.duckPlayerMode ?? .alwaysAsk }, set: {
            self.state.duckPlayerMode = $0
            switch self.state.duckPlayerMode {
            case .alwaysAsk: self.pixels.append("duckPlayerSettingBackToDefault")
            case .disabled: self.pixels.append("duckPlayerSettingNeverSettings")
            case .enabled: self.pixels.append("duckPlayerSettingAlwaysSettings")
            default: break
            }
        })
    }
    var cookiePopUpProtectionStatus: StatusIndicator { state.autoconsentEnabled ? .on : .off }

    enum DeepLinkType { case sheet, navigationLink }
    enum SettingsDeepLinkSection: Identifiable, Equatable {
        case netP, dbp, subscriptionFlow(origin: String? = nil), duckPlayer, aiChat
        var id: String {
            switch self {
            case .netP: return "netP"; case .dbp: return "dbp"; case .subscriptionFlow: return "subscriptionFlow"
            case .duckPlayer: return "duckPlayer"; case .aiChat: return "aiChat"
            }
        }
        var type: DeepLinkType { .navigationLink }
    }
}

let viewModel = SettingsViewModel()
print("defaults: theme \(viewModel.themeBinding.wrappedValue), bar \(viewModel.addressBarPositionBinding.wrappedValue), zoom \(viewModel.textZoomLevelBinding.wrappedValue.rawValue)%, player \(viewModel.duckPlayerModeBinding.wrappedValue), cookies \(viewModel.cookiePopUpProtectionStatus.text)")
let zoom = viewModel.textZoomLevelBinding
zoom.wrappedValue = .percent140
zoom.wrappedValue = .percent120
viewModel.themeBinding.wrappedValue = .dark
viewModel.addressBarPositionBinding.wrappedValue = .bottom
viewModel.addressBarShowsFullURL.wrappedValue = true
for mode in [DuckPlayerMode.enabled, .disabled, .alwaysAsk] { viewModel.duckPlayerModeBinding.wrappedValue = mode }
print("now: theme \(viewModel.state.appTheme.rawValue), bar \(viewModel.state.addressBar.position), full URL \(viewModel.state.showsFullURL), zoom \(zoom.wrappedValue.rawValue)%")
viewModel.pixels.enumerated().forEach { print("pixel \($0.offset + 1): \($0.element)") }
print("zoom levels:", TextZoomLevel.allCases.map { "\($0.rawValue)%" }.joined(separator: " "), "| statuses:", [StatusIndicator.on, .off, .alwaysOn].map(\.text))
let links: [SettingsViewModel.SettingsDeepLinkSection] = [.netP, .subscriptionFlow(), .subscriptionFlow(origin: "funnel_onboarding"), .aiChat]
print(links.map(\.id), links[1] == .subscriptionFlow(origin: nil), links[1] == links[2], links.allSatisfy { $0.type == .navigationLink })

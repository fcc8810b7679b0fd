internal import AppSpec
internal import Crawl
internal import Foundation

/// The names findings had before imported controllers and views got
/// readable names: Interface Builder object ids. A baseline written then
/// keeps matching, through each finding's ``AuditFinding/legacyFingerprint``.
struct LegacyNames {
    private var objectIDs: [String: String] = [:]

    init(spec: ScenarioSpec) {
        for controller in spec.controllers {
            if let objectID = controller.objectID { objectIDs[controller.id] = objectID }
            var pending = controller.views + controller.navigationItemViews + (controller.rootView.map { [$0] } ?? [])
            while let view = pending.popLast() {
                if let id = view.id, let objectID = view.objectID { objectIDs[id] = objectID }
                pending += view.subviews
            }
        }
    }

    /// Whether nothing was renamed.
    var isEmpty: Bool { objectIDs.isEmpty }

    /// A screen key (`Home > Sort [Sort/confirm]`) in object ids.
    func screen(_ key: String) -> String {
        key.split(separator: " > ", omittingEmptySubsequences: false).map { part in
            guard let open = part.range(of: " ["), part.hasSuffix("]") else { return name(part) }
            let head = String(part[..<open.lowerBound])
            let modal = String(part[open.upperBound...].dropLast())
            return "\(name(head)) [\(path(modal))]"
        }.joined(separator: " > ")
    }

    /// An element path (`Home/Save`) in object ids.
    func path(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map(name).joined(separator: "/")
    }

    private func name(_ segment: some StringProtocol) -> String { objectIDs[String(segment)] ?? String(segment) }

    /// The fingerprint `finding` had under object ids, if it differs.
    func fingerprint(of finding: AuditFinding) -> String? {
        var screens: [String: String] = [:]
        return fingerprint(of: finding, screens: &screens)
    }

    /// ``fingerprint(of:)``, with the screens already named kept in
    /// `screens` (a file's findings share a few dozen screens).
    func fingerprint(of finding: AuditFinding, screens: inout [String: String]) -> String? {
        guard !isEmpty else { return nil }
        let legacyScreen: String
        if let known = screens[finding.screen] {
            legacyScreen = known
        } else {
            legacyScreen = screen(finding.screen)
            screens[finding.screen] = legacyScreen
        }
        let legacy = [finding.rule.rawValue, finding.file, legacyScreen, finding.element.map { path($0.path) } ?? "-"]
            .joined(separator: "|")
        return legacy == finding.fingerprint ? nil : legacy
    }
}

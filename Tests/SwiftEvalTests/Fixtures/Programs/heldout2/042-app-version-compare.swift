import Foundation

struct AppVersion: Comparable, CustomStringConvertible, Hashable {
    let components: [Int]
    let prerelease: String?

    init?(_ string: String) {
        var s = string.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("v") || s.hasPrefix("V") { s.removeFirst() }
        let parts = s.split(separator: "-", maxSplits: 1)
        guard let core = parts.first else { return nil }
        let nums = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !nums.isEmpty, nums.count <= 4, nums.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        components = nums.compactMap { $0 }
        prerelease = parts.count > 1 ? String(parts[1]) : nil
    }

    private func padded(_ n: Int) -> [Int] { components + Array(repeating: 0, count: max(0, n - components.count)) }

    static func == (a: AppVersion, b: AppVersion) -> Bool {
        let n = max(a.components.count, b.components.count)
        return a.padded(n) == b.padded(n) && a.prerelease == b.prerelease
    }

    func hash(into hasher: inout Hasher) {
        var c = components
        while c.last == 0 { c.removeLast() }
        hasher.combine(c)
        hasher.combine(prerelease)
    }

    static func < (a: AppVersion, b: AppVersion) -> Bool {
        let n = max(a.components.count, b.components.count)
        for (x, y) in zip(a.padded(n), b.padded(n)) where x != y { return x < y }
        switch (a.prerelease, b.prerelease) {
        case (nil, nil), (nil, _?): return false
        case (_?, nil): return true
        case let (x?, y?): return x < y
        }
    }

    var description: String { components.map(String.init).joined(separator: ".") + (prerelease.map { "-\($0)" } ?? "") }
    var major: Int { components.first ?? 0 }
}

enum UpdatePrompt { case none, optional(AppVersion), required(AppVersion) }

func prompt(installed: AppVersion, latest: AppVersion, minimumSupported: AppVersion) -> UpdatePrompt {
    if installed < minimumSupported { return .required(latest) }
    if installed < latest { return .optional(latest) }
    return .none
}

let raw = ["1.2.10", "1.2.9", "v2.0", "2.0.0-beta.2", "2.0.0-beta.10", "1.10", "1.2", "1.2.0.0", "2..1", "x.1", " 3.0.1 ", "2.0.0-rc.1", "-1.0"]
let parsed = raw.map { AppVersion($0) }
for (r, v) in zip(raw, parsed) { print("'\(r)' -> \(v.map(\.description) ?? "invalid")") }

let versions = parsed.compactMap { $0 }
print("Sorted: \(versions.sorted().map(\.description))")
print("Latest: \(versions.max()!), oldest: \(versions.min()!)")
print("1.2 == 1.2.0.0: \(AppVersion("1.2")! == AppVersion("1.2.0.0")!)")
print("Unique count: \(Set(versions).count) of \(versions.count)")
let byMajor = Dictionary(grouping: versions, by: \.major)
print(byMajor.keys.sorted().map { "v\($0).x: \(byMajor[$0]!.count)" })

let latest = AppVersion("3.0.1")!, minimum = AppVersion("1.10")!
for installed in ["1.2.10", "1.10.0", "2.0.0-rc.1", "3.0.1"].compactMap(AppVersion.init) {
    switch prompt(installed: installed, latest: latest, minimumSupported: minimum) {
    case .none: print("\(installed): up to date")
    case .optional(let v): print("\(installed): update to \(v) available")
    case .required(let v): print("\(installed): must update to \(v)")
    }
}

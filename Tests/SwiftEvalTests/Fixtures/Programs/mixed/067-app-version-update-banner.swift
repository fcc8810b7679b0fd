// Update banner: semantic version parsing, Comparable versions, required vs optional updates, changelog filtering.
import Foundation

struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    let prerelease: String?

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).drop { $0 == "v" || $0 == "V" }
        let parts = trimmed.split(separator: "-", maxSplits: 1)
        guard let core = parts.first else { return nil }
        let nums = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(nums.count), nums.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let n = nums.compactMap { $0 } + Array(repeating: 0, count: 3 - nums.count)
        (major, minor, patch) = (n[0], n[1], n[2])
        prerelease = parts.count > 1 ? String(parts[1]) : nil
    }

    static func < (a: Version, b: Version) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
            return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
        switch (a.prerelease, b.prerelease) {
        case (nil, nil), (nil, _?): return false
        case (_?, nil): return true
        case let (x?, y?): return x < y
        }
    }
    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    var description: String { "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "") }
}

enum UpdateBanner {
    case none
    case optional(Version)
    case required(Version)
}

func banner(installed: Version, latest: Version, minimumSupported: Version) -> UpdateBanner {
    if installed < minimumSupported { return .required(latest) }
    if installed < latest { return .optional(latest) }
    return .none
}

let inputs = ["1.2.3", "v2.0", "2.0.0-beta", "2.0.0-alpha", "10.0.1", "2", "1..2", "1.2.3.4", "-1.0", "abc", " 1.10.0 "]
let parsed = inputs.compactMap(Version.init)
print("Parsed \(parsed.count)/\(inputs.count): \(parsed.map(\.description).joined(separator: ", "))")
print("Sorted: \(parsed.sorted().map(\.description).joined(separator: " < "))")
print("2 == 2.0.0: \(Version("2")! == Version("2.0.0")!), 1.10.0 > 1.9.9: \(Version("1.10.0")! > Version("1.9.9")!)")

let latest = Version("2.4.1")!, minimum = Version("2.0.0")!
for installed in ["1.9.9", "2.0.0-rc1", "2.0.0", "2.4.1", "3.0.0"] {
    let v = Version(installed)!
    switch banner(installed: v, latest: latest, minimumSupported: minimum) {
    case .none: print("\(v): You're up to date")
    case .optional(let l): print("\(v): Version \(l) is available — Update / Later")
    case .required(let l): print("\(v): Update to \(l) required to continue")
    }
}

let changelog = [("2.4.1", "Bug fixes"), ("2.4.0", "Widgets"), ("2.1.0", "Siri support"), ("2.0.0", "Redesign"), ("1.9.0", "Old stuff")]
let since = Version("2.0.0")!
let news = changelog.filter { Version($0.0)! > since }.map { "\($0.0): \($0.1)" }
print("What's new since \(since): \(news.joined(separator: "; "))")
print("Newest: \(parsed.max()!), oldest: \(parsed.min()!)")

struct Version: Comparable, CustomStringConvertible, Hashable {
    let major: Int
    let minor: Int
    let patch: Int
    let prerelease: String?

    init?(_ string: String) {
        let parts = string.split(separator: "-", maxSplits: 1)
        let nums = parts[0].split(separator: ".").map { Int($0) }
        guard (1...3).contains(nums.count), nums.allSatisfy({ $0 != nil }) else { return nil }
        let values = nums.map { $0! } + Array(repeating: 0, count: 3 - nums.count)
        (major, minor, patch) = (values[0], values[1], values[2])
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

    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "")
    }

    func bumped(_ part: KeyPath<Version, Int>) -> Version {
        switch part {
        case \Version.major: return Version("\(major + 1).0.0")!
        case \Version.minor: return Version("\(major).\(minor + 1).0")!
        default: return Version("\(major).\(minor).\(patch + 1)")!
        }
    }
}

let raw = ["1.2.10", "1.2.9", "2.0.0-beta", "2.0", "1.10.0", "bad.version", "2.0.0-alpha", "1", "1.2.9"]
let versions = raw.compactMap(Version.init)
print("Parsed \(versions.count) of \(raw.count)")
print(versions.sorted())
print("Latest: \(versions.max()!)")
print("Stable only: \(versions.filter { $0.prerelease == nil }.sorted(by: >))")
print("Unique: \(Set(versions).count)")

let installed = Version("1.2.9")!
let minimum = Version("1.3")!
let range = minimum...Version("2.0.0")!
for candidate in ["1.2.10", "1.5.0", "2.0.0-beta", "2.0.0", "2.0.1"].compactMap(Version.init) {
    print("\(candidate): \(candidate > installed ? "upgrade" : "no"), in range: \(range.contains(candidate))")
}
print(installed.bumped(\.major), installed.bumped(\.minor), installed.bumped(\.patch))
print(Version("3.x") == nil, Version("1.0.0") == Version("1"), Version("0.9")! < Version("0.10")!)

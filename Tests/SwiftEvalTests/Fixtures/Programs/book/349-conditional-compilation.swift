// `#if` blocks, taken as the compiler builds this file: at the top level,
// in function bodies, among a type's members and nested, with platform,
// import, language-version and custom conditions.
import Foundation

#if os(Linux)
let platform = "linux"
#elseif os(iOS)
let platform = "ios"
#else
let platform = "other"
#endif

struct Settings {
    var name = "base"
    #if DEBUG
    var mode: String { "debug" }
    #else
    var mode: String { "release" }
    #endif

    #if canImport(Foundation)
    func stamp() -> String { "foundation \(name)" }
    #endif
}

func describe(_ value: Int) -> String {
    var parts: [String] = []
    #if swift(>=5.9)
    parts.append("modern")
    #if arch(x86_64) || arch(arm64)
    parts.append("64-bit")
    #endif
    #else
    parts.append("old")
    #endif
    #if targetEnvironment(simulator)
    return "simulator"
    #endif
    parts.append(String(value))
    return parts.joined(separator: " ")
}

#if canImport(NoSuchModule)
print("never")
#else
print("no such module")
#endif
print(platform)
print(Settings().mode, Settings().stamp())
print(describe(3))

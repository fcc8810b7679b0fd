public import SwiftIfConfig
public import SwiftSyntax

/// The build `#if` is evaluated for when `a11ysim eval` runs a file as the
/// Swift compiler on this machine would: Linux on x86_64, Swift 6, with
/// Foundation, Dispatch and Glibc importable and no custom condition set.
public struct HostBuildConfiguration: BuildConfiguration, Sendable {
    /// Modules a `canImport` finds: the ones a Linux toolchain ships.
    public static let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc", "Swift",
        "Synchronization", "Observation", "RegexBuilder", "XCTest", "Testing",
    ]

    /// The configuration of this machine's build.
    public init() {}

    /// No custom condition (`-D`) is set.
    public func isCustomConditionSet(name: String) throws -> Bool { false }
    /// No `hasFeature` condition holds.
    public func hasFeature(name: String) throws -> Bool { false }
    /// Every `hasAttribute` condition holds.
    public func hasAttribute(name: String) throws -> Bool { true }
    /// Whether the module is one of ``modules``.
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        importPath.first.map { Self.modules.contains($0.1) } ?? false
    }
    /// Only `os(Linux)` holds.
    public func isActiveTargetOS(name: String) throws -> Bool { name == "Linux" }
    /// Only `arch(x86_64)` holds.
    public func isActiveTargetArchitecture(name: String) throws -> Bool { name == "x86_64" }
    /// No `targetEnvironment` holds.
    public func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    /// Only the native runtime holds (no Objective-C).
    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }
    /// No `_ptrauth` condition holds.
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    /// Only the `ELF` object format holds.
    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "ELF" }
    /// 64-bit pointers.
    public var targetPointerBitWidth: Int { 64 }
    /// Atomics of 32, 64 and 128 bits.
    public var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    /// Little-endian.
    public var endianness: Endianness { .little }
    /// Swift 6.0 language mode, for `swift(>=…)`.
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }
    /// The Swift 6.3 compiler, for `compiler(>=…)`.
    public var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

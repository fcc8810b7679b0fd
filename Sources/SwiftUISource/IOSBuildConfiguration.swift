public import SwiftIfConfig
public import SwiftSyntax

/// The build `#if` is evaluated for: an iOS app built for a device in the
/// Debug configuration, as Xcode builds it for previews and UI tests.
/// `os(iOS)`, `canImport(UIKit)` and `canImport(SwiftUI)` hold;
/// `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` do
/// not; the custom condition `DEBUG` is set (Xcode's Debug configuration
/// passes `-DDEBUG`), every other custom condition is not.
public struct IOSBuildConfiguration: BuildConfiguration, Sendable {
    /// Frameworks of the iOS SDK a `canImport` finds. A module that is not
    /// one of them is taken to be absent (a package the sources do not hold).
    public static let sdkModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreData", "CoreLocation", "MapKit",
        "AVFoundation",
        "AVKit", "Photos", "PhotosUI", "StoreKit", "WidgetKit", "ActivityKit", "AppIntents", "SwiftData", "Observation",
        "Charts", "CoreImage", "QuartzCore", "UserNotifications", "WebKit", "Security", "CryptoKit", "OSLog", "os",
        "Darwin",
        "CoreHaptics", "GameKit", "HealthKit", "CloudKit", "Contacts", "EventKit", "LocalAuthentication", "MessageUI",
        "SafariServices", "AuthenticationServices", "Network", "CoreMotion", "ARKit", "RealityKit", "SceneKit",
        "SpriteKit",
        "Vision", "VisionKit", "NaturalLanguage", "CoreML", "Accessibility", "TipKit", "LinkPresentation",
        "UniformTypeIdentifiers",
    ]

    /// Custom conditions that are set (`-D`).
    public var customConditions: Set<String> = ["DEBUG"]

    /// The configuration of an iOS Debug build.
    public init() {}

    /// Whether `name` is one of ``customConditions``.
    public func isCustomConditionSet(name: String) throws -> Bool { customConditions.contains(name) }
    /// No `hasFeature` condition holds.
    public func hasFeature(name: String) throws -> Bool { false }
    /// Every `hasAttribute` condition holds.
    public func hasAttribute(name: String) throws -> Bool { true }
    /// Whether the module is one of ``sdkModules``, whatever the version asked.
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let first = importPath.first?.1 else { return false }
        return Self.sdkModules.contains(first)
    }
    /// Only `os(iOS)` holds.
    public func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    /// Only `arch(arm64)` holds: a device build.
    public func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    /// No `targetEnvironment` holds: neither the simulator nor Mac Catalyst.
    public func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    /// Only `_runtime(_ObjC)` holds.
    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
    /// No `_ptrauth` condition holds.
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    /// Only the `MachO` object format holds.
    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    /// 64-bit pointers.
    public var targetPointerBitWidth: Int { 64 }
    /// Atomics of 32, 64 and 128 bits.
    public var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    /// Little-endian, as arm64 is.
    public var endianness: Endianness { .little }
    /// Swift 6.0 language mode, for `swift(>=…)`.
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }
    /// The Swift 6.2 compiler, for `compiler(>=…)`.
    public var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

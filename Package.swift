// swift-tools-version: 6.0
import PackageDescription

/// Settings shared by every target: Swift 6 language mode plus the upcoming
/// features the house style asks for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "a11ysim",
    products: [
        .library(name: "AppModel", targets: ["AppModel"]),
        .library(name: "VoiceOver", targets: ["VoiceOver"]),
    ],
    targets: [
        // The UIKit-like app model: views, controls, controllers, containers,
        // presentation, segues, adaptivity, restoration and the event trace.
        // Imports nothing outside the Swift standard library.
        .target(name: "AppModel", swiftSettings: strictSettings),
        // The screen reader: element tree, descriptions, focus, speech on a
        // virtual clock, notifications and gesture dispatch.
        .target(name: "VoiceOver", dependencies: ["AppModel"], swiftSettings: strictSettings),
        .testTarget(
            name: "VoiceOverTests",
            dependencies: ["VoiceOver", "AppModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AppModelTests",
            dependencies: ["AppModel"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

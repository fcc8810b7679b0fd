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
    ],
    targets: [
        // The UIKit-like app model: views, controls, controllers, containers,
        // presentation, segues, adaptivity, restoration and the event trace.
        // Imports nothing outside the Swift standard library.
        .target(name: "AppModel", swiftSettings: strictSettings),
        .testTarget(
            name: "AppModelTests",
            dependencies: ["AppModel"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

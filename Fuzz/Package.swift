// swift-tools-version: 6.0
// libFuzzer targets, in their own package because they only link with
// `-sanitize=fuzzer,address` (libFuzzer supplies `main`). `make fuzz`
// builds and runs them; see docs/performance.md.
import PackageDescription

let fuzzer: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "a11ysim-fuzz",
    dependencies: [.package(name: "a11ysim", path: "..")],
    targets: [
        // Hands each target's callback to libFuzzer's driver.
        .target(name: "FuzzDriver", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Scenario YAML: load and validate, then build the app, launch it
        // and describe every element of the first screen.
        .executableTarget(
            name: "FuzzScenario",
            dependencies: [
                "FuzzDriver",
                .product(name: "AppSpec", package: "a11ysim"),
                .product(name: "Diagnostics", package: "a11ysim"),
                .product(name: "ScenarioYAML", package: "a11ysim"),
                .product(name: "Scenarios", package: "a11ysim"),
                .product(name: "VoiceOver", package: "a11ysim"),
            ],
            swiftSettings: fuzzer
        ),
        // Storyboard and XIB XML: parse, then translate into the scenario model.
        .executableTarget(
            name: "FuzzStoryboard",
            dependencies: [
                "FuzzDriver",
                .product(name: "Storyboard", package: "a11ysim"),
                .product(name: "StoryboardImport", package: "a11ysim"),
            ],
            swiftSettings: fuzzer
        ),
        // Runtime captures (Appium page sources, XCUITest debugDescription,
        // idb/AXe JSON): read, then translate into a screen.
        .executableTarget(
            name: "FuzzCapture",
            dependencies: [
                "FuzzDriver",
                .product(name: "Captures", package: "a11ysim"),
                .product(name: "CaptureImport", package: "a11ysim"),
            ],
            swiftSettings: fuzzer
        ),
        // Swift source: read with swift-syntax, then the entry and the
        // first previews evaluated into screens (SwiftUI).
        .executableTarget(
            name: "FuzzSwiftUI",
            dependencies: [
                "FuzzDriver",
                .product(name: "SwiftUISource", package: "a11ysim"),
                .product(name: "SwiftUIImport", package: "a11ysim"),
            ],
            swiftSettings: fuzzer
        ),
        // Storyboard and XIB XML that imports: run as the smoke-script
        // generator runs it and crawled by the audit (run without leak
        // detection: see Fuzz/fuzz.sh).
        .executableTarget(
            name: "FuzzStoryboardCrawl",
            dependencies: [
                "FuzzDriver",
                .product(name: "Storyboard", package: "a11ysim"),
                .product(name: "StoryboardImport", package: "a11ysim"),
                .product(name: "Crawl", package: "a11ysim"),
                .product(name: "Audit", package: "a11ysim"),
            ],
            swiftSettings: fuzzer
        ),
    ]
)

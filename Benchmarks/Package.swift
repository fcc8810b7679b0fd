// swift-tools-version: 6.0
// Benchmarks live in their own package so that `swift test` on the main
// package never builds or runs them. `make bench` runs them all.
import PackageDescription

let package = Package(
    name: "a11ysim-benchmarks",
    dependencies: [
        .package(name: "a11ysim", path: "..")
    ],
    targets: [
        // libespeak-ng again, under another module name, for the direct C
        // calls that a11ysim's own path is compared against.
        .systemLibrary(
            name: "CEspeakDirect",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        .executableTarget(
            name: "SpeechBench",
            dependencies: ["CEspeakDirect", .product(name: "Speech", package: "a11ysim")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Storyboard import time over the corpus (parse + translation).
        .executableTarget(
            name: "ImportBench",
            dependencies: [.product(name: "Storyboard", package: "a11ysim"), .product(name: "Scenarios", package: "a11ysim")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)

// swift-tools-version: 6.1
// Benchmarks live in their own package so that `swift test` on the main
// package never builds or runs them. `make bench` runs them all with
// ordo-one's package-benchmark and prints the ratios against the targets.
import PackageDescription

let benchmarkPlugin: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "a11ysim-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "a11ysim", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libespeak-ng again, under another module name, for the direct C
        // calls that a11ysim's own path is compared against.
        .systemLibrary(
            name: "CEspeakDirect",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        // glibc's heap statistics, for memory per element.
        .target(name: "CHeapStats"),
        // What the benchmarks share: generated screens, the corpus, the direct C path.
        .target(
            name: "BenchSupport",
            dependencies: [
                "CEspeakDirect",
                "CHeapStats",
                .product(name: "AppModel", package: "a11ysim"),
                .product(name: "VoiceOver", package: "a11ysim"),
                .product(name: "AppSpec", package: "a11ysim"),
                .product(name: "Scenarios", package: "a11ysim"),
                .product(name: "SwiftUISource", package: "a11ysim"),
                .product(name: "SwiftUIImport", package: "a11ysim"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                "BenchSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AppModel", package: "a11ysim"),
                .product(name: "VoiceOver", package: "a11ysim"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "MemoryBenchmarks",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/MemoryBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "ScenarioBenchmarks",
            dependencies: [
                "BenchSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScenarioYAML", package: "a11ysim"),
                .product(name: "Scenarios", package: "a11ysim"),
            ],
            path: "Benchmarks/ScenarioBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "ImportBenchmarks",
            dependencies: [
                "BenchSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Storyboard", package: "a11ysim"),
                .product(name: "StoryboardImport", package: "a11ysim"),
                .product(name: "Captures", package: "a11ysim"),
                .product(name: "CaptureImport", package: "a11ysim"),
            ],
            path: "Benchmarks/ImportBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "SpeechBenchmarks",
            dependencies: [
                "BenchSupport",
                "CEspeakDirect",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Speech", package: "a11ysim"),
            ],
            path: "Benchmarks/SpeechBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "SwiftUIBenchmarks",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/SwiftUIBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "AuditBenchmarks",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/AuditBenchmarks",
            swiftSettings: swift6,
            plugins: benchmarkPlugin
        ),
        // Times the SwiftUI corpus work app by app and entry by entry, for finding
        // where the read + evaluate benchmark's time goes (`swift run -c release SwiftUIProfile`).
        .executableTarget(
            name: "SwiftUIProfile",
            dependencies: ["BenchSupport"],
            swiftSettings: swift6
        ),
        // Reads the JMH export of a run and prints each ratio against its target.
        .executableTarget(
            name: "BenchReport",
            swiftSettings: swift6
        ),
    ]
)

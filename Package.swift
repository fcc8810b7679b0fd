// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode plus the upcoming
/// features the house style asks for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "a11ysim",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .executable(name: "a11ysim", targets: ["a11ysim"]),
        .plugin(name: "A11ySimAudit", targets: ["A11ySimAudit"]),
        .library(name: "AppSpec", targets: ["AppSpec"]),
        .library(name: "ScenarioYAML", targets: ["ScenarioYAML"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "StoryboardImport", targets: ["StoryboardImport"]),
        .library(name: "CaptureImport", targets: ["CaptureImport"]),
        .library(name: "AppModel", targets: ["AppModel"]),
        .library(name: "VoiceOver", targets: ["VoiceOver"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "REPL", targets: ["REPL"]),
        .library(name: "Storyboard", targets: ["Storyboard"]),
        .library(name: "Audit", targets: ["Audit"]),
        .library(name: "Inputs", targets: ["Inputs"]),
        .library(name: "Captures", targets: ["Captures"]),
        .library(name: "Diff", targets: ["Diff"]),
        .library(name: "Crawl", targets: ["Crawl"]),
        .library(name: "Runs", targets: ["Runs"]),
        .library(name: "SwiftUISource", targets: ["SwiftUISource"]),
        .library(name: "SwiftUIImport", targets: ["SwiftUIImport"]),
        .library(name: "SwiftEval", targets: ["SwiftEval"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The UIKit-like app model: views, controls, controllers, containers,
        // presentation, segues, adaptivity, restoration and the event trace.
        // Imports nothing outside the Swift standard library.
        .target(name: "AppModel", swiftSettings: strictSettings),
        // The one diagnostic type every input reports through: a message at
        // a file, line and column, rendered with its source line and a caret.
        .target(name: "Diagnostics", swiftSettings: strictSettings),
        // The screen reader: element tree, descriptions, focus, speech on a
        // virtual clock, notifications and gesture dispatch.
        .target(name: "VoiceOver", dependencies: ["AppModel"], swiftSettings: strictSettings),
        // libespeak-ng, found through pkg-config; imported only by Speech.
        .systemLibrary(
            name: "CEspeakNG",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        // Speech through espeak-ng: one actor owns the library; WAV files
        // and audio artifacts; how a run speaks (the command line's speech
        // settings applied to a scenario).
        .target(
            name: "Speech", dependencies: ["CEspeakNG", "VoiceOver", "AppSpec", "Diagnostics"],
            swiftSettings: strictSettings),
        // Interface Builder storyboards and XIBs: a defensive XML reader
        // (Foundation's parser, no DTDs) into a document of scenes,
        // controllers, views and segues.
        .target(name: "Storyboard", dependencies: ["AppModel", "Diagnostics"], swiftSettings: strictSettings),
        // Runtime accessibility captures of real apps: Appium/WebDriverAgent
        // page sources (through Storyboard's defensive XML reader), XCUITest
        // debugDescription dumps and idb/AXe JSON, read into element trees.
        .target(
            name: "Captures", dependencies: ["AppModel", "Diagnostics", "Storyboard"], swiftSettings: strictSettings),
        // The description of an app every input becomes: scenario, controller,
        // view, step, action and expectation specs, the key tables of every
        // vocabulary, and the validator of references.
        .target(
            name: "AppSpec", dependencies: ["AppModel", "VoiceOver", "Diagnostics"], swiftSettings: strictSettings),
        // The YAML front end: scenario files read into specs and specs written
        // back as YAML (the inverse of the reader).
        .target(
            name: "ScenarioYAML",
            dependencies: ["AppSpec", "AppModel", "VoiceOver", "Diagnostics", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        // Xcode projects: project.pbxproj read (old-style property lists) into
        // targets and the storyboards and XIBs each builds.
        .target(name: "XcodeProject", dependencies: ["Diagnostics"], swiftSettings: strictSettings),
        // Storyboards and XIBs translated into specs, with the storyboards
        // their references name.
        .target(
            name: "StoryboardImport", dependencies: ["AppSpec", "Storyboard", "AppModel", "Diagnostics"],
            swiftSettings: strictSettings),
        // Runtime captures translated into specs.
        .target(
            name: "CaptureImport", dependencies: ["AppSpec", "Captures", "AppModel", "Diagnostics"],
            swiftSettings: strictSettings),
        // SwiftUI source read with swift-syntax, interpreting nothing: view
        // types, their stored properties and bodies, App scenes, previews,
        // `#if` resolved for an iOS build, with source locations.
        .target(
            name: "SwiftUISource",
            dependencies: [
                "Diagnostics",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings),
        // The Swift interpreter: the subset of Swift model and view-model
        // code uses (values, types, scopes, statements, the standard library
        // and Foundation's formatters), bounded, unknowns marked with their
        // cause. Knows nothing of SwiftUI or UIKit.
        .target(
            name: "SwiftEval",
            dependencies: [
                "Diagnostics",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings),
        // SwiftUI source evaluated into specs: views, modifiers, values it
        // can know (and unknown ones marked), SwiftUI's accessibility rules
        // and a layout for the reading order.
        .target(
            name: "SwiftUIImport",
            dependencies: [
                "SwiftUISource", "SwiftEval", "AppSpec", "AppModel", "Diagnostics", "XcodeProject",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings),
        // Running a spec: the app builder, the runner and its reports, and
        // the smoke script generator.
        .target(
            name: "Scenarios",
            dependencies: ["AppSpec", "AppModel", "Diagnostics", "VoiceOver"],
            swiftSettings: strictSettings
        ),
        // The composition root of the front ends: finding input files,
        // telling their kind from their content, and loading them as specs
        // with the same import options. Nothing runs while an input loads.
        .target(
            name: "Inputs",
            dependencies: [
                "AppSpec", "Diagnostics", "ScenarioYAML", "StoryboardImport", "CaptureImport", "SwiftUIImport",
                "Storyboard", "Captures", "XcodeProject",
            ],
            swiftSettings: strictSettings
        ),
        // The one crawler: every screen reachable from launch (each
        // presentation a screen of its own), screens and elements as
        // snapshots, and smoke scripts written from a crawl. Audit, diff,
        // snapshot and import walk apps through it.
        .target(
            name: "Crawl",
            dependencies: ["Scenarios", "AppSpec", "AppModel", "VoiceOver", "Diagnostics"],
            swiftSettings: strictSettings
        ),
        // Running a selection of inputs as `a11ysim run` does: in this process
        // or in worker processes, fail-fast, the run's audio, `run --audit`,
        // an app input's reading; `a11ysim import` with its smoke script.
        .target(
            name: "Runs",
            dependencies: [
                "Inputs", "Scenarios", "Speech", "Audit", "Crawl", "ScenarioYAML", "AppSpec", "VoiceOver",
                "Diagnostics",
            ],
            swiftSettings: strictSettings
        ),
        // The interactive REPL: key decoding, commands, the terminal, live
        // audio and recording a session as a scenario.
        .target(
            name: "REPL",
            dependencies: ["AppSpec", "ScenarioYAML", "Scenarios", "Diagnostics", "VoiceOver", "AppModel", "Speech"],
            swiftSettings: strictSettings
        ),
        // The audit: static and dynamic rules over the crawl's screens and
        // steps, configuration and baselines, and the report formats.
        .target(
            name: "Audit",
            dependencies: [
                "AppSpec", "Crawl", "Scenarios", "Diagnostics", "VoiceOver", "AppModel",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        // `a11ysim diff`: two inputs' screens (crawled as the audit crawls
        // them) compared element by element, in text, JSON or Markdown.
        .target(name: "Diff", dependencies: ["Crawl", "AppModel", "Diagnostics"], swiftSettings: strictSettings),
        // The thin command-line tool.
        .executableTarget(
            name: "a11ysim",
            dependencies: [
                "AppSpec", "SwiftEval", "Scenarios", "Diagnostics", "Inputs", "Runs", "Speech", "REPL", "Storyboard",
                "Audit",
                "Crawl", "Diff", "VoiceOver", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // `swift package a11ysim audit`: a command plugin that audits a
        // package's SwiftUI targets with the tool and writes the reports
        // under .build (docs/ci.md).
        .plugin(
            name: "A11ySimAudit",
            capability: .command(
                intent: .custom(verb: "a11ysim", description: "Audit the package's SwiftUI targets with a11ysim")),
            dependencies: ["a11ysim"]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["a11ysim", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "REPLTests",
            dependencies: ["Inputs", "REPL", "AppSpec", "ScenarioYAML", "Scenarios", "VoiceOver", "AppModel"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SpeechTests",
            dependencies: ["Speech", "VoiceOver"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["AppSpec", "ScenarioYAML", "Scenarios", "Inputs", "Diagnostics", "AppModel", "VoiceOver"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "VoiceOverTests",
            dependencies: ["VoiceOver", "AppModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StoryboardTests",
            dependencies: [
                "Runs", "Storyboard", "StoryboardImport", "Inputs", "AppSpec", "ScenarioYAML", "Scenarios", "AppModel",
                "VoiceOver", "TestSupport",
            ],
            exclude: ["Fixtures", "Goldens"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["Crawl", "XcodeProject", "Inputs", "Audit", "Diagnostics", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        // Helpers shared by the test targets (spawning child processes).
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "AuditTests",
            dependencies: [
                "Audit", "Crawl", "Inputs", "AppSpec", "ScenarioYAML", "Scenarios", "AppModel", "VoiceOver",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CaptureTests",
            dependencies: [
                "Crawl", "Runs", "CaptureImport", "Captures", "Inputs", "AppSpec", "ScenarioYAML",
                "Scenarios", "Diff", "Audit", "AppModel", "VoiceOver", "Diagnostics", "TestSupport",
            ],
            exclude: ["Fixtures", "Goldens"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CrawlTests",
            dependencies: ["Crawl", "Inputs", "ScenarioYAML", "Scenarios", "AppSpec"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SwiftEvalTests",
            dependencies: [
                "SwiftEval", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DiffTests",
            dependencies: ["Diff", "Crawl", "Inputs", "ScenarioYAML", "AppSpec", "CaptureImport", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RunsTests",
            dependencies: ["Speech", "Runs", "Inputs", "AppSpec", "Audit", "Diagnostics", "Scenarios"],
            swiftSettings: strictSettings
        ),
        // The spec layer at its boundary: write then load gives an equal
        // spec (library, corpus imports, generated specs), key tables.
        .testTarget(
            name: "SwiftUITests",
            dependencies: [
                "Runs",
                "SwiftUIImport", "SwiftUISource", "SwiftEval", "Inputs", "AppSpec", "ScenarioYAML", "Scenarios",
                "VoiceOver",
                "AppModel", "Diagnostics", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Fixtures", "Goldens"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SpecTests",
            dependencies: [
                "AppSpec", "ScenarioYAML", "Inputs", "AppModel", "VoiceOver", "Diagnostics", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DiagnosticsTests",
            dependencies: ["Diagnostics"],
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

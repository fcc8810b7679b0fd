import AppModel
import AppSpec
import Diagnostics
import Foundation
import Inputs
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Every corpus app run live (docs/swiftui.md, "State and actions"): from
/// its entry screen, each navigation link and each action that sets a
/// presentation's state is activated on a fresh launch, and the screens it
/// leads to are explored in turn. No crash, no hang, and most triggers lead
/// somewhere. A11YSIM_CORPUS_REPORT=live prints each app's counts.
@MainActor @Suite struct SwiftUILiveCorpusTests {
    /// Screens explored per launch at most, and steps from launch.
    static let screensPerApp = 8
    static let depth = 3
    /// Launches explored per app at most: the entry, then previews spread
    /// evenly over the app's (one app has 71; each launch is explored
    /// afresh, so all of them would double the suite's time).
    nonisolated static let launchesPerApp = 4
    /// Fresh launches (replays of a route) per app at most: each runs the
    /// app's launch code again, which in a debug build of an app that seeds
    /// a store takes a second, and `make test` has a quarter hour in all.
    static let replaysPerApp = 16

    /// At most ``launchesPerApp`` - 1 of `previews`, evenly spaced.
    nonisolated static func spread(_ previews: [String]) -> [String] {
        let room = launchesPerApp - 1
        guard previews.count > room else { return previews }
        return (0..<room).map { previews[$0 * previews.count / room] }
    }
    /// The share of links and presentation triggers that must lead to another screen, in percent.
    static let ledFloor = 80

    struct Counts {
        var links = 0, linksLed = 0, presentations = 0, presentationsLed = 0
        var actionsRun = 0, actionsNotRun = 0
        var screens: Set<String> = []

        /// Adds `other`'s counts; its screens under `prefix` (the launch they were found in).
        mutating func add(_ other: Counts, screensUnder prefix: String? = nil) {
            links += other.links
            linksLed += other.linksLed
            presentations += other.presentations
            presentationsLed += other.presentationsLed
            actionsRun += other.actionsRun
            actionsNotRun += other.actionsNotRun
            if let prefix { screens.formUnion(other.screens.map { "\(prefix) \($0)" }) }
        }
    }

    /// A fresh launch with `route` (element ids) activated in turn.
    static func replay(_ spec: ScenarioSpec, _ route: [String]) async -> ScenarioRunner {
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        for id in route {
            guard let view = runner.reader.currentTree().elements.first(where: { $0.view.id == id })?.view else {
                break
            }
            _ = await runner.reader.focus(on: view)
            await runner.reader.doubleTap()
        }
        return runner
    }

    /// What identifies a screen: the top content controller and what is presented.
    static func key(_ runner: ScenarioRunner) -> String {
        let presented = runner.application.presentations.map(\.presented.id)
        return ([runner.reader.topContentController?.id ?? "window"] + presented).joined(separator: " > ")
    }

    /// The code of each element on screen, by the element's id.
    static func codes(_ runner: ScenarioRunner) -> [(id: String, code: String)] {
        var byID: [String: String] = [:]
        var pending = runner.currentSpec.controllers.flatMap { $0.views + $0.navigationItemViews + $0.toolbarItems }
        var seen = 0
        while let view = pending.popLast(), seen < 100_000 {
            seen += 1
            if let id = view.id, let code = view.handlers[.activate]?.code { byID[id] = code }
            pending += view.subviews
        }
        return runner.reader.currentTree().elements.compactMap { element in
            element.view.id.flatMap { id in byID[id].map { (id, $0) } }
        }
    }

    static func explore(_ spec: ScenarioSpec, replays budget: inout Int) async -> Counts {
        var counts = Counts()
        var queue: [[String]] = [[]]
        var position = 0
        while position < queue.count, counts.screens.count < screensPerApp, budget > 0 {
            let route = queue[position]
            position += 1
            budget -= 1
            let here = await replay(spec, route)
            let hereKey = Self.key(here)
            counts.screens.insert(hereKey)
            guard route.count < depth, let session = here.liveSession else { continue }
            for (id, code) in codes(here) {
                guard let kind = session.kind(of: code), kind != .control, budget > 0 else { continue }
                budget -= 1
                let after = await replay(spec, route + [id])
                let moved = Self.key(after) != hereKey
                if !moved, kind != .action, ProcessInfo.processInfo.environment["A11YSIM_CORPUS_REPORT"] == "misses" {
                    print("miss \(kind) \(spec.file) \(spec.root) route \(route) element '\(id)' on \(hereKey)")
                }
                if ProcessInfo.processInfo.environment["A11YSIM_CORPUS_REPORT"] == "notrun" {
                    for warning in after.codeWarnings where !here.codeWarnings.contains(warning) {
                        print("notrun \(warning.message)")
                    }
                }
                // The activation's own action: what the session counted beyond the route's.
                if let before = here.liveSession?.actionCounts, let now = after.liveSession?.actionCounts {
                    counts.actionsRun += now.run - before.run
                    counts.actionsNotRun += now.notRun - before.notRun
                }
                switch kind {
                case .link:
                    counts.links += 1
                    if moved { counts.linksLed += 1 }
                case .presentation:
                    counts.presentations += 1
                    if moved { counts.presentationsLed += 1 }
                default: break
                }
                if moved, !counts.screens.contains(Self.key(after)), !queue.contains(route + [id]) {
                    counts.screens.insert(Self.key(after))
                    queue.append(route + [id])
                }
            }
        }
        return counts
    }

    @Test(
        .enabled(
            if: SwiftUICorpusTests.corpus != nil, "skipped: ../shared/corpus/swiftui is not beside this repository"))
    func corpusAppsRespondAndTheirLinksAndPresentationsLeadSomewhere() async throws {
        var total = Counts()
        var report: [String] = []
        for app in SwiftUICorpusTests.apps() {
            let started = ContinuousClock.now
            let path = SwiftUICorpusTests.corpus!.appendingPathComponent(app).path
            let (spec, _, _, variants) = try await SwiftUICorpusTests.load(path) { Self.spread($0) }
            var counts = Counts()
            // The entry, then each preview as a launch of its own, as `audit` crawls them.
            let launches = [spec] + variants.map(\.spec)
            var replays = Self.replaysPerApp
            for (index, launch) in launches.enumerated() {
                counts.add(await Self.explore(launch, replays: &replays), screensUnder: "\(index)")
            }
            total.add(counts)
            report.append(
                "| \(app) | \(counts.screens.count) | \(counts.linksLed)/\(counts.links) | \(counts.presentationsLed)/\(counts.presentations) | \(counts.actionsRun) | \(counts.actionsNotRun) | \(launches.count) | \(started.duration(to: .now).components.seconds) s |"
            )
        }
        let triggers = total.links + total.presentations
        let led = total.linksLed + total.presentationsLed
        if ProcessInfo.processInfo.environment["A11YSIM_CORPUS_REPORT"] == "live" {
            print(
                "| app | screens | links led | presentations led | actions run | not run | launches | time |\n|---|---|---|---|---|---|---|---|"
            )
            print(report.joined(separator: "\n"))
            print(
                "total: \(led) of \(triggers) triggers led somewhere; \(total.actionsRun) actions run, \(total.actionsNotRun) not"
            )
        }
        #expect(triggers > 50, "\(report.joined(separator: "\n"))")
        #expect(
            led * 100 >= triggers * Self.ledFloor,
            "\(led) of \(triggers) links and presentation triggers led somewhere\n\(report.joined(separator: "\n"))")
    }
}

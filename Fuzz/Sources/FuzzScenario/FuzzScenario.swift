import Foundation
import Scenarios
import VoiceOver

/// libFuzzer's entry point: one input, as the text of a scenario file.
/// Load errors are the expected outcome for most inputs; a crash, a hang
/// or a leak is a finding. A scenario that loads is built, launched, its
/// first screen described, and then run step by step to the end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let spec: ScenarioSpec
    do {
        spec = try ScenarioLoader().load(text: text, path: "fuzz.yaml")
    } catch {
        _ = error.description
        return 0
    }
    MainActor.assumeIsolated {
        let builder = AppBuilder(spec: spec)
        builder.launch()
        let tree = ElementTree(application: builder.application)
        let composer = DescriptionComposer()
        for element in tree.elements { _ = composer.describe(element).text }
    }
    runToCompletion(spec)
    return 0
}

/// Runs the scenario on the main actor and turns the main run loop, which
/// drains the main queue the main actor runs on, until the run finishes.
private func runToCompletion(_ spec: ScenarioSpec) {
    let finished = Flag()
    Task { @MainActor in
        _ = await ScenarioRunner(spec: spec).run()
        finished.set()
    }
    while !finished.isSet {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

/// A flag set on the main actor and read by the run loop turning on the main thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}

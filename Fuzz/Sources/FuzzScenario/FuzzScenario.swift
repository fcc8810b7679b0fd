import AppSpec
import Diagnostics
import ScenarioYAML
import Scenarios
import VoiceOver

/// libFuzzer's entry point: one input, as the text of a scenario file.
/// Load errors are the expected outcome for most inputs; a crash, a hang
/// or a leak is a finding.
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
    return 0
}

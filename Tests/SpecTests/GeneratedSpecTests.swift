import AppSpec
import Inputs
import PropertyBased
import ScenarioYAML
import Testing

/// Generated specs survive being written as YAML and loaded again.
@Suite struct GeneratedSpecTests {
    @Test func aThousandGeneratedSpecsSurviveWriteAndLoad() async {
        await propertyCheck(count: 1_000, input: Gen.uint64()) { seed in
            var generator = SpecGenerator(seed: seed)
            let spec = generator.scenario()
            #expect(spec.validationDiagnostics().isEmpty, "the generator made an invalid spec (seed \(seed))")
            do {
                let text = try ScenarioWriter.scenarioText(for: spec)
                let again = try ScenarioLoader().load(text: text, path: spec.file)
                #expect(again == spec, "seed \(seed): \(MirrorDiff.first(spec, again) ?? "?") written as:\n\(text)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }
}

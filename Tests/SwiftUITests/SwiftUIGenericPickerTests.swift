import Inputs
import Scenarios
import TestSupport
import Testing

/// A generic view whose type parameter Swift infers from a binding
/// (Fixtures/GenericPickers): `EnumPicker(selection: $roast)` binds `Value`
/// to `Roast`, so `Value.allCases` lists its cases and the picker reads the
/// chosen one; `LabeledContent`'s `label:` closure names it; a view reading
/// `\.labelsVisibility` sees `.automatic`, or `.hidden` under `.labelsHidden()`.
@MainActor @Suite struct SwiftUIGenericPickerTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aGenericPickersValueTypeComesFromItsBinding() async throws {
        let yaml = """
            swiftui: {path: GenericPickers, view: CoffeeOrderView}
            steps:
              - expect: {elements: ["Roast, Dark roast. Button.", "Milk, Oat", "Shown label"]}
              - focus: Roast
              - doubleTap
              - expect: {elements: ["Light roast. Button.", "Dark roast. Button."]}
              - focus: Light roast
              - doubleTap
              - expect: {elements: ["Roast, Light roast. Button.", "Milk, Oat", "Shown label"]}

            """
        let result = try await runLinkedFixture("GenericPickers", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aPickerOverAnOptionalListsNoneFirstAndReadsIt() async throws {
        let yaml = """
            swiftui: {path: GenericPickers, view: SundaeView}
            steps:
              - expect: {elements: ["Topping, No topping. Button."]}
              - focus: Topping
              - doubleTap
              - expect: {elements: ["No topping. Button.", "Sprinkles. Button.", "Maple syrup. Button."]}
              - focus: Maple syrup
              - doubleTap
              - expect: {elements: ["Topping, Maple syrup. Button."]}

            """
        let result = try await runLinkedFixture("GenericPickers", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}

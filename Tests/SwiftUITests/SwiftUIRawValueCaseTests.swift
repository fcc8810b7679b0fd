import SwiftUIImport
import Testing

/// A case made from its raw value is the case with that raw value, or nil
/// (`AppTheme(rawValue: "sepia") ?? .light` is `.light`, never a value
/// holding "sepia"), so a picker bound to it says the option tagged with
/// it (Fixtures/RawValueCases). A local package's type named through its
/// module (`Catalog.Kind.water()`) is the package's type (Fixtures/ModuleQualified).
@MainActor @Suite struct SwiftUIRawValueCaseTests {
    @Test func aCaseMadeFromItsRawValueIsThatCaseOrNil() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("RawValueCases")
        #expect(elements == ["Theme, Dark. Button.", "Accent: Light"])
    }

    @Test func aTypeNamedThroughItsModuleIsThePackagesType() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("ModuleQualified")
        #expect(elements == ["Fish"])
    }
}

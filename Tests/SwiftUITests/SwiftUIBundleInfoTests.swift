import AppSpec
import SwiftUIImport
import Testing

/// The app's version is what its Xcode project sets: a generated
/// Info.plist's `CFBundleShortVersionString` is the iPhone target's
/// `MARKETING_VERSION`, `CFBundleVersion` its `CURRENT_PROJECT_VERSION`,
/// read through `Bundle.main` directly or an extension of `Bundle`; a key
/// the project does not settle stays unknown (Fixtures/VersionedApp).
@MainActor @Suite struct SwiftUIBundleInfoTests {
    @Test func theVersionIsTheProjectsSettings() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("VersionedApp")
        #expect(
            elements == [
                "Version 3.2.1 (41)", "Versioned Pro",
                "«Bundle.main.infoDictionary?[\"NSCameraUsageDescription\"] as? String ?? \"none\"»",
            ])
    }
}

import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// The built app's Info.plist values an Xcode project settles: the version
/// keys of a generated Info.plist from `MARKETING_VERSION` and
/// `CURRENT_PROJECT_VERSION`, an `INFOPLIST_FILE`'s keys with `$(…)`
/// expanded, the iPhone app's target only (watch and TV apps have their own).
@Suite struct InfoPlistValueTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func referencesToBuildSettingsAreExpanded() {
        let settings = ["MARKETING_VERSION": "2.1", "PRODUCT_NAME": "$(TARGET_NAME)", "TARGET_NAME": "Shop"]
        #expect(XcodeProject.expand("$(MARKETING_VERSION)", settings, root: "/p") == "2.1")
        #expect(XcodeProject.expand("${PRODUCT_NAME}-app", settings, root: "/p") == "Shop-app")
        #expect(XcodeProject.expand("$(SRCROOT)/Info.plist", settings, root: "/p") == "/p/Info.plist")
        #expect(XcodeProject.expand("$(CURRENT_PROJECT_VERSION)", settings, root: "/p") == nil)
        #expect(XcodeProject.expand("1.0", settings, root: "/p") == "1.0")
    }

    /// Real apps' projects (../shared/corpus/swiftui), when present.
    @Test func theCorpusAppsVersionsAreTheirIPhoneTargetsSettings() throws {
        let apps = [
            ("robertwtucker__kfinderapp-ios", "1.3.0", "19"), ("VintusS__Inpenso", "1.0.5", "1"),
            ("schmidtwmark__BetterBlue", "2026.5.5", "34"),
        ]
        for (app, version, build) in apps {
            guard let folder = Self.paths.corpus("swiftui/" + app) else {
                print("skipped: ../shared/corpus/swiftui/\(app) is not here")
                continue
            }
            let info = XcodeProject.appInfo(under: folder.path)
            #expect(info["CFBundleShortVersionString"] == version, "\(app)")
            #expect(info["CFBundleVersion"] == build, "\(app)")
        }
    }
}

extension InfoPlistValueTests {
    /// A generated Info.plist: the iPhone target's versions and
    /// `INFOPLIST_KEY_…` values; the watch app's are not the phone's.
    @Test func aGeneratedInfoPlistTakesTheIPhoneTargetsSettings() {
        let sources = Self.paths.testsFolder.deletingLastPathComponent()
            .appendingPathComponent("SwiftUITests/Fixtures/VersionedApp/Versioned").path
        #expect(
            XcodeProject.appInfo(under: sources) == [
                "CFBundleShortVersionString": "3.2.1", "CFBundleVersion": "41", "CFBundleDisplayName": "Versioned Pro",
            ])
    }
}

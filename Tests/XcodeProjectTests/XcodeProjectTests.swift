import Audit
import Crawl
import Diagnostics
import Foundation
import Inputs
import Testing
import XcodeProject

/// `a11ysim audit App.xcodeproj` audits what the app's targets build: target
/// membership from project.pbxproj, through localized variant groups and
/// Xcode 16's synchronized folders; test bundles and files no target builds
/// are left out; a broken project is an error at its line.
@Suite struct XcodeProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let project = fixtures.appendingPathComponent("Shop/Shop.xcodeproj").path
    static let folder = fixtures.appendingPathComponent("Shop").path

    @Test func eachTargetBuildsItsOwnInterfaceFiles() throws {
        let project = try XcodeProject.load(path: Self.project)
        #expect(project.targets.map(\.name) == ["Shop", "ShopUITests"])
        let relative = { (files: [String]) in files.map { String($0.dropFirst(Self.folder.count + 1)) } }
        #expect(
            relative(project.targets[0].interfaceFiles) == [
                "Shop/Base.lproj/Main.storyboard", "Shop/Card.xib", "Features/Onboarding.storyboard",
            ])
        #expect(relative(project.targets[1].interfaceFiles) == ["ShopUITests/TestHost.storyboard"])
        #expect(!project.targets[1].ships)
        #expect(
            relative(project.shippedInterfaceFiles) == [
                "Shop/Base.lproj/Main.storyboard", "Shop/Card.xib", "Features/Onboarding.storyboard",
            ])
    }

    @Test func aProjectInTheSelectionIsTheFilesItShips() throws {
        let selection = try InputSelection.discover([Self.project])
        #expect(
            selection.files.map { ($0 as NSString).lastPathComponent } == [
                "Main.storyboard", "Card.xib", "Onboarding.storyboard",
            ])
        #expect(
            !selection.files.contains {
                $0.hasSuffix("Unused.storyboard") || $0.hasSuffix("Debug.storyboard")
                    || $0.hasSuffix("TestHost.storyboard")
            })
    }

    @Test func aBrokenProjectIsAnErrorAtItsLineAndColumn() throws {
        var parser = PropertyListParser(
            text: "// !$*UTF8*$!\n{\n\tobjects = {\n\t\ta = ( ; \n}", path: "project.pbxproj")
        #expect(
            throws: Diagnostic("unexpected ';' where a value was expected", file: "project.pbxproj", line: 4, column: 9)
        ) { try parser.parse() }
        var deep = PropertyListParser(text: String(repeating: "(", count: 100), path: "p")
        #expect(throws: Diagnostic.self) { try deep.parse() }
        #expect(throws: Diagnostic.self) {
            try XcodeProject.load(path: Self.fixtures.appendingPathComponent("Missing.xcodeproj").path)
        }
    }

    @Test func quotedStringsCommentsAndEscapesParse() throws {
        var parser = PropertyListParser(
            text: #"{ a = "x \"y\" z"; /* note */ b = (1, 2,); // end"# + "\n c = d.e-f_g/h; }", path: "p")
        let value = try parser.parse()
        #expect(
            value
                == .dictionary([
                    "a": .string(#"x "y" z"#), "b": .array([.string("1"), .string("2")]), "c": .string("d.e-f_g/h"),
                ]))
    }

    @MainActor
    @Test func theAuditVisitsTheShippedScreensOnly() async throws {
        let selection = try InputSelection.discover([Self.project])
        var screens: [String] = []
        for file in selection.files {
            let input = try await InputLoader().load(file)
            screens += await Auditor().audit(spec: input.spec, file: file).screens.map(\.key)
        }
        #expect(screens == ["MainViewController", "CardView", "OnboardingViewController"])
    }
}
